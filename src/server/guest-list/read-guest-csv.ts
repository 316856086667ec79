import { CsvError, parse } from 'csv-parse/sync';
import { checkGuestRows, type ReadGuests } from '#shared/guest-list/check-guest.ts';
import { GUEST_LIST_MESSAGES } from '#shared/guest-list/guest-list-messages.ts';

const HEADER_NAMES = {
  name: ['name', 'full name'],
  email: ['email', 'e-mail', 'email address', 'e-mail address'],
  note: ['note', 'notes'],
} as const;

type Column = keyof typeof HEADER_NAMES;

const columnOf = (header: string): Column | undefined =>
  (Object.keys(HEADER_NAMES) as Column[]).find((column) =>
    (HEADER_NAMES[column] as readonly string[]).includes(header.trim().toLowerCase()),
  );

const problemAt = (line: number, reason: string): ReadGuests => ({
  guests: [],
  problems: [{ line, reason }],
});

/**
 * A CSV file of guests, as spreadsheets and address books save one: a header row naming a "name" and an
 * "email" column in any order (other columns are ignored), quoted fields, commas and line breaks inside
 * quotes. csv-parse reads it (decision 063); each row is then checked like a pasted line, and a row's
 * line number is where it ends in the file.
 */
export function readGuestCsv(text: string): ReadGuests {
  const found = new Set<Column | undefined>();
  let records: { record: Partial<Record<Column, string>>; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      columns: (headers: string[]) =>
        headers.map((header) => {
          const column = columnOf(header);
          found.add(column);
          return column ?? false;
        }),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return problemAt(typeof error.lines === 'number' ? error.lines : 1, GUEST_LIST_MESSAGES.csvUnreadable);
  }
  if (!found.has('name') || !found.has('email')) return problemAt(1, GUEST_LIST_MESSAGES.csvColumns);
  return checkGuestRows(
    records.map(({ record, info }) => ({
      line: info.lines,
      name: record.name ?? '',
      email: record.email ?? '',
      note: record.note,
    })),
  );
}
