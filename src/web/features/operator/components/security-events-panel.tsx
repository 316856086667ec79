import { type FormEvent, useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input, Select } from '#web/components/ui/input.tsx';
import { type SecurityFilter, useSecurityEvents } from '../api/operator-api.ts';
import { countAxisProps, dayAxisProps, gridProps, tooltipContentStyle } from './chart-parts.ts';
import {
  cellClasses,
  DailyCountsTable,
  formatDateTime,
  formatDay,
  headCellClasses,
  Pager,
  QueryState,
  TableScroller,
  tableClasses,
} from './console-parts.tsx';

const EMPTY_FILTER: SecurityFilter = { type: '', from: '', to: '', page: 1 };

function PerDayChart({ perDay }: { perDay: { day: string; count: number }[] }) {
  return (
    <div aria-hidden="true" className="h-48 w-full text-muted">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={perDay} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid {...gridProps} />
          <XAxis {...dayAxisProps('day')} />
          <YAxis {...countAxisProps} />
          <Tooltip labelFormatter={(label) => formatDay(String(label))} contentStyle={tooltipContentStyle} />
          <Bar dataKey="count" name="Events" fill="var(--color-primary)" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** The security log: filter by type and dates, counts per day, and the events themselves. */
export function SecurityEventsPanel() {
  const [draft, setDraft] = useState(EMPTY_FILTER);
  const [filter, setFilter] = useState(EMPTY_FILTER);
  const events = useSecurityEvents(filter);
  const dateError =
    draft.from && draft.to && draft.from > draft.to
      ? 'The start date must be on or before the end date'
      : undefined;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!dateError) setFilter({ ...draft, page: 1 });
  };

  return (
    <Card className="flex flex-col gap-4">
      <div>
        <CardTitle>Security events</CardTitle>
        <CardDescription>
          Sign-in failures, rate limits, session ends, operator actions and browser errors. Days are UTC.
        </CardDescription>
      </div>
      <form
        onSubmit={apply}
        className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
        aria-label="Filter security events"
      >
        <Field label="Type">
          <Select value={draft.type} onChange={(event) => setDraft({ ...draft, type: event.target.value })}>
            <option value="">All types</option>
            {events.data?.types.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="From">
          <Input
            type="date"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </Field>
        <Field label="To" error={dateError}>
          <Input
            type="date"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </Field>
        <div className="flex gap-2">
          <Button type="submit">Apply</Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(EMPTY_FILTER);
              setFilter(EMPTY_FILTER);
            }}
          >
            Clear
          </Button>
        </div>
      </form>
      <QueryState query={events}>
        {events.data && events.data.total === 0 ? (
          <p className="text-muted">No security events match.</p>
        ) : null}
        {events.data && events.data.total > 0 ? (
          <>
            <h3 className="font-semibold">Per day</h3>
            <PerDayChart perDay={events.data.perDay} />
            <DailyCountsTable
              label="Security events per day"
              countHeading="Events"
              rows={events.data.perDay}
            />
            <h3 className="font-semibold">{events.data.total} events, newest first</h3>
            <TableScroller label="Security events">
              <table className={tableClasses}>
                <caption className="sr-only">Security events</caption>
                <thead>
                  <tr>
                    {['When', 'Type', 'User', 'Address', 'Details'].map((heading) => (
                      <th key={heading} scope="col" className={headCellClasses}>
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {events.data.events.map((event) => (
                    <tr key={event.id}>
                      <td className={`${cellClasses} whitespace-nowrap`}>
                        {formatDateTime(event.createdAt)}
                      </td>
                      <td className={cellClasses}>{event.type}</td>
                      <td className={`${cellClasses} break-all`}>{event.userId ?? '—'}</td>
                      <td className={cellClasses}>{event.ipAddress ?? '—'}</td>
                      <td className={`${cellClasses} max-w-md break-all font-mono text-xs`}>
                        {JSON.stringify(event.details)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroller>
            <Pager
              page={filter.page}
              pageSize={events.data.pageSize}
              total={events.data.total}
              onPage={(page) => setFilter({ ...filter, page })}
            />
          </>
        ) : null}
      </QueryState>
    </Card>
  );
}
