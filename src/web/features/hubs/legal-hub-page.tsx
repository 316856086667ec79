import { useState } from 'react';
import { hubNameOf } from '#shared/hubs/hub-name.ts';
import { LEGAL_HUB, type LegalHubTabId } from '#shared/hubs/legal-hub.ts';
import { type HubContext, placeOf } from '#shared/hubs/letter-values.ts';
import { TabsContent } from '#web/components/ui/tabs.tsx';
import { GuidesAndLinks } from './components/guides-and-links.tsx';
import { HubTabs } from './components/hub-tabs.tsx';
import { LovedOneHubPage } from './components/loved-one-hub-page.tsx';
import { NoticeCard } from './components/notice-card.tsx';
import { PhaseTimeline } from './components/phase-timeline.tsx';
import { TipListCard } from './components/tip-list-card.tsx';
import { ToolCardView } from './components/tool-card.tsx';

const hub = LEGAL_HUB;

/** /hub/legal/:lovedOneId */
export function LegalHubPage() {
  return <LovedOneHubPage hub={hub}>{(context) => <LegalHub context={context} />}</LovedOneHubPage>;
}

function LegalHub({ context }: { context: HubContext }) {
  const [tab, setTab] = useState<LegalHubTabId>(hub.defaultTab);
  const place = placeOf(context.lovedOne);
  const name = hubNameOf(context.lovedOne);
  return (
    <HubTabs tabs={hub.tabs} value={tab} onValueChange={setTab} label={hub.header.title}>
      <TabsContent value="tools" className="flex flex-col gap-6">
        <NoticeCard notice={hub.disclaimer(name)} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {hub.tools.map((tool) => (
            <li key={tool.id} className="flex">
              <ToolCardView tool={tool} lovedOneId={context.lovedOne.id} name={name} />
            </li>
          ))}
        </ul>
        <TipListCard tipList={hub.quickTips} name={name} />
      </TabsContent>
      <TabsContent value="timeline" className="flex flex-col gap-4">
        <div>
          <h2 className="text-xl font-semibold">{hub.timeline.title}</h2>
          <p className="text-muted">{hub.timeline.description}</p>
        </div>
        <PhaseTimeline phases={hub.timeline.phases} name={name} />
        <NoticeCard notice={hub.timeline.stateNotice(name)} tone="warning">
          {place ? <p className="mt-2 font-medium">{hub.timeline.locationNote(place)}</p> : null}
        </NoticeCard>
      </TabsContent>
      <TabsContent value="resources" className="flex flex-col gap-6">
        <GuidesAndLinks resources={hub.resources} name={name} />
      </TabsContent>
    </HubTabs>
  );
}
