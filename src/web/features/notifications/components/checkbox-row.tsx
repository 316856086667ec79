import type { ComponentProps } from 'react';

/** A checkbox with its label as one large target (44 px tall), hint underneath. */
export function CheckboxRow({
  label,
  hint,
  ...props
}: ComponentProps<'input'> & { label: string; hint?: string }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1">
      <input type="checkbox" className="mt-1 size-5 shrink-0 accent-[var(--color-primary)]" {...props} />
      <span className="flex flex-col">
        <span>{label}</span>
        {hint ? <span className="text-sm text-muted">{hint}</span> : null}
      </span>
    </label>
  );
}
