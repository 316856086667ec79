import { type MutationKey, useMutationState } from '@tanstack/react-query';
import { useState } from 'react';
import type { CrisisLevel } from '#shared/wellbeing/crisis-detection.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CrisisCard } from './crisis-card.tsx';

const GENTLE_NOTE =
  'What you just wrote sounds very heavy. You do not have to hold it alone: the people below are there for you, any time.';

/**
 * After a journal entry or mood note is saved, the server's crisis check answers with a level for
 * the author alone. When it is not 'none', this shows them a gentle card; nothing else happens
 * and nothing about it is kept (decision 033).
 */
export function SavedWritingCrisisNote({ mutationKey }: { mutationKey: MutationKey }) {
  const saves = useMutationState({
    filters: { mutationKey, status: 'success' },
    select: (mutation) => ({
      at: mutation.state.submittedAt,
      level: (mutation.state.data as { crisisLevel?: CrisisLevel } | undefined)?.crisisLevel ?? 'none',
    }),
  });
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const last = saves.at(-1);
  if (!last || last.level === 'none' || last.at === dismissedAt) return null;
  return (
    <div role="status" data-testid="saved-writing-crisis-note" className="flex flex-col gap-3">
      <p>{GENTLE_NOTE}</p>
      <CrisisCard level={last.level} />
      <Button variant="secondary" className="self-start" onClick={() => setDismissedAt(last.at)}>
        Close
      </Button>
    </div>
  );
}
