// Money is integer cents from the moment it is typed: no floating point ever touches an amount.

export const MONEY_MESSAGES = {
  invalid: 'Please enter an amount in dollars, like 1,234.56',
  tooLarge: 'That amount is too large',
} as const;

/** $999,999,999,999.99: far beyond any estate, and well inside JavaScript's exact integers. */
export const MAX_CENTS = 99_999_999_999_999;

// '$1,234.56', '1234.5', '1,234', '$ 12': grouped thousands must be groups of three.
const MONEY_PATTERN = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** '$1,234.56' → 123456; null when the text is not an amount (or is over MAX_CENTS). */
export function parseMoneyToCents(text: string): number | null {
  const match = MONEY_PATTERN.exec(text.trim());
  if (!match) return null;
  const dollars = (match[1] as string).replaceAll(',', '');
  const cents = (match[2] ?? '').padEnd(2, '0');
  // Digits are joined as text, then read once as an integer: 0.1 + 0.2 never happens.
  const value = Number.parseInt(`${dollars}${cents}`, 10);
  return Number.isSafeInteger(value) && value <= MAX_CENTS ? value : null;
}

/** 123456 → '1,234.56' (no currency sign, for inputs and CSV cells); negative → '-1,234.56'. */
export function formatCentsPlain(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${digits.slice(-2)}`;
}

/** 123456 → '$1,234.56'; -5000 → '-$50.00'. */
export function formatCents(cents: number): string {
  const plain = formatCentsPlain(cents);
  return plain.startsWith('-') ? `-$${plain.slice(1)}` : `$${plain}`;
}

/** 208850 → '$208,850': limits and exemptions set in whole dollars. */
export function formatWholeDollars(dollars: number): string {
  return formatCents(dollars * 100).slice(0, -3);
}
