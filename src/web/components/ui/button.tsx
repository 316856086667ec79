import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';
import { Spinner } from './spinner.tsx';

const VARIANTS = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
  secondary: 'bg-accent text-accent-foreground hover:bg-accent/80',
  outline: 'border border-border bg-surface text-foreground hover:bg-surface-muted',
  ghost: 'text-foreground hover:bg-surface-muted',
  danger: 'bg-danger text-white hover:opacity-90 dark:text-black',
  link: 'text-primary underline underline-offset-4 hover:text-primary-hover px-0 min-h-0',
} as const;

const SIZES = {
  md: 'min-h-11 px-4 py-2 text-base',
  // Compact where a pointer is precise; a finger's worth (44 px) on a phone or a touch screen.
  sm: 'min-h-9 px-3 py-1.5 text-sm max-sm:min-h-11 pointer-coarse:min-h-11',
  lg: 'min-h-12 px-6 py-3 text-lg',
  icon: 'size-11 p-0',
} as const;

type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  asChild?: boolean;
  isLoading?: boolean;
};

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  isLoading = false,
  className,
  children,
  disabled,
  type,
  onClick,
  ...props
}: ButtonProps) {
  const classes = cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
  if (asChild) {
    return (
      <Slot.Root className={classes} onClick={onClick} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled}
      // Busy, it refuses clicks but keeps focus: a disabled button loses it to the page, and a keyboard
      // user would start again from the top (and a dialog it opens could not give focus back to it).
      aria-disabled={(isLoading && !disabled) || undefined}
      aria-busy={isLoading || undefined}
      onClick={isLoading ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      {isLoading ? <Spinner size="sm" /> : null}
      {children}
    </button>
  );
}
