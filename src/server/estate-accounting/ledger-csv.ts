import { buildCsv, csvAmount } from '#shared/csv/csv.ts';
import { LEDGER_KIND_LABELS, withCashOnHand } from '#shared/estate-accounting/ledger.ts';
import type { ledgerOf } from './read-estate-ledger.ts';

type Ledger = Awaited<ReturnType<typeof ledgerOf>>;
type Line = Ledger['lines'][number];

const LEDGER_CSV_HEADER = [
  'Date',
  'Entry',
  'From or to',
  'Description',
  'Money in (USD)',
  'Money out (USD)',
  'Given in kind (USD)',
  'Cash on hand (USD)',
  'Inventory item',
  'Notes',
] as const;

/** The kind of line, named as closely as the accountant needs: a debt paid, an expense paid back. */
function entryOf(line: Line): string {
  if (line.source === 'expense') return 'Executor expense paid back';
  if (line.inKind) return 'Given to an heir in kind';
  if (line.debtItemId) return 'Debt paid';
  return LEDGER_KIND_LABELS[line.kind];
}

/**
 * The estate account as a cash book for the accountant's spreadsheet (issue 23): one row per line by
 * date, money in and out in their own columns, and the cash on hand after each, whose last figure is
 * the accounting's balance on hand. Property given in kind has its value apart and leaves the cash alone.
 */
export function buildLedgerCsv(ledger: Ledger): string {
  const items = new Map(
    [...ledger.assets, ...ledger.debts].map((item) => [item.itemId, item.institution] as const),
  );
  const itemOf = (line: Line) =>
    items.get(line.debtItemId ?? line.inKindItemId ?? line.fromItemId ?? '') ?? '';
  return buildCsv([
    LEDGER_CSV_HEADER,
    ...withCashOnHand(ledger.lines).map((line) => {
      const isMoneyIn = line.kind === 'receipt';
      return [
        line.onDate,
        entryOf(line),
        line.party,
        line.description,
        isMoneyIn ? csvAmount(line.amountCents) : '',
        isMoneyIn || line.inKind ? '' : csvAmount(line.amountCents),
        line.inKind ? csvAmount(line.amountCents) : '',
        csvAmount(line.cashOnHandCents),
        itemOf(line),
        line.notes ?? '',
      ];
    }),
  ]);
}
