/**
 * "Light a candle" and "Leave a flower": remembering in one tap, with no account (issue 22). Free of zod,
 * like memorial-messages.ts, because the public page's island reads it.
 */
import { countOf } from '../text/plural.ts';

export const REMEMBRANCE_KINDS = ['candle', 'flower'] as const;
export type RemembranceKind = (typeof REMEMBRANCE_KINDS)[number];
export type RemembranceCounts = Record<RemembranceKind, number>;

const NO_REMEMBRANCES: RemembranceCounts = { candle: 0, flower: 0 };

export const REMEMBRANCE_WORDS: Record<
  RemembranceKind,
  { action: string; done: string; one: string; other: string; thanks: string }
> = {
  candle: {
    action: 'Light a candle',
    done: 'You lit a candle',
    one: 'candle lit',
    other: 'candles lit',
    thanks: 'Thank you. Your candle is lit.',
  },
  flower: {
    action: 'Leave a flower',
    done: 'You left a flower',
    one: 'flower left',
    other: 'flowers left',
    thanks: 'Thank you. Your flower is on the page.',
  },
};

export const REMEMBRANCE_MESSAGES = {
  rateLimited: 'Many candles and flowers have come from here just now. Please try again later.',
  failed: 'That did not go through. Please try again.',
} as const;

/** "12 candles lit"; nothing at all before the first, so an empty page does not read as neglected. */
export function remembranceCountText(kind: RemembranceKind, count: number): string | null {
  if (count <= 0) return null;
  const words = REMEMBRANCE_WORDS[kind];
  return countOf(count, words.one, words.other);
}

/** Counts as the database groups them, every kind present (zero when none). */
export function toRemembranceCounts(
  rows: readonly { kind: RemembranceKind; n: number }[],
): RemembranceCounts {
  const counts = { ...NO_REMEMBRANCES };
  for (const row of rows) counts[row.kind] = Number(row.n);
  return counts;
}
