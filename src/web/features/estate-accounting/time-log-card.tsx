import { type FormEvent, useState } from 'react';
import { DISPLAY_DATE, formatIsoDate } from '#shared/dates/display-formats.ts';
import { ESTATE_ACCOUNT_PAGE } from '#shared/estate-accounting/estate-account-page.ts';
import {
  formatMinutes,
  minutesAsHours,
  type TimeEntryInput,
  timeEntrySchema,
} from '#shared/estate-accounting/time-log.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ConfirmRemoval } from '#web/components/ui/confirm-removal.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { localToday } from '#web/lib/local-today.ts';
import { useCheckedForm } from '#web/lib/use-checked-form.ts';
import { useOpenSet } from '#web/lib/use-open-set.ts';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';
import type { EstateLedger } from './api/estate-ledger-api.ts';
import { useChangeTime, useLogTime, useRemoveTime } from './api/estate-records-api.ts';
import { RecordFormEnd, useFocusWhenEditing } from './record-form.tsx';
import { RecordRow } from './record-row.tsx';

const text = ESTATE_ACCOUNT_PAGE.timeLog;

type TimeEntry = EstateLedger['timeLog']['entries'][number];

/** The executor's hours, day by day, and their total; the executor logs them, the team reads them. */
export function TimeLogCard({ lovedOneId, ledger }: { lovedOneId: string; ledger: EstateLedger }) {
  const remove = useRemoveTime(lovedOneId);
  // Several can be open at once: starting on another entry never throws away a correction under way.
  const editing = useOpenSet<string>();
  const editButtons = useReturnFocus<string>();
  // The entry asked about: nothing goes until the executor confirms it.
  const [removing, setRemoving] = useState<TimeEntry | null>(null);
  const { entries, totalMinutes } = ledger.timeLog;

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
          {entries.map((entry) =>
            editing.has(entry.id) ? (
              <li key={entry.id} className="py-3">
                <TimeEntryForm
                  lovedOneId={lovedOneId}
                  entry={entry}
                  onDone={() => {
                    editing.close(entry.id);
                    editButtons.returnTo(entry.id);
                  }}
                />
              </li>
            ) : (
              <RecordRow
                key={entry.id}
                title={entry.work}
                details={formatIsoDate(entry.onDate, DISPLAY_DATE)}
                figure={formatMinutes(entry.minutes)}
                edit={
                  ledger.permittedActions.change
                    ? {
                        label: text.edit(entry.work),
                        ref: editButtons.refFor(entry.id),
                        onEdit: () => editing.open(entry.id),
                      }
                    : null
                }
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
            ),
          )}
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
        <TimeEntryForm lovedOneId={lovedOneId} entry={null} onDone={() => undefined} />
      ) : null}
    </Card>
  );
}

/**
 * Logs time, or corrects an entry (`entry`). A refused form keeps everything typed, each message under
 * its field; only a newly logged entry clears the form.
 */
function TimeEntryForm({
  lovedOneId,
  entry,
  onDone,
}: {
  lovedOneId: string;
  entry: TimeEntry | null;
  onDone: () => void;
}) {
  const logTime = useLogTime(lovedOneId);
  const change = useChangeTime(lovedOneId);
  const saving = entry ? change : logTime;
  const { form, issues, passes } = useCheckedForm(saving);
  const dateInput = useFocusWhenEditing<HTMLInputElement>(entry !== null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const typed: TimeEntryInput = {
      onDate: String(values.get('onDate') ?? ''),
      hours: String(values.get('hours') ?? ''),
      work: String(values.get('work') ?? ''),
    };
    if (!passes(timeEntrySchema, typed)) return;
    if (entry) {
      change.mutate(
        { entryId: entry.id, entry: typed },
        {
          onSuccess: () => {
            toast.success(text.changed);
            onDone();
          },
        },
      );
      return;
    }
    logTime.mutate(typed, {
      onSuccess: () => {
        form.current?.reset();
        toast.success(text.added);
      },
    });
  };

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      aria-label={entry ? text.edit(entry.work) : text.add}
      className="grid gap-4 sm:grid-cols-3"
    >
      <Field label={text.onDate} required error={issues.onDate}>
        {/* Today, as the ledger and expense forms start. */}
        <Input ref={dateInput} name="onDate" type="date" defaultValue={entry?.onDate ?? localToday()} />
      </Field>
      <Field label={text.hours} required hint={text.hoursHint} error={issues.hours}>
        <Input
          name="hours"
          inputMode="decimal"
          maxLength={10}
          autoComplete="off"
          defaultValue={entry ? minutesAsHours(entry.minutes) : ''}
        />
      </Field>
      <Field label={text.work} required error={issues.work}>
        <Input name="work" maxLength={500} defaultValue={entry?.work ?? ''} />
      </Field>
      <RecordFormEnd
        saving={saving}
        isEdit={entry !== null}
        hasFieldIssues={Object.keys(issues).length > 0}
        texts={text}
        onCancel={onDone}
        className="sm:col-span-3"
      />
    </form>
  );
}
