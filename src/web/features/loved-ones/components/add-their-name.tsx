import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { lazyDialog } from '#web/components/ui/lazy-dialog.tsx';
import { editLovedOneHref } from '#web/lib/paths.ts';
import type { LovedOne } from '../api/get-loved-one.ts';

const EditProfileDialog = lazyDialog(() =>
  import('./edit-profile-dialog.tsx').then((module) => module.EditProfileDialog),
);

const ADD_THEIR_NAME = 'Add their name';

/** The loved one's profile tab with Edit Profile open, for screens that do not hold the whole profile. */
const addTheirNameHref = (lovedOneId: string) => editLovedOneHref(lovedOneId, 'name');

/**
 * Offered where the name would be shown while the relationship stands in for it: opens Edit Profile
 * with the name fields empty. Only someone who may edit the profile is offered it.
 */
export function AddTheirName({ lovedOne }: { lovedOne: LovedOne }) {
  const [isOpen, setOpen] = useState(false);
  if (!lovedOne.can.edit) return null;
  return (
    <>
      <AddTheirNameButton onClick={() => setOpen(true)} />
      <EditProfileDialog lovedOne={lovedOne} open={isOpen} onOpenChange={setOpen} />
    </>
  );
}

/** The offer alone, for a page that already holds its own Edit Profile dialog. */
export function AddTheirNameButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="outline" className="self-start" onClick={onClick}>
      <PenLine aria-hidden="true" className="size-5" />
      {ADD_THEIR_NAME}
    </Button>
  );
}

/** The same offer as a link, for screens that know only the loved one's id. */
export function AddTheirNameLink({ lovedOneId }: { lovedOneId: string }) {
  return (
    <Link
      to={addTheirNameHref(lovedOneId)}
      className="inline-flex min-h-11 items-center text-primary underline underline-offset-2"
    >
      {ADD_THEIR_NAME}
    </Link>
  );
}
