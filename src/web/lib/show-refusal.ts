import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldIssues, messageOf } from './api-client.ts';

type RefusableForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'setError' | 'getValues'>;

/**
 * Puts each of the server's reasons under the field it is about, the first one focused, and touches
 * nothing typed. Returns whether any reason found its field, so a form can say the rest elsewhere.
 */
export function placeFieldRefusals<T extends FieldValues>(form: RefusableForm<T>, error: unknown): boolean {
  const fields = new Set(Object.keys(form.getValues()));
  const placed = Object.entries(fieldIssues(error)).filter(([path]) => fields.has(path));
  for (const [index, [path, message]] of placed.entries()) {
    form.setError(path as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  }
  return placed.length > 0;
}

/**
 * A server refusal said where the person is looking: under its fields, or, when it is about no field
 * (a limit, a lost connection), under the form (`errors.root`, shown by FormRefusal).
 */
export function showRefusal<T extends FieldValues>(form: RefusableForm<T>, error: unknown): void {
  if (!placeFieldRefusals(form, error)) form.setError('root', { type: 'server', message: messageOf(error) });
}
