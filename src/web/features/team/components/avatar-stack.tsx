import { stackAvatars } from '#shared/team/team.ts';
import { PersonAvatar } from './person-avatar.tsx';

type StackedPerson = { userId: string; firstName: string; lastName: string; avatarUrl: string | null };

/** The spec's stacked avatars: up to 4 faces, then '+N' for everyone else on the team. */
export function AvatarStack({ people }: { people: readonly StackedPerson[] }) {
  const { shown, more } = stackAvatars(people);
  return (
    <ul aria-label="Team members" className="flex items-center -space-x-2">
      {shown.map((person) => {
        const name = `${person.firstName} ${person.lastName}`.trim();
        return (
          <li key={person.userId} title={name} className="rounded-full ring-2 ring-surface">
            <PersonAvatar name={name} avatarUrl={person.avatarUrl} />
            <span className="sr-only">{name}</span>
          </li>
        );
      })}
      {more > 0 ? (
        <li className="inline-flex size-10 items-center justify-center rounded-full bg-surface-muted text-sm font-semibold ring-2 ring-surface">
          <span aria-hidden="true">+{more}</span>
          <span className="sr-only">and {more} more</span>
        </li>
      ) : null}
    </ul>
  );
}
