import { format } from 'date-fns';
import { FileCheck2, Phone } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ISO_DATE } from '#shared/dates/display-formats.ts';
import { ACCOUNTS_HUB, type AccountsHubTabId, type WhereToStartCard } from '#shared/hubs/accounts-hub.ts';
import { HUB_LABELS } from '#shared/hubs/hub-labels.ts';
import { type HubContext, letterValues } from '#shared/hubs/letter-values.ts';
import { toolHref } from '#shared/hubs/tool-href.ts';
import type { AccountPriority } from '#shared/hubs/types.ts';
import { offersDeathLetters, PLAN_MESSAGES } from '#shared/loved-ones/profile-kind.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { TabsContent } from '#web/components/ui/tabs.tsx';
import { ExternalLink } from './components/external-link.tsx';
import { HubIcon } from './components/hub-icon.tsx';
import { HubTabs } from './components/hub-tabs.tsx';
import { LetterTemplateCard } from './components/letter-template-card.tsx';
import { LinkList } from './components/link-list.tsx';
import { LovedOneHubPage } from './components/loved-one-hub-page.tsx';
import { NoticeCard } from './components/notice-card.tsx';

const hub = ACCOUNTS_HUB;

// A priority is importance, not something gone wrong: no red (docs/design.md).
const LEVEL_TONES = {
  Critical: 'warning',
  High: 'warning',
  Recommended: 'warning',
  Medium: 'primary',
  Helpful: 'primary',
} as const satisfies Record<AccountPriority | WhereToStartCard['level'], string>;

/** /hub/accounts/:lovedOneId */
export function AccountsHubPage() {
  return <LovedOneHubPage hub={hub}>{(context) => <AccountsHub context={context} />}</LovedOneHubPage>;
}

function AccountsHub({ context }: { context: HubContext }) {
  // Held here, not in the URL (spec): the Where to Start buttons switch it.
  const [tab, setTab] = useState<AccountsHubTabId>(hub.defaultTab);
  return (
    <HubTabs tabs={hub.tabs} value={tab} onValueChange={setTab} label={hub.header.title}>
      <TabsContent value="overview" className="flex flex-col gap-8">
        <Overview
          lovedOneId={context.lovedOne.id}
          onSwitchTab={(next) => {
            setTab(next);
            // The pressed button goes with the overview: the keyboard lands on the tab now open.
            requestAnimationFrame(() =>
              document.querySelector<HTMLElement>('[role="tab"][data-state="active"]')?.focus(),
            );
          }}
        />
      </TabsContent>
      <TabsContent value="step-by-step" className="flex flex-col gap-6">
        <StepByStep />
      </TabsContent>
      <TabsContent value="templates" className="flex flex-col gap-6">
        <Templates context={context} />
      </TabsContent>
      <TabsContent value="resources" className="flex flex-col gap-6">
        <Resources />
      </TabsContent>
    </HubTabs>
  );
}

