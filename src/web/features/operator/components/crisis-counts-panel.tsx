import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { useCrisisCounts } from '../api/operator-api.ts';
import {
  cellClasses,
  formatDay,
  headCellClasses,
  QueryState,
  TableScroller,
  tableClasses,
} from './console-parts.tsx';

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
      <QueryState isPending={counts.isPending} error={counts.error} onRetry={() => counts.refetch()}>
        {counts.data?.days.length === 0 ? <p className="text-muted">None in the last 30 days.</p> : null}
        {counts.data && counts.data.days.length > 0 ? (
          <TableScroller label="Crisis checks per day">
            <table className={tableClasses}>
              <caption className="sr-only">Crisis checks per day</caption>
              <thead>
                <tr>
                  <th scope="col" className={headCellClasses}>
                    Day
                  </th>
                  <th scope="col" className={`${headCellClasses} text-right`}>
                    Count
                  </th>
                </tr>
              </thead>
              <tbody>
                {counts.data.days.map((row) => (
                  <tr key={row.day}>
                    <th scope="row" className={`${cellClasses} font-medium`}>
                      {formatDay(row.day)}
                    </th>
                    <td className={`${cellClasses} text-right tabular-nums`}>{row.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        ) : null}
      </QueryState>
    </Card>
  );
}
