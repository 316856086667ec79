import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { HUB_LABELS } from '#shared/hubs/hub-labels.ts';
import { hubNameOf } from '#shared/hubs/hub-name.ts';
import type { HubContext } from '#shared/hubs/letter-values.ts';
import type { HubHeader, HubMessages } from '#shared/hubs/types.ts';
import { givenName } from '#shared/loved-ones/loved-one-display.ts';
import { isOwnPlan } from '#shared/loved-ones/profile-kind.ts';
import { AddTheirNameLink } from '#web/features/loved-ones/components/add-their-name.tsx';
import { paths } from '#web/lib/paths.ts';
import { useHubContext } from '../api/get-hub-context.ts';
import { HubContextGate } from './hub-context-gate.tsx';
import { HubLayout } from './hub-layout.tsx';
import { NoticeCard } from './notice-card.tsx';

type LovedOneHubPageProps = {
  hub: { header: HubHeader; messages: HubMessages };
  /** Where "back" goes for this loved one: their dashboard, unless the page is a tool of a hub. */
  backHref?: (lovedOneId: string) => string;
  /** The hub's content, once the loved one (from `/hub/<name>/:lovedOneId`) has loaded. */
  children: (context: HubContext) => ReactNode;
};

/** "For Rose Lane"; while the relationship stands in for the name, the offer to add it to whoever may. */
function LovedOneLine({ context }: { context: HubContext }) {
  const name = givenName(context.lovedOne);
  if (name) return HUB_LABELS.lovedOneLine(name);
  return context.can.editProfile ? <AddTheirNameLink lovedOneId={context.lovedOne.id} /> : null;
}

/**
 * The frame of every hub about one loved one (legal, financial, accounts) and of their tools: the back
 * link (to their dashboard, or to the tool's hub), the heading with their name once known, and the loading and error states.
 */
export function LovedOneHubPage({ hub, backHref = paths.dashboard.getHref, children }: LovedOneHubPageProps) {
  const { lovedOneId = '' } = useParams();
  const { data } = useHubContext(lovedOneId);
  return (
    <HubLayout
      header={hub.header}
      backHref={backHref(lovedOneId)}
      lovedOneLine={data ? <LovedOneLine context={data} /> : undefined}
      name={data ? hubNameOf(data.lovedOne) : null}
    >
      <HubContextGate lovedOneId={lovedOneId} messages={hub.messages}>
        {(context) => (
          <>
            {isOwnPlan(context.lovedOne.kind) ? (
              <div className="my-2">
                <NoticeCard notice={HUB_LABELS.readingAhead} />
              </div>
            ) : null}
            {children(context)}
          </>
        )}
      </HubContextGate>
    </HubLayout>
  );
}
