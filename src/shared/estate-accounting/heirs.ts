import { z } from 'zod';
import { freeTextField, optionalFreeTextField } from '../validation/free-text.ts';

// The heirs and beneficiaries of the estate and their shares (issue 23, item 5; decision 071). A share is
// a percentage of what is left after debts and specific gifts, kept as basis points (hundredths of a
// percent) so shares add up exactly: 33.33% + 33.33% + 33.34% is 10,000.

export const WHOLE_ESTATE_BASIS_POINTS = 10_000;

export const HEIR_MESSAGES = {
  nameRequired: 'Please enter their name',
  shareInvalid: 'Enter a share between 0.01 and 100, such as 50 or 33.33, or leave it blank',
  sharesOver: (leftBasisPoints: number) =>
    `The shares would add up to more than 100%. ${leftBasisPoints === 0 ? 'Nothing' : formatShare(leftBasisPoints)} is left to give.`,
  heirNotFound: 'Heir not found',
  hasDistributions: (name: string) =>
    `${name} has received distributions in the ledger. Remove those entries first, or change the share instead.`,
} as const;

/** "50" or "33.33" (a percent, up to two decimals) as basis points; null when it is not a share. */
export function parseShare(value: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?%?$/.exec(value.trim());
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints > 0 && basisPoints <= WHOLE_ESTATE_BASIS_POINTS ? basisPoints : null;
}

/** 5000 → "50%", 3333 → "33.33%", 1250 → "12.5%". */
export function formatShare(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}

export const heirSchema = z.object({
  name: freeTextField({ max: 200, required: HEIR_MESSAGES.nameRequired }),
  /** How they are related, in their own words ("Daughter", "Friend", "The church"). */
  relationship: optionalFreeTextField(100),
  /** Blank: a specific gift only (an item, a sum), no share of the rest. */
  share: z
    .string()
    .trim()
    .max(10, HEIR_MESSAGES.shareInvalid)
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const basisPoints = parseShare(value);
      if (basisPoints === null) {
        ctx.addIssue({ code: 'custom', message: HEIR_MESSAGES.shareInvalid });
        return z.NEVER;
      }
      return basisPoints;
    }),
});
export type HeirInput = z.input<typeof heirSchema>;

/** What is not yet given to anyone: the whole estate less every share (never below nothing). */
export function shareLeftBasisPoints(shares: readonly (number | null)[]): number {
  const given = shares.reduce<number>((total, share) => total + (share ?? 0), 0);
  return Math.max(0, WHOLE_ESTATE_BASIS_POINTS - given);
}

type Distribution = { heirId: string | null; amountCents: number; inKind: boolean };

/** What each heir has received so far, in cash and in property (at its value when given). */
export function receivedByHeir(
  distributions: readonly Distribution[],
): Map<string, { cashCents: number; inKindCents: number }> {
  const received = new Map<string, { cashCents: number; inKindCents: number }>();
  for (const distribution of distributions) {
    if (!distribution.heirId) continue;
    const sums = received.get(distribution.heirId) ?? { cashCents: 0, inKindCents: 0 };
    if (distribution.inKind) sums.inKindCents += distribution.amountCents;
    else sums.cashCents += distribution.amountCents;
    received.set(distribution.heirId, sums);
  }
  return received;
}
