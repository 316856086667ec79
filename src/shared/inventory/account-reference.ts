// Harbor keeps only the last four digits of any account number: enough to tell accounts apart
// and to fill a letter, useless to anyone who steals the data.

export const REFERENCE_MESSAGES = {
  onlyLast4:
    'For safety, Harbor only stores the last 4 digits of an account number. Please enter just the last 4 digits, like 1234.',
} as const;

// '1234', '****1234', '**** 1234', 'xxxx1234': a mask of any length, then exactly four digits.
const LAST4_PATTERN = /^(?:[*xX•]+\s?)?(\d{4})$/;

/** The four digits, or null when the text is anything else (a full number, letters, 3 digits...). */
export function parseLast4(text: string): string | null {
  return LAST4_PATTERN.exec(text.trim())?.[1] ?? null;
}
