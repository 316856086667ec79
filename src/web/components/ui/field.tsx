import { cloneElement, type ReactElement } from 'react';
import { cn } from '#web/lib/cn.ts';
import { useScopedId } from './scoped-id.tsx';

type FieldProps = {
  label: string;
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  error?: string;
  hint?: string;
  /** Characters typed against the most the control takes (its maxLength), shown under it. */
  count?: { used: number; max: number };
  required?: boolean;
  className?: string;
};

/** A label, a control, an optional hint and an error that screen readers hear with the control. */
export function Field({ label, children, error, hint, count, required, className }: FieldProps) {
  const id = useScopedId();
  const hintId = hint ? `${id}-hint` : undefined;
  const countId = count ? `${id}-count` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, countId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-medium">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-muted">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {count ? (
        // The browser stops typing at maxLength without a word; this says where the limit is.
        <p id={countId} className={cn('text-sm', count.used >= count.max ? 'text-foreground' : 'text-muted')}>
          {count.used} of {count.max} characters
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
