import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { fieldIssues, messageOf } from '#web/lib/api-client.ts';

// What the estate account's forms (an heir, a ledger line, a time entry) share: each adds a record, or
// corrects one in place of its row.

type Saving = { isError: boolean; error: unknown; isPending: boolean; reset: () => void };

/**
 * What the server would refuse in a form, read with its own schema before anything is sent: each
 * field's first message, by the field's name. Empty when the form may go. The form keeps what was typed
 * either way; only the messages change.
 */
function issuesBeforeSending(schema: z.ZodType, values: unknown): Record<string, string> {
  const checked = schema.safeParse(values);
  const issues: Record<string, string> = {};
  if (checked.success) return issues;
  for (const issue of checked.error.issues) issues[String(issue.path[0] ?? '')] ??= issue.message;
  return issues;
}

/** Moves focus to the first field with a message, so a keyboard or screen reader user lands on it. */
function focusFirstIssue(form: HTMLFormElement | null, issues: Record<string, string>) {
  const first = Array.from(form?.elements ?? []).find(
    (element): element is HTMLInputElement =>
      element instanceof HTMLElement &&
      'name' in element &&
      Boolean(element.name) &&
      String(element.name) in issues,
  );
  first?.focus();
}

/**
 * A form's messages, by field: what the schema refused before anything was sent, or what the server
 * refused after. `passes` checks the values with the server's schema; when they fail nothing is sent,
 * every field keeps what was typed and focus goes to the first field with a message.
 */
export function useCheckedForm(saving: Saving) {
  const form = useRef<HTMLFormElement>(null);
  const [refusedHere, setRefusedHere] = useState<Record<string, string>>({});
  const issues = saving.isError ? fieldIssues(saving.error) : refusedHere;
  const passes = (schema: z.ZodType, values: unknown): boolean => {
    const refused = issuesBeforeSending(schema, values);
    setRefusedHere(refused);
    if (Object.keys(refused).length === 0) return true;
    saving.reset();
    focusFirstIssue(form.current, refused);
    return false;
  };
  return { form, issues, passes };
}

/** The first field of a form that takes the place of its row's Edit button: focus moves into it. */
export function useFocusWhenEditing<Element extends HTMLElement>(isEdit: boolean) {
  const first = useRef<Element>(null);
  useEffect(() => {
    if (isEdit) first.current?.focus();
  }, [isEdit]);
  return first;
}

type RecordFormEndProps = {
  saving: Saving;
  isEdit: boolean;
  /** Whether a message already stands under a field, so the refusal isn't said twice. */
  hasFieldIssues: boolean;
  texts: { add: string; save: string; cancel: string; addFailed: string; saveFailed: string };
  onCancel: () => void;
  className: string;
};

/** A form's end: a refusal that belongs to no field, then Add (or Save changes, and Cancel). */
export function RecordFormEnd({
  saving,
  isEdit,
  hasFieldIssues,
  texts,
  onCancel,
  className,
}: RecordFormEndProps) {
  return (
    <>
      {saving.isError && !hasFieldIssues ? (
        <Alert tone="error" className={className}>
          {isEdit ? texts.saveFailed : texts.addFailed} {messageOf(saving.error)}
        </Alert>
      ) : null}
      <div className={`flex flex-wrap gap-2 ${className}`}>
        <Button type="submit" isLoading={saving.isPending}>
          {isEdit ? texts.save : texts.add}
        </Button>
        {isEdit ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {texts.cancel}
          </Button>
        ) : null}
      </div>
    </>
  );
}
