import { HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { CRISIS_RESOURCES } from '#shared/hubs/crisis-resources.ts';
import { LOW_MOOD_NOTE, type LowMoodNoteLevel } from '#shared/wellbeing/moods.ts';
import { Card } from '#web/components/ui/card.tsx';
import { paths } from '#web/lib/paths.ts';

// 988 as the support hub has it, so the note calls and texts the same numbers as the crisis card.
const lifeline = CRISIS_RESOURCES.find((resource) => resource.id === '988-lifeline')!;
const CALL_988 = lifeline.contacts.find((contact) => contact.kind === 'call')!;
const TEXT_988 = lifeline.contacts.find((contact) => contact.kind === 'text')!;

const [BEFORE_LIFELINE, AFTER_LIFELINE] = LOW_MOOD_NOTE.text.split(LOW_MOOD_NOTE.lifeline) as [
  string,
  string,
];

/**
 * The kind word after hard days on the mood tracker. "call or text 988" reads as part of the sentence,
 * and each half is a link a phone can follow: "call" dials and "text 988" opens a message. Each link's
 * name says the number, since "call" alone says nothing to a screen reader's list of links.
 */
export function LowMoodNote({ level }: { level: Exclude<LowMoodNoteLevel, 'none'> }) {
  const isTwoWeeks = level === 'two-weeks';
  return (
    <Card
      aria-labelledby="low-mood-note"
      className="bg-accent text-accent-foreground"
      data-testid="low-mood-note"
    >
      <h2 id="low-mood-note" className="mb-2 flex items-center gap-2 text-lg font-semibold">
        <HeartHandshake aria-hidden="true" className="size-5" />
        {isTwoWeeks ? LOW_MOOD_NOTE.twoWeeksTitle : LOW_MOOD_NOTE.title}
      </h2>
      <p>
        {BEFORE_LIFELINE}
        <a href={CALL_988.href} aria-label={CALL_988.label} className="underline underline-offset-4">
          call
        </a>{' '}
        or{' '}
        <a
          href={TEXT_988.href}
          aria-label={TEXT_988.label}
          className="whitespace-nowrap underline underline-offset-4"
        >
          text 988
        </a>
        {AFTER_LIFELINE}
      </p>
      {isTwoWeeks ? <p className="mt-3">{LOW_MOOD_NOTE.twoWeeks}</p> : null}
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
        <Link className="underline underline-offset-4" to={paths.supportHub.getHref()}>
          Open the support hub
        </Link>
        <Link className="underline underline-offset-4" to={paths.guidedExercises.getHref()}>
          Try a guided exercise
        </Link>
      </p>
    </Card>
  );
}
