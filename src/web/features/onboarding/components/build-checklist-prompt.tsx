import { RepersonaliseButton } from './repersonalise-button.tsx';

/**
 * A loved one with no tasks at all (added through Add Loved One): instead of "Nothing is waiting
 * right now", an offer to build the checklist from the setup questions. Only the admin may answer
 * them; the team is told who can. `name` is the given name, or null while none was given.
 */
export function BuildChecklistPrompt({
  lovedOneId,
  name,
  canPersonalise,
}: {
  lovedOneId: string;
  name: string | null;
  canPersonalise: boolean;
}) {
  const forWhom = name ?? 'them';
  return (
    <div className="flex flex-col items-start gap-3" data-testid="build-checklist">
      <p>
        There’s no checklist for {forWhom} yet.{' '}
        {canPersonalise
          ? 'A few short questions, every one skippable, and we’ll put together what needs doing, in order.'
          : 'The admin can build it from a few short questions; it will show here once they have.'}
      </p>
      {canPersonalise ? (
        <RepersonaliseButton
          lovedOneId={lovedOneId}
          startWith="basic"
          label={name ? `Build ${name}’s checklist` : 'Build their checklist'}
          buildsFirstChecklist
        />
      ) : null}
    </div>
  );
}
