import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { fieldIssues } from './api-client.ts';

type Saving = { isError: boolean; error: unknown; reset: () => void };

/**
 * What the server would refuse in a form, read with its own schema before anything is sent: each
 * field's first message, by the field's name. Empty when the form may go.
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
 * refused after (a rule only it can check, such as shares past 100%). `passes` checks the values with
 * the server's schema; when they fail nothing is sent. Either way every field keeps what was typed and
 * focus goes to the first field with a message. `form` goes on the form element.
 */
export function useCheckedForm(saving: Saving) {
  const form = useRef<HTMLFormElement>(null);
  const [refusedHere, setRefusedHere] = useState<Record<string, string>>({});
  const issues = saving.isError ? fieldIssues(saving.error) : refusedHere;
  const { error } = saving;
  useEffect(() => {
    if (error) focusFirstIssue(form.current, fieldIssues(error));
  }, [error]);
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
