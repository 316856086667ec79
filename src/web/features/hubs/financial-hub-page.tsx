import { useState } from 'react';
import { FINANCIAL_HUB, type FinancialHubTabId } from '#shared/hubs/financial-hub.ts';
import { hubNameOf, sayWithName } from '#shared/hubs/hub-name.ts';
import type { HubContext } from '#shared/hubs/letter-values.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { TabsContent } from '#web/components/ui/tabs.tsx';
import { GuidesAndLinks } from './components/guides-and-links.tsx';
import { HubTabs } from './components/hub-tabs.tsx';
import { LovedOneHubPage } from './components/loved-one-hub-page.tsx';
import { NoticeCard } from './components/notice-card.tsx';
import { PhaseTimeline } from './components/phase-timeline.tsx';
import { TipListCard } from './components/tip-list-card.tsx';
import { ToolCardView } from './components/tool-card.tsx';

const hub = FINANCIAL_HUB;

/** /hub/financial/:lovedOneId */
export function FinancialHubPage() {
  return <LovedOneHubPage hub={hub}>{(context) => <FinancialHub context={context} />}</LovedOneHubPage>;
}

function FinancialHub({ context }: { context: HubContext }) {
  const [tab, setTab] = useState<FinancialHubTabId>(hub.defaultTab);
  const name = hubNameOf(context.lovedOne);
  return (
    <HubTabs tabs={hub.tabs} value={tab} onValueChange={setTab} label={hub.header.title}>
      <TabsContent value="tools" className="flex flex-col gap-6">
        <NoticeCard notice={hub.warning} tone="warning" />
        {hub.toolGroups.map((group) => (
          <section key={group.id} aria-labelledby={`tool-group-${group.id}`} className="flex flex-col gap-3">
            <div>
              <h2 id={`tool-group-${group.id}`} className="text-xl font-semibold">
                {group.title}
              </h2>
              <p className="text-muted">{sayWithName(group.description, name)}</p>
            </div>
            <ul className="grid gap-4 sm:grid-cols-2">
              {group.tools.map((tool) => (
                <li key={tool.id} className="flex">
                  <ToolCardView tool={tool} lovedOneId={context.lovedOne.id} name={name} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <TipListCard tipList={hub.tips} name={name} />
      </TabsContent>
      <TabsContent value="action-plan" className="flex flex-col gap-6">
        <div>
          <h2 className="text-xl font-semibold">{hub.actionPlan.title}</h2>
          <p className="text-muted">{hub.actionPlan.description}</p>
        </div>
        <PhaseTimeline phases={hub.actionPlan.phases} name={name} />
        <Card>
          <h2 className="mb-3 text-xl font-semibold">{hub.deadlines.title}</h2>
          <ul className="flex flex-col divide-y divide-border">
            {hub.deadlines.items.map((deadline) => (
              <li key={deadline.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold">{deadline.title}</h3>
                  <Badge tone="warning">{deadline.timeframe}</Badge>
                </div>
                <p className="text-muted">{deadline.note}</p>
              </li>
            ))}
          </ul>
        </Card>
      </TabsContent>
      <TabsContent value="resources" className="flex flex-col gap-6">
        <GuidesAndLinks resources={hub.resources} name={name} />
      </TabsContent>
    </HubTabs>
  );
}
