import { Lightbulb } from 'lucide-react';
import { sayWithName } from '#shared/hubs/hub-name.ts';
import type { TipList } from '#shared/hubs/types.ts';
import { Card } from '#web/components/ui/card.tsx';

/** A hub's tips, said with the loved one's `name` (hubNameOf). */
export function TipListCard({ tipList, name }: { tipList: TipList; name: string | null }) {
  return (
    <Card>
      <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <Lightbulb aria-hidden="true" className="size-5 text-primary" />
        {tipList.title}
      </h2>
      <ul className="flex list-disc flex-col gap-2 pl-5">
        {tipList.tips.map((tip) => {
          const said = sayWithName(tip, name);
          return <li key={said}>{said}</li>;
        })}
      </ul>
    </Card>
  );
}
