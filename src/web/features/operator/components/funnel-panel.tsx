import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { FUNNEL_STEP_LABELS, FUNNEL_STEPS } from '#shared/analytics/analytics-events.ts';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { type FunnelRow, useFunnel } from '../api/operator-api.ts';
import { countAxisProps, dayAxisProps, gridProps, tooltipContentStyle } from './chart-parts.ts';
import {
  cellClasses,
  formatDay,
  headCellClasses,
  QueryState,
  TableScroller,
  tableClasses,
} from './console-parts.tsx';

const FUNNEL_WEEKS = 8;

// Five lines told apart by colour and dash, so the chart reads without colour too.
const LINE_STYLES = [
  { stroke: 'var(--color-primary)', dash: undefined },
  { stroke: 'var(--color-success)', dash: '6 3' },
  { stroke: 'var(--color-warning)', dash: '2 3' },
  { stroke: 'var(--color-accent-foreground)', dash: '8 3 2 3' },
  { stroke: 'var(--color-muted)', dash: '1 2' },
] as const;

function FunnelChart({ weeks }: { weeks: FunnelRow[] }) {
  return (
    // The table below says the same in words; the drawing is for sighted readers.
    <div aria-hidden="true" className="h-72 w-full text-muted" data-testid="funnel-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={weeks} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid {...gridProps} />
          <XAxis {...dayAxisProps('weekStart')} />
          <YAxis {...countAxisProps} />
          <Tooltip
            labelFormatter={(label) => `Week of ${formatDay(String(label))}`}
            contentStyle={tooltipContentStyle}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {FUNNEL_STEPS.map((step, index) => (
            <Line
              key={step}
              type="monotone"
              dataKey={step}
              name={FUNNEL_STEP_LABELS[step]}
              stroke={LINE_STYLES[index]?.stroke}
              strokeDasharray={LINE_STYLES[index]?.dash}
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** waitlist_opened → … → checklist_generated per week (Monday, UTC), as a chart and as a table. */
export function FunnelPanel() {
  const funnel = useFunnel(FUNNEL_WEEKS);
  return (
    <Card className="flex flex-col gap-4">
      <div>
        <CardTitle>Funnel</CardTitle>
        <CardDescription>
          How many times each step happened, per week (weeks start on Monday, UTC). Counts of events, not of
          people: Harbor does not record who did what.
        </CardDescription>
      </div>
      <QueryState query={funnel}>
        {funnel.data ? (
          <>
            <FunnelChart weeks={funnel.data.weeks} />
            <TableScroller label="Funnel per week">
              <table className={tableClasses}>
                <caption className="sr-only">Funnel per week</caption>
                <thead>
                  <tr>
                    <th scope="col" className={headCellClasses}>
                      Week of
                    </th>
                    {FUNNEL_STEPS.map((step) => (
                      <th key={step} scope="col" className={`${headCellClasses} text-right`}>
                        {FUNNEL_STEP_LABELS[step]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {funnel.data.weeks.map((week) => (
                    <tr key={week.weekStart} data-week={week.weekStart}>
                      <th scope="row" className={`${cellClasses} font-medium`}>
                        {formatDay(week.weekStart)}
                      </th>
                      {FUNNEL_STEPS.map((step) => (
                        <td key={step} className={`${cellClasses} text-right tabular-nums`} data-step={step}>
                          {week[step]}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroller>
          </>
        ) : null}
      </QueryState>
    </Card>
  );
}
