import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { useCrisisCounts } from '../api/operator-api.ts';
import { DailyCountsTable, QueryState } from './console-parts.tsx';

/** How many support-chat messages the crisis check flagged per day: counts only (decision 033). */
export function CrisisCountsPanel() {
  const counts = useCrisisCounts();
  return (
    <Card className="flex flex-col gap-4">
      <div>
        <CardTitle>Crisis checks</CardTitle>
        <CardDescription>
          How many support-chat messages showed the crisis card each day (UTC), over the last 30 days. Harbor
          keeps no record of who wrote them, why the check fired or what was said.
        </CardDescription>
      </div>
      <QueryState query={counts}>
        {counts.data?.days.length === 0 ? <p className="text-muted">None in the last 30 days.</p> : null}
        {counts.data && counts.data.days.length > 0 ? (
          <DailyCountsTable label="Crisis checks per day" countHeading="Count" rows={counts.data.days} />
        ) : null}
      </QueryState>
    </Card>
  );
}
