import { initialsOf } from '#shared/tasks/assignee-display.ts';
import { cn } from '#web/lib/cn.ts';

const SIZES = { sm: 'size-10 text-sm', md: 'size-16 text-lg', lg: 'size-28 text-3xl' } as const;

/** The loved one's photo, or their initials on a calm background when there is none. */
export function LovedOneAvatar({
  name,
  photoUrl,
  size = 'md',
  className,
}: {
  name: string;
  photoUrl: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const classes = cn('shrink-0 rounded-full object-cover', SIZES[size], className);
  if (photoUrl) return <img src={photoUrl} alt={name} className={classes} />;
  return (
    <span
      aria-hidden="true"
      className={cn(
        classes,
        'inline-flex items-center justify-center bg-accent font-serif text-accent-foreground',
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
