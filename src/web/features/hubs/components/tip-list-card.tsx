import { Lightbulb } from 'lucide-react';
import type { TipList } from '#shared/hubs/types.ts';
import { Card } from '#web/components/ui/card.tsx';

export function TipListCard({ tipList }: { tipList: TipList }) {
  return (
    <Card>
      <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <Lightbulb aria-hidden="true" className="size-5 text-primary" />
        {tipList.title}
      </h2>
      <ul className="flex list-disc flex-col gap-2 pl-5">
        {tipList.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </Card>
  );
}
