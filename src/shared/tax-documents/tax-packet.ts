import { DISPLAY_DATE, formatIsoDate } from '../dates/display-formats.ts';
import { keptExtensionOf, safeFileNamePart } from '../files/file-names.ts';
import {
  TAX_DOCUMENT_STATUS_LABELS,
  type TaxDocument,
  type TaxDocumentStatus,
  type TaxReturnDue,
} from './tax-documents.ts';
import { DUE_DATES_ALLOW_FOR } from './tax-documents-page.ts';

// The one download for the accountant (issue 23): every kept file, numbered as on the list, and a
// summary of the whole list, so what is still missing is as plain as what is there.

export type PacketEntry = TaxDocument & { status: TaxDocumentStatus; fileName: string | null };

/**
 * "03 Form 1099-INT - Interest from First Bank.pdf": sortable, and safe on every operating system. The
 * extension is the kept file's (named by its bytes when it was uploaded), and never one of no type Harbor
 * keeps, which a name kept before that could still have.
 */
export function packetFileName(position: number, entry: PacketEntry): string {
  const extension = keptExtensionOf(entry.fileName ?? '') || '.pdf';
  const base = safeFileNamePart(`${String(position).padStart(2, '0')} ${entry.form} - ${entry.title}`);
  return `${base}${extension}`;
}

/** The summary at the top of the ZIP: who it is for, the returns and their dates, and every document. */
export function packetSummary(input: {
  name: string;
  dateOfDeath: string | null;
  returns: readonly TaxReturnDue[];
  entries: readonly PacketEntry[];
  preparedOn: string;
}): string {
  const lines = [
    `Tax documents for ${input.name}`,
    input.dateOfDeath ? `Date of death: ${formatIsoDate(input.dateOfDeath, DISPLAY_DATE)}` : null,
    `Prepared with Harbor on ${formatIsoDate(input.preparedOn, DISPLAY_DATE)}`,
    '',
  ].filter((line): line is string => line !== null);
  if (input.returns.length > 0) {
    lines.push('Returns and due dates', DUE_DATES_ALLOW_FOR);
    for (const due of input.returns)
      lines.push(
        `- ${due.form}: ${due.due ? `due ${formatIsoDate(due.due, DISPLAY_DATE)}` : 'not needed'}. ${due.note}`,
      );
    lines.push('');
  }
  lines.push('Documents');
  input.entries.forEach((entry, index) => {
    const file = entry.fileName ? `file: ${packetFileName(index + 1, entry)}` : 'no file kept';
    lines.push(
      `${String(index + 1).padStart(2, '0')}. ${entry.form} - ${entry.title} (from ${entry.from}): ${TAX_DOCUMENT_STATUS_LABELS[entry.status]}; ${file}`,
    );
  });
  lines.push('', 'Harbor is not a tax adviser: please check every figure with the forms themselves.');
  return `${lines.join('\r\n')}\r\n`;
}
