import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { formatIsoDate, SHORT_DATE, SHORT_DATE_TIME } from '#shared/dates/display-formats.ts';
import { Button } from '#web/components/ui/button.tsx';
import { WhenLoaded } from '#web/components/when-loaded.tsx';

export const formatDateTime = (iso: string | null) => (iso ? format(new Date(iso), SHORT_DATE_TIME) : '—');
export const formatDay = (isoDate: string) => formatIsoDate(isoDate, SHORT_DATE);

/** A wide table that scrolls sideways on a phone; focusable so the keyboard can scroll it too. */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section tabIndex={0} aria-label={label} className="overflow-x-auto rounded-xl border border-border">
      {children}
    </section>
  );
}

export const tableClasses = 'w-full min-w-[40rem] border-collapse text-left text-sm';
export const headCellClasses = 'border-b border-border bg-surface-muted px-3 py-2 font-semibold';
export const cellClasses = 'border-b border-border px-3 py-2 align-top';

/** A count per day, newest first as given: the security events' and the crisis checks' tables. */
export function DailyCountsTable({
  label,
  countHeading,
  rows,
}: {
  label: string;
  countHeading: string;
  rows: ReadonlyArray<{ day: string; count: number }>;
}) {
  return (
    <TableScroller label={label}>
      <table className={tableClasses}>
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            <th scope="col" className={headCellClasses}>
              Day
            </th>
            <th scope="col" className={`${headCellClasses} text-right`}>
              {countHeading}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
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
  );
}

/** A panel's query: loading, then its table; a failed refresh keeps the rows and says they may be old. */
export function QueryState({
  query,
  children,
}: {
  query: { data: unknown; error: unknown; isFetching: boolean; refetch: () => unknown };
  children: ReactNode;
}) {
  return (
    <WhenLoaded query={query} failedTitle="This panel could not be loaded" noteFailedRefresh>
      {() => children}
    </WhenLoaded>
  );
}

export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="text-sm text-muted">
        Page {page} of {pages}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
