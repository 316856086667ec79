import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldIssues, messageOf } from './api-client.ts';

type RefusableForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'setError' | 'getValues'>;

/**
 * Puts each of the server's reasons under the field it is about, the first one focused, and touches
 * nothing typed. `outside` says the reasons about controls the form does not hold (a chosen photo).
 * Returns whether any reason found its place, so a form can say the rest elsewhere.
 */
export function placeFieldRefusals<T extends FieldValues>(
  form: RefusableForm<T>,
  error: unknown,
  outside: Record<string, (message: string) => void> = {},
): boolean {
  const fields = new Set(Object.keys(form.getValues()));
  const issues = Object.entries(fieldIssues(error));
  const placed = issues.filter(([path]) => fields.has(path));
  for (const [index, [path, message]] of placed.entries()) {
    form.setError(path as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  }
  const elsewhere = issues.filter(([path]) => !fields.has(path) && outside[path]);
  for (const [path, message] of elsewhere) outside[path]!(message);
  return placed.length + elsewhere.length > 0;
}

/**
 * A server refusal said where the person is looking: under its fields, or, when it is about no field
 * (a limit, a lost connection), under the form (`errors.root`, shown by FormRefusal).
 */
export function showRefusal<T extends FieldValues>(
  form: RefusableForm<T>,
  error: unknown,
  outside: Record<string, (message: string) => void> = {},
): void {
  if (!placeFieldRefusals(form, error, outside)) {
    form.setError('root', { type: 'server', message: messageOf(error) });
  }
}
