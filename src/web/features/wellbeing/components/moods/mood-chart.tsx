import { format, parseISO } from 'date-fns';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { addDays } from '#shared/dates/calendar-days.ts';
import { SHORT_MONTH_DAY } from '#shared/dates/display-formats.ts';
import {
  describeMoods,
  MOOD_SCALE,
  type MoodPoint,
  type MoodValue,
  moodLevel,
} from '#shared/wellbeing/moods.ts';

type ChartRow = { date: string; mood: MoodValue | null };

/** Every day in the range, with a gap (not a zero) on days without a check-in. */
function rowsFor(points: readonly MoodPoint[], today: string, days: number): ChartRow[] {
  const byDate = new Map(points.map((point) => [point.date, point.mood]));
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(today, index - (days - 1));
    return { date, mood: byDate.get(date) ?? null };
  });
}

const shortDate = (isoDate: string) => format(parseISO(isoDate), SHORT_MONTH_DAY);

/**
 * The mood line for the last `days` days. The drawing is decoration for sighted users; the
 * summary beside it says the same in words, and is what a screen reader reads.
 */
export function MoodChart({
  points,
  today,
  days,
}: {
  points: readonly MoodPoint[];
  today: string;
  days: number;
}) {
  const rows = rowsFor(points, today, days);
  const summary = describeMoods(points, { today, days });
  return (
    <figure className="flex flex-col gap-3">
      <div aria-hidden="true" className="h-64 w-full text-muted" data-testid="mood-chart">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
            <XAxis
              dataKey="date"
              tickFormatter={shortDate}
              minTickGap={24}
              stroke="currentColor"
              tick={{ fill: 'currentColor', fontSize: 12 }}
            />
            <YAxis
              domain={[1, 5]}
              ticks={MOOD_SCALE.map((level) => level.value)}
              width={28}
              stroke="currentColor"
              tick={{ fill: 'currentColor', fontSize: 12 }}
            />
            <Tooltip
              labelFormatter={(label) => shortDate(String(label))}
              formatter={(value) => [moodLevel(Number(value) as MoodValue).label, 'Mood']}
              contentStyle={{ background: 'var(--color-surface)', color: 'var(--color-foreground)' }}
            />
            <Line
              type="monotone"
              dataKey="mood"
              stroke="var(--color-primary)"
              strokeWidth={2}
              dot={{ r: 4, fill: 'var(--color-primary)' }}
              connectNulls
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption data-testid="mood-summary">{summary}</figcaption>
    </figure>
  );
}
