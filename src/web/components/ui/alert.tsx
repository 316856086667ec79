import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

const TONES = {
  info: 'border-border bg-accent text-accent-foreground',
  warning: 'border-warning/40 bg-warning-soft text-warning',
  error: 'border-danger/40 bg-danger-soft text-danger',
  success: 'border-success/40 bg-success-soft text-success',
} as const;

export function Alert({
  tone = 'info',
  className,
  ...props
}: ComponentProps<'div'> & { tone?: keyof typeof TONES }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-xl border p-4', TONES[tone], className)}
      {...props}
    />
  );
}
