import { isOverdue } from '#shared/dates/due-soon.ts';
import { localTimeZone, todayIn } from '#shared/dates/time-zones.ts';
import { isUsStateCode } from '#shared/geo/us-states.ts';
import { legalDisclaimer } from '#shared/hubs/disclaimers.ts';
import { hubNameOf } from '#shared/hubs/hub-name.ts';
import type { HubContext } from '#shared/hubs/letter-values.ts';
import { type LegalFormWithDate, legalFormsByGroup } from '#shared/legal-forms/legal-forms.ts';
import { LEGAL_FORMS_PAGE } from '#shared/legal-forms/legal-forms-page.ts';
import { stateRulesFor } from '#shared/state-rules/state-rules.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { AddPlaceLink } from '#web/features/hubs/components/add-place-link.tsx';
import { ExternalLink } from '#web/features/hubs/components/external-link.tsx';
import { LovedOneHubPage } from '#web/features/hubs/components/loved-one-hub-page.tsx';
import { NoticeCard } from '#web/features/hubs/components/notice-card.tsx';
import { paths } from '#web/lib/paths.ts';

const text = LEGAL_FORMS_PAGE;

/** /hub/legal/:lovedOneId/legal-forms: the federal forms an executor meets, and the state courts' own page. */
export function LegalFormsPage() {
  return (
    <LovedOneHubPage hub={text} backHref={paths.legalHub.getHref}>
      {(context) => <LegalFormsLibrary context={context} />}
    </LovedOneHubPage>
  );
}

function LegalFormsLibrary({ context }: { context: HubContext }) {
  const { lovedOne } = context;
  const name = hubNameOf(lovedOne);
  const groups = legalFormsByGroup(lovedOne.dateOfDeath);
  const today = todayIn(localTimeZone());
  return (
    <div className="flex flex-col gap-6">
      <NoticeCard notice={legalDisclaimer(name)} />
      <div className="flex flex-col gap-2">
        <p>{text.intro}</p>
        <p className="text-muted">
          {lovedOne.dateOfDeath ? text.datesFrom(name, lovedOne.dateOfDeath) : text.noDateOfDeath(name)}
        </p>
      </div>
      <StateCourtsCard context={context} />
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`forms-${group.id}`} className="flex flex-col gap-3">
          <h2 id={`forms-${group.id}`} className="text-xl font-semibold">
            {group.title}
          </h2>
          <ul className="grid gap-4 lg:grid-cols-2">
            {group.forms.map((form) => (
              <li key={form.id} className="flex">
                <FormCard form={form} today={today} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function StateCourtsCard({ context }: { context: HubContext }) {
  const { lovedOne } = context;
  const rules = isUsStateCode(lovedOne.stateCode) ? stateRulesFor(lovedOne.stateCode) : null;
  return (
    <Card aria-labelledby="state-courts" className="flex flex-col gap-2">
      <h2 id="state-courts" className="text-xl font-semibold">
        {text.stateTitle}
      </h2>
      {rules && lovedOne.stateName ? (
        <>
          <p className="text-muted">
            {text.stateCourt(lovedOne.stateName, rules.probateCourt)}{' '}
            {rules.probateSelfHelp.homePageOnly
              ? text.stateHomePage(hubNameOf(lovedOne))
              : text.stateSelfHelp}
          </p>
          <div>
            <ExternalLink href={rules.probateSelfHelp.url}>
              {rules.probateSelfHelp.homePageOnly
                ? text.stateHomePageLinkLabel(lovedOne.stateName)
                : text.stateLinkLabel(lovedOne.stateName)}
            </ExternalLink>
          </div>
        </>
      ) : (
        <>
          <p>{text.noState(hubNameOf(lovedOne))}</p>
          <AddPlaceLink context={context} />
        </>
      )}
    </Card>
  );
}

function FormCard({ form, today }: { form: LegalFormWithDate; today: string }) {
  const headingId = `form-${form.id}`;
  const passed = isOverdue(form.dueDate, today);
  return (
    <Card aria-labelledby={headingId} className="flex w-full min-w-0 flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold">
        <span className="block">{form.number}</span>{' '}
        <span className="block text-base font-normal text-muted">{form.name}</span>
      </h3>
      {form.due && form.dueDate ? (
        <div className="flex flex-col gap-1">
          <p className="font-semibold">
            {text.dueOn(form.due.label, form.dueDate)}
            {form.due.fixedBy === 'law' ? (
              <span className="font-normal text-muted"> {text.fixedByLaw}</span>
            ) : null}
            {passed ? (
              <Badge tone="warning" className="ml-2 align-middle">
                {text.datePassed}
              </Badge>
            ) : null}
          </p>
          {passed ? <p className="text-sm">{text.datePassedNote}</p> : null}
        </div>
      ) : null}
      <dl className="flex flex-col gap-2">
        <div>
          <dt className="font-medium">{text.whatFor}</dt>
          <dd className="text-muted">{form.purpose}</dd>
        </div>
        <div>
          <dt className="font-medium">{text.whoFiles}</dt>
          <dd className="text-muted">{form.whoFiles}</dd>
        </div>
        <div>
          <dt className="font-medium">{text.when}</dt>
          <dd className="text-muted">{form.when}</dd>
        </div>
      </dl>
      <div className="mt-auto">
        <ExternalLink href={form.url}>
          {text.officialPage}
          <span className="sr-only"> for {form.number}</span>
        </ExternalLink>
      </div>
    </Card>
  );
}
