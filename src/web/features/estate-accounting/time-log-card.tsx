import { type FormEvent, useRef, useState } from 'react';
import { DISPLAY_DATE, formatIsoDate } from '#shared/dates/display-formats.ts';
import { ESTATE_ACCOUNT_PAGE } from '#shared/estate-accounting/estate-account-page.ts';
import { formatMinutes, type TimeEntryInput, timeEntrySchema } from '#shared/estate-accounting/time-log.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ConfirmRemoval } from '#web/components/ui/confirm-removal.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { fieldIssues, messageOf } from '#web/lib/api-client.ts';
import { localToday } from '#web/lib/local-today.ts';
import type { EstateLedger } from './api/estate-ledger-api.ts';
import { useLogTime, useRemoveTime } from './api/estate-records-api.ts';
import { focusFirstIssue, issuesBeforeSending } from './check-before-sending.ts';
import { RecordRow } from './record-row.tsx';

const text = ESTATE_ACCOUNT_PAGE.timeLog;

/** The executor's hours, day by day, and their total; the executor logs them, the team reads them. */
export function TimeLogCard({ lovedOneId, ledger }: { lovedOneId: string; ledger: EstateLedger }) {
  const logTime = useLogTime(lovedOneId);
  const remove = useRemoveTime(lovedOneId);
  const form = useRef<HTMLFormElement>(null);
  // The entry asked about: nothing goes until the executor confirms it.
  const [removing, setRemoving] = useState<(typeof ledger.timeLog.entries)[number] | null>(null);
  // What the schema refuses is shown before anything is sent; what only the server can check after.
  const [refusedHere, setRefusedHere] = useState<Record<string, string>>({});
  const issues = logTime.isError ? fieldIssues(logTime.error) : refusedHere;
  const { entries, totalMinutes } = ledger.timeLog;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const entry: TimeEntryInput = {
      onDate: String(values.get('onDate') ?? ''),
      hours: String(values.get('hours') ?? ''),
      work: String(values.get('work') ?? ''),
    };
    const refused = issuesBeforeSending(timeEntrySchema, entry);
    setRefusedHere(refused);
    if (Object.keys(refused).length > 0) {
      // Nothing is sent, and every field keeps what was typed.
      logTime.reset();
      focusFirstIssue(form.current, refused);
      return;
    }
    logTime.mutate(entry, {
      // Only a saved entry clears the form: a refused one keeps everything typed.
      onSuccess: () => {
        form.current?.reset();
        toast.success(text.added);
      },
    });
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
                      onRemove: () => setRemoving(entry),
                    }
                  : null
              }
            />
          ))}
        </ul>
      )}
      <ConfirmRemoval
        failureShownOnPage
        row={removing}
        onClose={() => setRemoving(null)}
        remove={remove}
        texts={{
          title: () => text.confirmRemove.title,
          description: (entry) =>
            text.confirmRemove.description({
              work: entry.work,
              time: formatMinutes(entry.minutes),
              date: formatIsoDate(entry.onDate, DISPLAY_DATE),
            }),
          confirm: text.confirmRemove.confirm,
          removed: text.removed,
        }}
      />
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
            {/* Today, as the ledger and expense forms start. */}
            <Input name="onDate" type="date" defaultValue={localToday()} />
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
