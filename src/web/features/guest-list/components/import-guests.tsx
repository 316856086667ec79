import { type ChangeEvent, useId, useRef, useState } from 'react';
import { GUEST_IMPORT_MAX_CHARACTERS, GUEST_LIST_MESSAGES } from '#shared/guest-list/guest-list-messages.ts';
import { GUEST_LIST_WORDS } from '#shared/guest-list/guest-list-words.ts';
import type { ImportGuestsInput } from '#shared/guest-list/guest-schemas.ts';
import { busyFileInput, RetryUploadButton, useLostUpload } from '#web/components/retry-upload.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { useImportGuests } from '../api/guest-list-api.ts';

type Outcome = Awaited<ReturnType<ReturnType<typeof useImportGuests>['mutateAsync']>> & { source: string };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function summary(outcome: Outcome) {
  const parts = [`Added ${plural(outcome.added, 'guest', 'guests')}`];
  if (outcome.duplicates > 0)
    parts.push(`skipped ${plural(outcome.duplicates, 'person', 'people')} already on the list`);
  if (outcome.problems.length > 0)
    parts.push(`${plural(outcome.problems.length, 'line needs', 'lines need')} a look`);
  return `${parts.join('; ')}.`;
}

/**
 * Many guests at once, pasted or from a CSV file. The server reads both and answers line by line;
 * pasted text stays in the box until every line went in, so nothing typed is lost.
 */
export function ImportGuests({ memorialId }: { memorialId: string }) {
  const importGuests = useImportGuests(memorialId);
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const lostUpload = useLostUpload(fileInput);

  // One import at a time: a second, sent while the first is on its way, would find the first's guests
  // already there and report them as duplicates. Answers the failure, if it failed.
  async function send(input: ImportGuestsInput, source: string): Promise<unknown> {
    if (importGuests.isPending) return null;
    setError(null);
    setOutcome(null);
    try {
      const result = await importGuests.mutateAsync(input);
      setOutcome({ ...result, source });
      if (input.format === 'lines' && result.problems.length === 0) setText('');
      return null;
    } catch (failure) {
      setError(messageOf(failure));
      return failure;
    }
  }

  // A file lost on the way is kept to send again (the input itself is cleared, so the same file can be
  // chosen again after a change to it).
  async function sendFile(file: File) {
    if (file.size > GUEST_IMPORT_MAX_CHARACTERS * 4) {
      setError(GUEST_LIST_MESSAGES.importTooLong);
      return;
    }
    const failure = await send({ format: 'csv', text: await file.text() }, file.name);
    if (failure) lostUpload.noteFailure(file, failure);
    else lostUpload.forget();
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) await sendFile(file);
  }

  return (
    <Card className="guest-list-print-hide flex flex-col gap-3" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        {GUEST_LIST_WORDS.manyHeading}
      </h2>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send({ format: 'lines', text }, 'the pasted lines');
        }}
      >
        <Field label={GUEST_LIST_WORDS.pasteLabel} hint={GUEST_LIST_WORDS.pasteHint}>
          <Textarea
            rows={5}
            value={text}
            maxLength={GUEST_IMPORT_MAX_CHARACTERS}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        <div>
          <Button type="submit" variant="outline" isLoading={importGuests.isPending}>
            Add these guests
          </Button>
        </div>
      </form>
      <Field label={GUEST_LIST_WORDS.csvLabel} hint={GUEST_LIST_WORDS.csvHint}>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv"
          {...busyFileInput(importGuests.isPending)}
          onChange={(event) => void chooseFile(event)}
          className="min-h-11 max-w-full text-base file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-border file:bg-surface file:px-4 file:text-foreground"
        />
      </Field>
      <RetryUploadButton
        file={lostUpload.lost}
        onRetry={(file) => void sendFile(file)}
        isPending={importGuests.isPending}
      />
      <div aria-live="polite">
        {error ? <Alert tone="error">{error}</Alert> : null}
        {outcome ? (
          <Alert tone={outcome.problems.length > 0 ? 'warning' : 'success'}>
            <p>
              From {outcome.source}: {summary(outcome)}
            </p>
            {outcome.problems.length > 0 ? (
              <ul className="mt-2 list-disc pl-5">
                {outcome.problems.map((problem) => (
                  <li key={`${problem.line}-${problem.reason}`}>
                    Line {problem.line}: {problem.reason}
                  </li>
                ))}
              </ul>
            ) : null}
          </Alert>
        ) : null}
      </div>
    </Card>
  );
}
