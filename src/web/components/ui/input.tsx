import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

const fieldClasses =
  'w-full rounded-lg border border-border bg-surface px-3 py-2 text-base text-foreground placeholder:text-muted ' +
  'aria-invalid:border-danger disabled:opacity-60 min-h-11';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClasses, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClasses, 'min-h-24', className)} {...props} />;
}

/** A native select: the most accessible select on every phone and screen reader. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClasses, 'pr-8', className)} {...props} />;
}
