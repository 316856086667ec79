import { DISPLAY_DATE, formatIsoDate } from '#shared/dates/display-formats.ts';
import { type LedgerKind, ledgerTotals } from '#shared/estate-accounting/ledger.ts';
import { formatMinutes } from '#shared/estate-accounting/time-log.ts';
import type { ledgerOf } from './read-estate-ledger.ts';
import { writeReportPdf } from './report-pdf.ts';

type Ledger = Awaited<ReturnType<typeof ledgerOf>>;

/** The schedules of the usual court accounting, in its order: receipts, disbursements, distributions. */
const SCHEDULES: readonly { kind: LedgerKind; title: string; total: string }[] = [
  { kind: 'receipt', title: 'Schedule A: Receipts', total: 'Total receipts' },
  { kind: 'disbursement', title: 'Schedule B: Disbursements', total: 'Total disbursements' },
  {
    kind: 'distribution',
    title: 'Schedule C: Distributions to heirs and beneficiaries',
    total: 'Total distributions in cash',
  },
];
const IN_KIND_TOTAL = 'Total property distributed in kind, at its value';

const lineNote = (line: Ledger['lines'][number]) => {
  if (line.source === 'expense') return ' (executor expense paid back)';
  return line.inKind ? ' (in kind, at its value)' : '';
};

/**
 * The executor's accounting as a PDF (issue 23): a summary first, as courts read it, then one schedule
 * per kind of line with its total. Every figure comes from `ledgerTotals`, the one sum the page shows.
 */
export function renderAccountingPdf(input: {
  estateName: string;
  dateOfDeath: string | null;
  preparedOn: string;
  ledger: Ledger;
}): Promise<Uint8Array> {
  const period = input.dateOfDeath
    ? `From the date of death, ${formatIsoDate(input.dateOfDeath, DISPLAY_DATE)}, to ${formatIsoDate(input.preparedOn, DISPLAY_DATE)}`
    : `To ${formatIsoDate(input.preparedOn, DISPLAY_DATE)}`;
  return writeReportPdf(
    {
      title: 'Accounting',
      estateName: input.estateName,
      subtitle: 'Account of the executor (personal representative)',
      period,
      preparedOn: input.preparedOn,
    },
    ({ row, heading }) => {
      const totals = ledgerTotals(input.ledger.lines);
      heading('Summary');
      row('Total receipts (Schedule A)', totals.receiptsCents);
      row('Less total disbursements (Schedule B)', -totals.disbursementsCents);
      row('Less total distributions in cash (Schedule C)', -totals.distributionsCents);
      row('Balance on hand', totals.balanceCents, 'bold');
      // Property given in kind never passed through the account's cash, so it is shown beside the balance.
      if (totals.inKindCents > 0) row(`${IN_KIND_TOTAL} (Schedule C)`, totals.inKindCents);

      for (const schedule of SCHEDULES) {
        heading(schedule.title);
        const lines = input.ledger.lines.filter((line) => line.kind === schedule.kind);
        if (lines.length === 0) row('None.', null);
        for (const line of lines)
          row(
            `${formatIsoDate(line.onDate, DISPLAY_DATE)}  ${line.party}: ${line.description}${lineNote(line)}`,
            line.amountCents,
          );
        const sumOf = (kept: typeof lines) => kept.reduce((sum, line) => sum + line.amountCents, 0);
        row(schedule.total, sumOf(lines.filter((line) => !line.inKind)), 'bold');
        if (schedule.kind === 'distribution' && totals.inKindCents > 0)
          row(IN_KIND_TOTAL, sumOf(lines.filter((line) => line.inKind)), 'bold');
      }

      // Where a court sets "reasonable" pay, it asks for the executor's hours and what they were spent on.
      const { timeLog } = input.ledger;
      if (timeLog.entries.length > 0) {
        heading('Executor’s time');
        for (const entry of timeLog.entries)
          row(`${formatIsoDate(entry.onDate, DISPLAY_DATE)}  ${entry.work}`, formatMinutes(entry.minutes));
        row('Total time', formatMinutes(timeLog.totalMinutes), 'bold');
      }
    },
  );
}
