import type { GuidesAndLinks as Resources } from '#shared/hubs/types.ts';
import { Card } from '#web/components/ui/card.tsx';
import { GuideLibrary } from './guide-library.tsx';
import { LinkList } from './link-list.tsx';

/** A hub's Resources tab: the guide cards (said with the loved one's `name`), then the official links. */
export function GuidesAndLinks({ resources, name }: { resources: Resources; name: string | null }) {
  return (
    <>
      <GuideLibrary
        title={resources.guidesTitle}
        readGuideLabel={resources.readGuideLabel}
        guides={resources.guides}
        name={name}
      />
      <Card>
        <h2 className="mb-3 text-xl font-semibold">{resources.linksTitle}</h2>
        <LinkList links={resources.links} />
      </Card>
    </>
  );
}
