import { initialsOf } from '#shared/tasks/assignee-display.ts';

/** A team member's photo, or their initials; decorative, since the name is always shown beside it. */
export function PersonAvatar({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  if (avatarUrl) return <img src={avatarUrl} alt="" className="size-10 shrink-0 rounded-full object-cover" />;
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground"
    >
      {initialsOf(name) || '?'}
    </span>
  );
}