function Overview({
  lovedOneId,
  onSwitchTab,
}: {
  lovedOneId: string;
  onSwitchTab: (tab: AccountsHubTabId) => void;
}) {
  const { whereToStart, categories, documents } = hub.overview;
  return (
    <>
      <section aria-labelledby="where-to-start" className="flex flex-col gap-3">
        <h2 id="where-to-start" className="text-xl font-semibold">
          {whereToStart.title}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {whereToStart.cards.map((card) => (
            <li key={card.id} className="flex">
              <Card className="flex w-full flex-col gap-3">
                <div className="flex items-start justify-between gap-3">
                  <HubIcon name={card.icon} />
                  <Badge tone={LEVEL_TONES[card.level]}>{card.level}</Badge>
                </div>
                <h3 className="text-lg font-semibold">{card.title}</h3>
                <p className="text-muted">{card.description}</p>
                <div className="mt-auto">
                  <WhereToStartButton card={card} lovedOneId={lovedOneId} onSwitchTab={onSwitchTab} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="account-categories" className="flex flex-col gap-3">
        <h2 id="account-categories" className="text-xl font-semibold">
          {categories.title}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.items.map((category) => (
            <li key={category.id} className="flex">
              <Card className="flex w-full flex-col gap-3">
                <div className="flex items-start justify-between gap-3">
                  <HubIcon name={category.icon} />
                  <Badge tone={LEVEL_TONES[category.priority]}>{category.priority}</Badge>
                </div>
                <h3 className="text-lg font-semibold">{category.title}</h3>
                <p className="text-muted">{category.description}</p>
                <div>
                  <p className="text-sm font-medium">{categories.commonAccountsLabel}</p>
                  <ul className="mt-1 flex flex-wrap gap-1.5">
                    {category.commonAccounts.map((account) => (
                      <li key={account}>
                        <Badge>{account}</Badge>
                      </li>
                    ))}
                  </ul>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <Card>
        <h2 className="mb-3 text-xl font-semibold">{documents.title}</h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {documents.items.map((item) => (
            <li key={item.id} className="flex gap-3">
              <FileCheck2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div>
                <p className="font-medium">{item.title}</p>
                <p className="text-muted">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}

function WhereToStartButton({
  card,
  lovedOneId,
  onSwitchTab,
}: {
  card: WhereToStartCard;
  lovedOneId: string;
  onSwitchTab: (tab: AccountsHubTabId) => void;
}) {
  const { action } = card;
  if (action.kind === 'tab') {
    return (
      <Button variant="outline" className="w-full sm:w-auto" onClick={() => onSwitchTab(action.tab)}>
        {card.actionLabel}
      </Button>
    );
  }
  const href = toolHref(action, lovedOneId);
  if (!href) {
    return (
      <Button variant="outline" disabled aria-disabled="true" className="w-full sm:w-auto">
        {card.actionLabel}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" className="w-full sm:w-auto">
      <Link to={href}>{card.actionLabel}</Link>
    </Button>
  );
}

function StepByStep() {
  const { stepByStep } = hub;
  return (
    <>
      <div>
        <h2 className="text-xl font-semibold">{stepByStep.title}</h2>
        <p className="text-muted">{stepByStep.description}</p>
      </div>
      {stepByStep.guides.map((guide) => (
        <Card key={guide.id} className="flex flex-col gap-4">
          <div className="flex items-start gap-3">
            <HubIcon name={guide.icon} />
            <div>
              <h3 className="text-lg font-semibold">{guide.title}</h3>
              <p className="text-muted">{guide.description}</p>
            </div>
          </div>
          <ol className="flex flex-col gap-4">
            {guide.steps.map((step, index) => (
              <li key={step.title} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <div className="min-w-0">
                  <h4 className="font-semibold">
                    <span className="sr-only">{`${HUB_LABELS.accounts.stepLabel(index + 1)}: `}</span>
                    {step.title}
                  </h4>
                  <p>{step.description}</p>
                  <p className="mt-2 text-sm font-medium">{HUB_LABELS.accounts.tipsLabel}</p>
                  <ul className="flex list-disc flex-col gap-1 pl-5 text-muted">
                    {step.tips.map((tip) => (
                      <li key={tip}>{tip}</li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ol>
        </Card>
      ))}
    </>
  );
}

function Templates({ context }: { context: HubContext }) {
  const { templates } = hub;
  // The writer's own calendar day, as they would date a letter by hand.
  const values = useMemo(() => letterValues(context, format(new Date(), ISO_DATE)), [context]);
  return (
    <>
      <div>
        <h2 className="text-xl font-semibold">{templates.title}</h2>
        <p className="text-muted">{templates.description}</p>
      </div>
      {offersDeathLetters(context.lovedOne.kind) ? (
        <ul className="flex flex-col gap-4">
          {templates.items.map((template) => (
            <li key={template.id}>
              <LetterTemplateCard
                template={template}
                values={values}
                lovedOneId={context.lovedOne.id}
                copyLabel={templates.copyLabel}
                downloadLabel={templates.downloadLabel}
              />
            </li>
          ))}
        </ul>
      ) : (
        <Card>
          <p>{PLAN_MESSAGES.noLetters}</p>
        </Card>
      )}
      <Card>
        <h2 className="mb-3 text-xl font-semibold">{templates.checklist.title}</h2>
        <ul className="flex flex-col gap-2">
          {templates.checklist.items.map((item) => (
            <li key={item} className="flex gap-3">
              <FileCheck2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}

function Resources() {
  const { linkGroups, organizationGroups, socialSecurityExample } = hub.resources;
  return (
    <>
      <div className="grid gap-4 lg:grid-cols-3">
        {linkGroups.map((group) => (
          <Card key={group.id}>
            <h2 className="mb-3 text-xl font-semibold">{group.title}</h2>
            <LinkList links={group.links} />
          </Card>
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {organizationGroups.map((group) => (
          <Card key={group.id}>
            <h2 className="mb-3 text-xl font-semibold">{group.title}</h2>
            <ul className="flex flex-col gap-4">
              {group.organizations.map((organization) => (
                <li key={organization.id}>
                  {organization.url ? (
                    <ExternalLink href={organization.url}>{organization.name}</ExternalLink>
                  ) : (
                    <p className="font-medium">{organization.name}</p>
                  )}
                  <p className="text-muted">{organization.description}</p>
                  {organization.phone ? (
                    <a
                      href={organization.phone.href}
                      className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline underline-offset-4"
                    >
                      <Phone aria-hidden="true" className="size-4" />
                      {organization.phone.display}
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
      <NoticeCard notice={socialSecurityExample} />
    </>
  );
}
