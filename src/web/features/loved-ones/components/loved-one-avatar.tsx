import { UserRound } from 'lucide-react';
import { givenName, lovedOneHeading } from '#shared/loved-ones/loved-one-display.ts';
import { initialsOf } from '#shared/tasks/assignee-display.ts';
import { cn } from '#web/lib/cn.ts';

const SIZES = { sm: 'size-10 text-sm', md: 'size-16 text-lg', lg: 'size-28 text-3xl' } as const;

type AvatarOf = Parameters<typeof lovedOneHeading>[0] & { photoUrl: string | null };

/**
 * The loved one's photo, or their initials on a calm background when there is none. Someone else's
 * plans show the planner: their initials, not those of "{planner}’s plans" (decision 078). Before a
 * name is given, a quiet figure: the initials of "Your parent" ("YP") would read the stand-in as a name.
 */
export function LovedOneAvatar({
  lovedOne,
  size = 'md',
  className,
}: {
  lovedOne: AvatarOf;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const name = lovedOne.plannerName ?? lovedOneHeading(lovedOne);
  const classes = cn('shrink-0 rounded-full object-cover', SIZES[size], className);
  if (lovedOne.photoUrl) return <img src={lovedOne.photoUrl} alt={name} className={classes} />;
  return (
    <span
      aria-hidden="true"
      className={cn(
        classes,
        'inline-flex items-center justify-center bg-accent font-serif text-accent-foreground',
      )}
    >
      {lovedOne.plannerName || givenName(lovedOne) ? (
        initialsOf(name)
      ) : (
        <UserRound className="size-1/2" strokeWidth={1.5} />
      )}
    </span>
  );
}
