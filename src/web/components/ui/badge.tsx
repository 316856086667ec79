import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

const TONES = {
  neutral: 'bg-surface-muted text-foreground',
  primary: 'bg-accent text-accent-foreground',
  success: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-danger-soft text-danger',
} as const;

export function Badge({
  tone = 'neutral',
  className,
  ...props
}: ComponentProps<'span'> & { tone?: keyof typeof TONES }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
