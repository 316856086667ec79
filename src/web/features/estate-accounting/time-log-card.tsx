import { type FormEvent, useRef } from 'react';
import { DISPLAY_DATE, formatIsoDate } from '#shared/dates/display-formats.ts';
import { ESTATE_ACCOUNT_PAGE } from '#shared/estate-accounting/estate-account-page.ts';
import { formatMinutes } from '#shared/estate-accounting/time-log.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { fieldIssues, messageOf } from '#web/lib/api-client.ts';
import type { EstateLedger } from './api/estate-ledger-api.ts';
import { useLogTime, useRemoveTime } from './api/estate-records-api.ts';
import { RecordRow } from './record-row.tsx';

const text = ESTATE_ACCOUNT_PAGE.timeLog;

/** The executor's hours, day by day, and their total; the executor logs them, the team reads them. */
export function TimeLogCard({ lovedOneId, ledger }: { lovedOneId: string; ledger: EstateLedger }) {
  const logTime = useLogTime(lovedOneId);
  const remove = useRemoveTime(lovedOneId);
  const form = useRef<HTMLFormElement>(null);
  const issues = logTime.isError ? fieldIssues(logTime.error) : {};
  const { entries, totalMinutes } = ledger.timeLog;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    logTime.mutate(
      {
        onDate: String(values.get('onDate') ?? ''),
        hours: String(values.get('hours') ?? ''),
        work: String(values.get('work') ?? ''),
      },
      {
        // Only a saved entry clears the form: a refused one keeps everything typed.
        onSuccess: () => {
          form.current?.reset();
          toast.success(text.added);
        },
      },
    );
  };

  return (
    <Card aria-labelledby="time-log" className="flex flex-col gap-3">
      <h2 id="time-log" className="text-xl font-semibold">
        {text.title}
      </h2>
      <p className="text-muted">{text.intro}</p>
      {remove.isError ? (
        <Alert tone="error">
          {text.removeFailed} {messageOf(remove.error)}
        </Alert>
      ) : null}
      {entries.length === 0 ? (
        <p className="text-muted">{text.empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {entries.map((entry) => (
            <RecordRow
              key={entry.id}
              title={entry.work}
              details={formatIsoDate(entry.onDate, DISPLAY_DATE)}
              figure={formatMinutes(entry.minutes)}
              remove={
                ledger.permittedActions.remove
                  ? {
                      label: text.remove(entry.work),
                      pending: remove.isPending && remove.variables === entry.id,
                      onRemove: () =>
                        remove.mutate(entry.id, { onSuccess: () => toast.success(text.removed) }),
                    }
                  : null
              }
            />
          ))}
        </ul>
      )}
      <p className="flex flex-wrap justify-between gap-x-4 font-semibold" data-testid="time-log-total">
        <span>{text.total}</span>
        <span className="tabular-nums">{formatMinutes(totalMinutes)}</span>
      </p>
      {ledger.permittedActions.record ? (
        <form
          ref={form}
          onSubmit={submit}
          noValidate
          aria-label={text.add}
          className="grid gap-4 sm:grid-cols-3"
        >
          <Field label={text.onDate} required error={issues.onDate}>
            <Input name="onDate" type="date" />
          </Field>
          <Field label={text.hours} required hint={text.hoursHint} error={issues.hours}>
            <Input name="hours" inputMode="decimal" maxLength={10} autoComplete="off" />
          </Field>
          <Field label={text.work} required error={issues.work}>
            <Input name="work" maxLength={500} />
          </Field>
          {logTime.isError && Object.keys(issues).length === 0 ? (
            <Alert tone="error" className="sm:col-span-3">
              {text.addFailed} {messageOf(logTime.error)}
            </Alert>
          ) : null}
          <div className="sm:col-span-3">
            <Button type="submit" isLoading={logTime.isPending}>
              {text.add}
            </Button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}
