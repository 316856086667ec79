import { type MutationKey, useMutationState } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { CrisisLevel } from '#shared/wellbeing/crisis-detection.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CrisisCard } from './crisis-card.tsx';

const GENTLE_NOTE =
  'What you just wrote sounds very heavy. You do not have to hold it alone: the people below are there for you, any time.';

/**
 * After a journal entry or mood note is saved, the server's crisis check answers with a level for
 * the author alone. When it is not 'none', this shows them a gentle card; nothing else happens
 * and nothing about it is kept (decision 033). The person has just pressed Save, further down the
 * page: the note comes into view and takes focus, so it is seen on a phone and read out by a screen
 * reader (a status region that appears already holding its words is often not). Another such save
 * while it is shown brings it back the same way; Close returns the keyboard to where it was.
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
  const level = last && last.at !== dismissedAt && last.level !== 'none' ? last.level : null;
  const shownFor = level === null ? null : last?.at;
  const note = useRef<HTMLDivElement>(null);
  const opening = useRef<HTMLParagraphElement>(null);
  const focusBefore = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (shownFor === null) return;
    const before = document.activeElement;
    if (before instanceof HTMLElement && before !== document.body && !note.current?.contains(before)) {
      focusBefore.current = before;
    }
    opening.current?.scrollIntoView({ block: 'start' });
    opening.current?.focus({ preventScroll: true });
  }, [shownFor]);
  if (!last || level === null) return null;
  return (
    <div ref={note} role="status" data-testid="saved-writing-crisis-note" className="flex flex-col gap-3">
      <p ref={opening} tabIndex={-1} className="scroll-mt-4">
        {GENTLE_NOTE}
      </p>
      <CrisisCard level={level} />
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => {
          setDismissedAt(last.at);
          if (focusBefore.current?.isConnected) focusBefore.current.focus();
        }}
      >
        Close
      </Button>
    </div>
  );
}
