import { formatCentsPlain } from '../inventory/money.ts';

// CSV for spreadsheets (RFC 4180), safe to open: a cell a spreadsheet would run as a formula is
// prefixed with an apostrophe, which spreadsheets show as text (OWASP's CSV-injection advice).

const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain negative amount ('-120.00') is a number, not a formula: it stays one the spreadsheet can add. */
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: formula-like text neutralised, then quoted when it holds a comma, quote or newline. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !NEGATIVE_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The whole file: CRLF line ends, and a byte-order mark so Excel reads the text as UTF-8 (without
 * it, "José" opens as "JosÃ©").
 */
export function buildCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** An amount in dollars without thousands separators ('1234.56'), so a spreadsheet reads it as a number. */
export function csvAmount(cents: number): string {
  return formatCentsPlain(cents).replaceAll(',', '');
}
