import { Pencil } from 'lucide-react';
import type { ProfileDetail } from '#shared/loved-ones/profile-kind.ts';
import { listInWords } from '#shared/text/list-in-words.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';

/**
 * The relationship is the admin's own answer, so the rest of the team reads whose it is; the planner
 * reads of their own date of birth. The person is named once a name was given.
 */
const wordsFor = (
  detail: ProfileDetail,
  reader: { isEditor: boolean; isOwnPlan: boolean },
  name: string | null,
) =>
  ({
    photo: 'a photo',
    dateOfBirth: reader.isEditor && reader.isOwnPlan ? 'your date of birth' : 'the date of birth',
    dateOfDeath: 'the date of passing',
    relationship: `${name ? `who ${name} was` : 'who they were'} to ${reader.isEditor ? 'you' : 'the admin'}`,
  })[detail];

/**
 * Under "Needs details": what is missing, with the way to add it for whoever may edit, and for the rest
 * of the team who can (they cannot edit the profile, and the card alone left them guessing).
 * `plannerName` is the server's, sent only with someone else's plans.
 */
export function MissingDetailsNote({
  missing,
  name,
  isOwnPlan,
  plannerName,
  onEdit,
}: {
  missing: ProfileDetail[];
  /** The given name, or null while none was given. */
  name: string | null;
  isOwnPlan: boolean;
  plannerName: string | null;
  onEdit?: () => void;
}) {
  if (missing.length === 0) return null;
  const reader = { isEditor: Boolean(onEdit), isOwnPlan };
  const details = listInWords(missing.map((detail) => wordsFor(detail, reader, name)));
  const whoCanAdd = `${plannerName ?? 'The admin'} looks after the profile and can add ${missing.length === 1 ? 'it' : 'them'}.`;
  return (
    <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p data-testid="missing-details">
        This profile still needs {details}.{onEdit ? null : ` ${whoCanAdd}`}
      </p>
      {onEdit ? (
        <Button variant="outline" onClick={onEdit} className="shrink-0">
          <Pencil aria-hidden="true" className="size-4" />
          Add details
        </Button>
      ) : null}
    </Card>
  );
}
