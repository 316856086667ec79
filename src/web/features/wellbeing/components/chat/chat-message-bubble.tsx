import { Link } from 'react-router';
import { STAND_IN_ANSWERER, STAND_IN_NOTICE, tookOverNotice } from '#shared/wellbeing/companion-stand-in.ts';
import type { CrisisLevel } from '#shared/wellbeing/crisis-detection.ts';
import { isHelpLineHref } from '#shared/wellbeing/help-line-numbers.ts';
import type { HarborPlace } from '#shared/wellbeing/offline-companion.ts';
import { splitPlaceMentions } from '#shared/wellbeing/place-mentions.ts';
import { PhoneLinks } from '#web/components/phone-links.tsx';
import { cn } from '#web/lib/cn.ts';
import { paths } from '#web/lib/paths.ts';
import { CrisisCard } from '../crisis-card.tsx';

export type BubbleMessage = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  crisisLevel: CrisisLevel;
  /**
   * Who answers, from the answer's first word: the model, the companion, the companion standing in, or
   * the companion taking over from the model (companion-stand-in.ts).
   */
  answeredBy?: string | null;
};

// The hubs for one loved one open from the dashboard, where the person picks whose they mean.
const PLACE_HREFS: Record<HarborPlace, string> = {
  'support-hub': paths.supportHub.getHref(),
  'grief-journal': paths.griefJournal.getHref(),
  'mood-tracker': paths.moodTracker.getHref(),
  'guided-exercises': paths.guidedExercises.getHref(),
  'legal-hub': paths.dashboard.getHref(),
  'financial-hub': paths.dashboard.getHref(),
  'accounts-hub': paths.dashboard.getHref(),
  'memorial-hub': paths.dashboard.getHref(),
  checklist: paths.dashboard.getHref(),
};

/** A run of a reply with the places it names as links. */
function PlaceLinks({ text }: { text: string }) {
  return splitPlaceMentions(text).map((part, index) =>
    part.place ? (
      <Link key={index} to={PLACE_HREFS[part.place]} className="underline underline-offset-4">
        {part.text}
      </Link>
    ) : (
      part.text
    ),
  );
}

/**
 * A reply with its help lines ("call or text 988", "text START to 88788") and the places it names as
 * links. Only Harbor's own help lines can be tapped: any other number in a reply may be one a model made up.
 */
function LinkedText({ text }: { text: string }) {
  return <PhoneLinks text={text} linkOnly={isHelpLineHref} rest={(run) => <PlaceLinks text={run} />} />;
}

/** The notice under an answer saying who answers, when it is the companion in the model's place. */
function answererNoticeOf(answeredBy: string | null | undefined, alreadyThere: boolean) {
  if (answeredBy === STAND_IN_ANSWERER)
    return alreadyThere ? null : { testId: 'stand-in-notice', text: STAND_IN_NOTICE };
  const tookOver = tookOverNotice(answeredBy);
  return tookOver ? { testId: 'took-over-notice', text: tookOver } : null;
}

/** One message; an answer to a message the crisis check flagged carries the crisis card first. */
export function ChatMessageBubble({
  message,
  inDanger = false,
  streaming = false,
  alreadyThere = false,
}: {
  message: BubbleMessage;
  /** The message this answers told of someone hurting or threatening the person: the safety card. */
  inDanger?: boolean;
  streaming?: boolean;
  /** Part of a past conversation as it was opened: shown, not read out. */
  alreadyThere?: boolean;
}) {
  const isUser = message.role === 'user';
  const answererNotice = isUser ? null : answererNoticeOf(message.answeredBy, alreadyThere);
  return (
    // The conversation log reads out what arrives, once: not the person's own words, which they have just
    // typed, nor an answer word by word as it streams in. A crisis card is read the moment it appears,
    // before the answer it heads. Once the answer is saved, the page keeps this item (the same key) and
    // only its words are drawn anew, so they are read whole and the card is not read a second time.
    <li
      aria-live={isUser || streaming || alreadyThere ? 'off' : undefined}
      className={cn('flex flex-col gap-2', isUser ? 'items-end' : 'items-start')}
    >
      {!isUser && message.crisisLevel !== 'none' ? (
        // An emergency card stays on screen while the person scrolls the reply.
        <div
          aria-live={streaming ? 'polite' : undefined}
          className={cn('w-full', message.crisisLevel === 'emergency' && 'sticky top-0 z-10')}
        >
          <CrisisCard level={message.crisisLevel} inDanger={inDanger} />
        </div>
      ) : null}
      {/* One piece, so it is read as one: who said it, then the words. */}
      <div key={streaming ? 'streaming' : 'whole'} className="contents">
        <span className="sr-only">{isUser ? 'You said:' : 'Companion said:'}</span>
        {message.content || streaming ? (
          <p
            data-testid={isUser ? 'user-message' : 'assistant-message'}
            aria-busy={streaming || undefined}
            className={cn(
              'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-3',
              isUser ? 'bg-primary text-primary-foreground' : 'border border-border bg-surface-muted',
            )}
          >
            {isUser ? message.content : <LinkedText text={message.content} />}
            {streaming ? (
              <span aria-hidden="true" className="ml-0.5 inline-block animate-pulse">
                ▍
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
      {/* Who answers, when it is not what the page says above: the companion standing in for a few minutes
          (not on a conversation opened later, when they are over, nor again with the saved answer), or
          taking over from the model (kept, since it tells whose words these are). Shown from the answer's
          first word, so nobody takes the companion for the model while it writes, and read out as it
          appears, like the card. */}
      {answererNotice ? (
        <p
          data-testid={answererNotice.testId}
          aria-live={streaming ? 'polite' : undefined}
          className="max-w-[85%] text-sm text-muted"
        >
          {answererNotice.text}
        </p>
      ) : null}
    </li>
  );
}
