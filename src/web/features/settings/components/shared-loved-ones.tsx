import { Link } from 'react-router';
import { teamLossOnDelete } from '#shared/validation/account-messages.ts';
import { paths } from '#web/lib/paths.ts';

type SharedLovedOne = {
  id: string;
  name: string;
  membersLosingAccess: number;
  hasLiveMemorial: boolean;
  canBeHandedOver: boolean;
};

/**
 * Deleting the account deletes the loved ones it manages for everyone on their teams: each shared one
 * is named, with a way to hand it over first (decision 076).
 */
export function SharedLovedOnes({ lovedOnes }: { lovedOnes: SharedLovedOne[] }) {
  if (lovedOnes.length === 0) return null;
  return (
    <section
      aria-labelledby="delete-shared-heading"
      className="mb-4 flex flex-col gap-3 rounded-xl border border-warning/40 bg-warning-soft p-4"
    >
      <h3 id="delete-shared-heading" className="font-medium">
        Others are working on this with you
      </h3>
      <ul className="flex flex-col gap-3">
        {lovedOnes.map((lovedOne) => (
          <li key={lovedOne.id}>
            <p>
              <span className="font-medium">{lovedOne.name}</span>:{' '}
              {teamLossOnDelete(lovedOne.membersLosingAccess, lovedOne.hasLiveMemorial)}
            </p>
            {lovedOne.canBeHandedOver ? (
              <Link
                to={paths.lovedOne.getHref(lovedOne.id, 'support')}
                className="inline-flex min-h-11 items-center text-primary underline underline-offset-4"
              >
                Hand over {lovedOne.name} to someone on the team first
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      {lovedOnes.some((lovedOne) => lovedOne.canBeHandedOver) ? (
        <p className="text-sm">
          Making a team member the admin keeps everything the family has done, and you can still delete your
          account afterwards.
        </p>
      ) : null}
    </section>
  );
}
