import { Phone, Printer } from 'lucide-react';
import {
  ABA_LAWYER_REFERRAL_URL,
  attorneyFinderContent,
  type StateReferral,
  ATTORNEY_FINDER_TEXT as TEXT,
} from '#shared/attorney-finder/attorney-finder.ts';
import { legalDisclaimer } from '#shared/hubs/disclaimers.ts';
import { hubNameOf } from '#shared/hubs/hub-name.ts';
import type { HubContext } from '#shared/hubs/letter-values.ts';
import type { PhoneNumber } from '#shared/hubs/types.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardTitle } from '#web/components/ui/card.tsx';
import { AddPlaceLink } from '#web/features/hubs/components/add-place-link.tsx';
import { ExternalLink } from '#web/features/hubs/components/external-link.tsx';
import { LovedOneHubPage } from '#web/features/hubs/components/loved-one-hub-page.tsx';
import { NoticeCard } from '#web/features/hubs/components/notice-card.tsx';
import { paths } from '#web/lib/paths.ts';

/** /hub/legal/:lovedOneId/attorney-finder: where to find a probate lawyer for the loved one's state. */
export function AttorneyFinderPage() {
  return (
    <LovedOneHubPage hub={TEXT} backHref={paths.legalHub.getHref}>
      {(context) => <AttorneyFinder context={context} />}
    </LovedOneHubPage>
  );
}

function AttorneyFinder({ context }: { context: HubContext }) {
  const { lovedOne } = context;
  const content = attorneyFinderContent(lovedOne.stateCode);
  const name = hubNameOf(lovedOne);
  return (
    <div className="flex flex-col gap-6">
      <NoticeCard notice={legalDisclaimer(name)} />
      {content.referral ? (
        <ReferralCard referral={content.referral} name={name} />
      ) : (
        <NoStateCard context={context} name={name} />
      )}

      <Card aria-labelledby="attorney-directories">
        <CardTitle id="attorney-directories" className="mb-3 text-xl">
          {TEXT.directoriesTitle}
        </CardTitle>
        <ul className="flex flex-col gap-4">
          {content.directories.map((directory) => (
            <li key={directory.id}>
              <ExternalLink href={directory.url}>{directory.name}</ExternalLink>
              <p className="text-muted">{directory.goodFor}</p>
            </li>
          ))}
        </ul>
      </Card>

      <Card aria-labelledby="attorney-questions">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <CardTitle id="attorney-questions" className="text-xl">
            {TEXT.questionsTitle}
          </CardTitle>
          <Button variant="outline" onClick={() => window.print()} className="print:hidden">
            <Printer aria-hidden="true" className="size-5" />
            {TEXT.printLabel}
          </Button>
        </div>
        <p className="mb-3 text-muted">{TEXT.questionsIntro}</p>
        <ol className="flex list-decimal flex-col gap-2 pl-6">
          {content.questions.map((question) => (
            <li key={question}>{question}</li>
          ))}
        </ol>
      </Card>

      <Card aria-labelledby="attorney-fees">
        <CardTitle id="attorney-fees" className="mb-3 text-xl">
          {TEXT.feesTitle}
        </CardTitle>
        <dl className="flex flex-col gap-3">
          {content.fees.map((topic) => (
            <div key={topic.title}>
              <dt className="font-semibold">{topic.title}</dt>
              <dd className="text-muted">{topic.text}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}

function ReferralCard({ referral, name }: { referral: StateReferral; name: string | null }) {
  return (
    <Card aria-labelledby="attorney-state" className="flex flex-col gap-3">
      <CardTitle id="attorney-state" className="text-xl">
        {TEXT.heading(referral.stateName)}
      </CardTitle>
      <p>{TEXT.intro(name)}</p>
      <div className="rounded-xl border border-border p-4">
        <h3 className="font-semibold">{referral.statewide ? TEXT.referralTitle : TEXT.standInTitle}</h3>
        <p className="text-muted">
          {referral.statewide ? TEXT.referralHelp : TEXT.standInHelp(referral.stateName)}
        </p>
        <p className="mt-2 font-medium">{referral.name}</p>
        <div className="mt-2 flex flex-col items-start gap-1 sm:flex-row sm:flex-wrap sm:gap-x-6">
          <ExternalLink href={referral.url}>{TEXT.visitLabel}</ExternalLink>
          {referral.phone ? <CallLink phone={referral.phone} /> : null}
        </div>
        {referral.statewide && !referral.phone ? <p className="mt-1 text-muted">{TEXT.noPhone}</p> : null}
      </div>
      {referral.local.length > 0 ? (
        <div className="rounded-xl border border-border p-4">
          <h3 className="font-semibold">{TEXT.localTitle}</h3>
          <p className="text-muted">{TEXT.localHelp}</p>
          <ul className="mt-2 flex flex-col gap-3">
            {referral.local.map((service) => (
              <li key={service.phone.href}>
                <p className="font-medium">{service.area}</p>
                {service.name ? <p>{service.name}</p> : null}
                {service.beforeCalling ? <p className="text-muted">{service.beforeCalling}</p> : null}
                <CallLink phone={service.phone} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}

function CallLink({ phone }: { phone: PhoneNumber }) {
  return (
    <a
      href={phone.href}
      className="inline-flex min-h-11 items-center gap-1.5 font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
    >
      <Phone aria-hidden="true" className="size-4 shrink-0" />
      {TEXT.callLabel(phone.display)}
    </a>
  );
}

function NoStateCard({ context, name }: { context: HubContext; name: string | null }) {
  return (
    <Card aria-labelledby="attorney-state" className="flex flex-col gap-3">
      <CardTitle id="attorney-state" className="text-xl">
        {TEXT.noStateHeading}
      </CardTitle>
      <p>{TEXT.noStateText(name)}</p>
      <div className="flex flex-col items-start gap-1">
        <AddPlaceLink context={context} />
        <ExternalLink href={ABA_LAWYER_REFERRAL_URL}>{TEXT.abaLinkLabel}</ExternalLink>
      </div>
    </Card>
  );
}
