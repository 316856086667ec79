import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import type { MemorialPageData } from '../../api/get-memorial-page.ts';
import { ITEM_CONFIGS } from './item-configs.ts';
import { ItemManager } from './item-manager.tsx';
import { TributeModeration } from './tribute-moderation.tsx';

export type ContentTab = 'events' | 'timeline' | 'quotes' | 'favorites' | 'tributes';

/** The admin's lists: events, timeline, quotes, favourites, and every tribute for moderation. */
export function ContentManager({
  data,
  held,
  tab,
  onTabChange,
}: {
  data: MemorialPageData;
  /** How many tributes wait for approval (the panel counts them for its notice). */
  held: number;
  tab: ContentTab;
  onTabChange: (tab: ContentTab) => void;
}) {
  const { id, slug } = data.memorial;
  const { firstName } = data.memorial.lovedOne;
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => onTabChange(value as ContentTab)}
      className="border-t border-border pt-4"
    >
      <TabsList aria-label="Page content">
        <TabsTrigger value="events">Service details</TabsTrigger>
        <TabsTrigger value="timeline">Timeline</TabsTrigger>
        <TabsTrigger value="quotes">Quotes</TabsTrigger>
        <TabsTrigger value="favorites">Favorites</TabsTrigger>
        <TabsTrigger value="tributes">Tributes{held > 0 ? ` (${held})` : ''}</TabsTrigger>
      </TabsList>
      <TabsContent value="events" keepMounted>
        <ItemManager
          config={ITEM_CONFIGS.events}
          firstName={firstName}
          items={data.events}
          memorialId={id}
          slug={slug}
        />
      </TabsContent>
      <TabsContent value="timeline" keepMounted>
        <ItemManager
          config={ITEM_CONFIGS.timeline}
          firstName={firstName}
          items={data.timeline}
          memorialId={id}
          slug={slug}
        />
      </TabsContent>
      <TabsContent value="quotes" keepMounted>
        <ItemManager
          config={ITEM_CONFIGS.quotes}
          firstName={firstName}
          items={data.quotes}
          memorialId={id}
          slug={slug}
        />
      </TabsContent>
      <TabsContent value="favorites" keepMounted>
        <ItemManager
          config={ITEM_CONFIGS.favorites}
          firstName={firstName}
          items={data.favorites}
          memorialId={id}
          slug={slug}
        />
      </TabsContent>
      <TabsContent value="tributes" keepMounted>
        <TributeModeration tributes={data.moderation ?? []} memorialId={id} slug={slug} />
      </TabsContent>
    </Tabs>
  );
}
