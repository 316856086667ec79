import { Link } from 'react-router';
import { HUB_LABELS } from '#shared/hubs/hub-labels.ts';
import { hubNameOf } from '#shared/hubs/hub-name.ts';
import type { HubContext } from '#shared/hubs/letter-values.ts';
import { editLovedOneHref } from '#web/lib/paths.ts';

/**
 * Where the state's rules would be: the way to add where the person lived, opening the profile's editor
 * at the place. Only the admin may edit the profile, so the rest of the team reads who can add it (a
 * link that led to a profile they could not change left them stuck).
 */
export function AddPlaceLink({ context }: { context: HubContext }) {
  const { lovedOne } = context;
  if (!context.can.editProfile) {
    return <p className="text-muted">{HUB_LABELS.place.addedBy(lovedOne.plannerName)}</p>;
  }
  return (
    <div>
      <Link
        to={editLovedOneHref(lovedOne.id, 'place')}
        className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
      >
        {HUB_LABELS.place.addLabel(hubNameOf(lovedOne))}
      </Link>
    </div>
  );
}
