import { Flame, Flower2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  REMEMBRANCE_KINDS,
  REMEMBRANCE_MESSAGES,
  REMEMBRANCE_WORDS,
  type RemembranceCounts,
  type RemembranceKind,
  remembranceCountText,
} from '#shared/memorials/remembrances.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { addRemembrance } from '../../api/add-remembrance.ts';
import { kindsLitToday, noteLitToday, visitorId } from './remembered-here.ts';

const ICONS = { candle: Flame, flower: Flower2 } satisfies Record<RemembranceKind, unknown>;

type Said = { text: string; isProblem: boolean } | null;

/**
 * "Light a candle" and "Leave a flower", each with how many have. One tap, no account. A button this
 * browser already used today says so and stays where it is (focus is not lost to a disabled button).
 */
export function RemembranceButtons({
  memorialId,
  counts,
}: {
  memorialId: string;
  counts: RemembranceCounts;
}) {
  const [shown, setShown] = useState(counts);
  const [litToday, setLitToday] = useState<RemembranceKind[]>([]);
  const [sending, setSending] = useState<RemembranceKind | null>(null);
  const [said, setSaid] = useState<Said>(null);

  // After the first render, so the server's markup (which cannot know) and the browser's agree.
  useEffect(() => setLitToday(kindsLitToday(memorialId)), [memorialId]);

  const remember = async (kind: RemembranceKind) => {
    if (sending || litToday.includes(kind)) return;
    setSending(kind);
    setSaid(null);
    try {
      const { remembrances } = await addRemembrance(memorialId, { kind, visitorId: visitorId() });
      setShown(remembrances);
      noteLitToday(memorialId, kind);
      setLitToday((kinds) => [...kinds, kind]);
      setSaid({ text: REMEMBRANCE_WORDS[kind].thanks, isProblem: false });
    } catch (error) {
      setSaid({ text: messageOf(error, REMEMBRANCE_MESSAGES.failed), isProblem: true });
    } finally {
      setSending(null);
    }
  };

  return (
    <div className="memorial-print-hide mt-4 flex flex-col items-center gap-2">
      <ul className="flex flex-wrap justify-center gap-3">
        {REMEMBRANCE_KINDS.map((kind) => {
          const Icon = ICONS[kind];
          const isLit = litToday.includes(kind);
          const countText = remembranceCountText(kind, shown[kind]);
          return (
            <li key={kind} className="flex min-w-36 flex-col items-center gap-1">
              <button
                type="button"
                onClick={() => void remember(kind)}
                aria-disabled={isLit || sending !== null ? true : undefined}
                aria-busy={sending === kind ? true : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-[var(--m-accent)] px-4 py-2 font-medium',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--m-accent)]',
                  isLit
                    ? 'cursor-default bg-[var(--m-tint)] text-foreground'
                    : 'bg-surface text-foreground hover:bg-[var(--m-tint)]',
                )}
              >
                <Icon
                  aria-hidden="true"
                  className={cn('size-5 text-[var(--m-accent)]', isLit && 'fill-current')}
                />
                {isLit ? REMEMBRANCE_WORDS[kind].done : REMEMBRANCE_WORDS[kind].action}
              </button>
              {countText ? <span className="text-sm text-muted">{countText}</span> : null}
            </li>
          );
        })}
      </ul>
      <p
        role="status"
        className={cn('min-h-6 text-center text-sm', said?.isProblem ? 'text-danger' : 'text-muted')}
      >
        {said?.text}
      </p>
    </div>
  );
}
