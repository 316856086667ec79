import type { z } from 'zod';

/**
 * What the server would refuse in a form, read with its own schema before anything is sent: each
 * field's first message, by the field's name. Empty when the form may go. The form keeps what was typed
 * either way; only the messages change.
 */
export function issuesBeforeSending(schema: z.ZodType, values: unknown): Record<string, string> {
  const checked = schema.safeParse(values);
  const issues: Record<string, string> = {};
  if (checked.success) return issues;
  for (const issue of checked.error.issues) issues[String(issue.path[0] ?? '')] ??= issue.message;
  return issues;
}

/** Moves focus to the first field with a message, so a keyboard or screen reader user lands on it. */
export function focusFirstIssue(form: HTMLFormElement | null, issues: Record<string, string>) {
  const first = Array.from(form?.elements ?? []).find(
    (element): element is HTMLInputElement =>
      element instanceof HTMLElement &&
      'name' in element &&
      Boolean(element.name) &&
      String(element.name) in issues,
  );
  first?.focus();
}
