import { formatIsoDate, SHORT_MONTH_DAY } from '#shared/dates/display-formats.ts';

/**
 * What the console's per-day charts share: a faint grid, days along the bottom, whole counts up the
 * side, all in the text colour so both themes read them.
 */
export const gridProps = { strokeDasharray: '3 3', stroke: 'currentColor', strokeOpacity: 0.2 } as const;

const tick = { fill: 'currentColor', fontSize: 12 } as const;

export const dayAxisProps = (dataKey: string) => ({
  dataKey,
  tickFormatter: (value: unknown) => formatIsoDate(String(value), SHORT_MONTH_DAY),
  stroke: 'currentColor',
  tick,
});

export const countAxisProps = { allowDecimals: false, width: 32, stroke: 'currentColor', tick } as const;

export const tooltipContentStyle = {
  background: 'var(--color-surface)',
  color: 'var(--color-foreground)',
} as const;
