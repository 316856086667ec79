import { DISPLAY_DATE, formatIsoDate } from '#shared/dates/display-formats.ts';
import { ESTATE_ACCOUNT_PAGE } from '#shared/estate-accounting/estate-account-page.ts';
import { commissionFromAccount } from '#shared/estate-accounting/executor-commission.ts';
import { type LedgerKind, ledgerTotals } from '#shared/estate-accounting/ledger.ts';
import { chargesAndCredits, propertyOnHand } from '#shared/estate-accounting/property-on-hand.ts';
import { formatMinutes } from '#shared/estate-accounting/time-log.ts';
import { formatCents } from '#shared/inventory/money.ts';
import { executorCompensationIn } from '#shared/state-rules/state-rules.ts';
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

/** The value property is carried at: the inventory's, at the death; for one's own plans, as recorded. */
const valueBasis = (isOwnPlan: boolean) => (isOwnPlan ? 'as recorded' : 'at the date of death');

/** What a line's words add: where it came from, or that it was property rather than cash. */
const lineNote = (line: Ledger['lines'][number], assets: Ledger['assets'], basis: string) => {
  if (line.source === 'expense') return ' (executor expense paid back)';
  if (line.inKind) return ' (in kind, at its value)';
  const from = assets.find((asset) => asset.itemId === line.fromItemId);
  if (!from) return '';
  const valued = from.valueCents === null ? '' : `, valued at ${formatCents(from.valueCents)} ${basis}`;
  return ` (from ${from.institution}${valued})`;
};

/**
 * The executor's accounting as a PDF (issue 23): a summary first, as courts read it, then one schedule
 * per kind of line with its total, and the property on hand; charges and credits set out the same account
 * as courts' summaries do. Every figure comes from the shared sums (`ledgerTotals`, `propertyOnHand`,
 * `chargesAndCredits`), so the report and the page never disagree.
 */
export function renderAccountingPdf(input: {
  estateName: string;
  dateOfDeath: string | null;
  isOwnPlan: boolean;
  /** Where a statute counts the executor’s pay on the account (Texas, Georgia), it is printed after the time. */
  stateCode: string | null;
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
      const { lines, assets } = input.ledger;
      const totals = ledgerTotals(lines);
      const onHand = propertyOnHand(assets, lines);
      const basis = valueBasis(input.isOwnPlan);
      heading('Summary');
      row('Total receipts (Schedule A)', totals.receiptsCents);
      row('Less total disbursements (Schedule B)', -totals.disbursementsCents);
      row('Less total distributions in cash (Schedule C)', -totals.distributionsCents);
      row('Balance on hand', totals.balanceCents, 'bold');
      // Property given in kind never passed through the account's cash, so it is shown beside the balance.
      if (totals.inKindCents > 0) row(`${IN_KIND_TOTAL} (Schedule C)`, totals.inKindCents);
      row(`Property still held, at its value ${basis} (Schedule D)`, onHand.heldValueCents);
      row('Cash and property on hand (Schedule D)', onHand.inAllCents, 'bold');

      // The same account as courts' summaries set it out, charges against credits, which always agree.
      const account = chargesAndCredits(assets, lines);
      heading('Charges and credits');
      row(
        `Property is carried at its value ${basis}; an asset with no value recorded, at nothing. Property given in kind is carried at that value here, and at its value when given in Schedule C.`,
        null,
      );
      row('Charges', null, 'bold');
      row(`Property at its value ${basis}`, account.inventoryCents);
      row('Receipts other than from the property (Schedule A)', account.otherReceiptsCents);
      row('Gains: property that fetched more than its value', account.gainsCents);
      row('Total charges', account.totalChargesCents, 'bold');
      row('Credits', null, 'bold');
      row('Disbursements (Schedule B)', totals.disbursementsCents);
      row('Losses: property that fetched less than its value', account.lossesCents);
      row('Distributions in cash (Schedule C)', totals.distributionsCents);
      row('Property distributed in kind (Schedule C)', account.givenInKindCents);
      row('Cash and property on hand (Schedule D)', onHand.inAllCents);
      row('Total credits', account.totalCreditsCents, 'bold');

      for (const schedule of SCHEDULES) {
        heading(schedule.title);
        const scheduled = lines.filter((line) => line.kind === schedule.kind);
        if (scheduled.length === 0) row('None.', null);
        for (const line of scheduled)
          row(
            `${formatIsoDate(line.onDate, DISPLAY_DATE)}  ${line.party}: ${line.description}${lineNote(line, assets, basis)}`,
            line.amountCents,
          );
        const sumOf = (kept: typeof scheduled) => kept.reduce((sum, line) => sum + line.amountCents, 0);
        row(schedule.total, sumOf(scheduled.filter((line) => !line.inKind)), 'bold');
        if (schedule.kind === 'distribution' && totals.inKindCents > 0)
          row(IN_KIND_TOTAL, sumOf(scheduled.filter((line) => line.inKind)), 'bold');
      }

      // What the estate still holds: its cash, and each asset not yet sold, collected or given.
      heading('Schedule D: Property on hand');
      row('Cash: balance on hand', totals.balanceCents);
      for (const asset of onHand.held)
        row(
          `${asset.institution}${asset.ownership === null ? ' (how it was held is not recorded yet)' : ''}`,
          asset.valueCents === null ? 'No value' : asset.valueCents,
        );
      const withoutValue = onHand.heldWithoutValue;
      if (withoutValue > 0)
        row(
          withoutValue === 1
            ? 'One asset has no value recorded, so the total leaves it out.'
            : `${withoutValue} assets have no value recorded, so the total leaves them out.`,
          null,
        );
      if (lines.some((line) => line.inKind))
        row('Assets given in kind, in whole or in part, are in Schedule C, not here.', null);
      row('Total cash and property on hand', onHand.inAllCents, 'bold');

      // A court asks what is still owed before the estate is given out: the inventory's debts, less the
      // payments the account names.
      const { debts } = input.ledger;
      if (debts.length > 0) {
        heading('Schedule E: Debts still owed');
        const owed = debts.filter((debt) => debt.remainingCents !== 0);
        if (owed.length === 0) row('None: every debt in the inventory is paid.', null);
        for (const debt of owed)
          row(
            debt.remainingCents === null
              ? `${debt.institution} (amount owed not recorded; ${formatCents(debt.paidCents)} paid)`
              : debt.institution,
            debt.remainingCents ?? 'Not recorded',
          );
        row(
          'Total debts still owed',
          owed.reduce((total, debt) => total + (debt.remainingCents ?? 0), 0),
          'bold',
        );
      }

      // Where a court sets "reasonable" pay, it asks for the executor's hours and what they were spent on.
      const { timeLog } = input.ledger;
      if (timeLog.entries.length > 0) {
        heading('Executor’s time');
        for (const entry of timeLog.entries)
          row(`${formatIsoDate(entry.onDate, DISPLAY_DATE)}  ${entry.work}`, formatMinutes(entry.minutes));
        row('Total time', formatMinutes(timeLog.totalMinutes), 'bold');
      }

      // The statute's formula on this account, the same figures as the page (decision 091).
      const commission = input.isOwnPlan ? null : commissionFromAccount(input.stateCode, input.ledger);
      const statute = executorCompensationIn(input.stateCode);
      if (commission && statute) {
        const words = ESTATE_ACCOUNT_PAGE.commission;
        const how = { ...commission, bound: statute.bound };
        heading(`Executor’s pay under ${statute.statute}`);
        row(words.received(how), commission.receivedCents);
        for (const note of words.receivedNotes(commission)) row(note, null);
        row(words.paid(how), commission.paidCents);
        for (const note of words.paidNotes(commission)) row(note, null);
        row(words.byFormula(commission.percent), commission.byFormulaCents);
        const { cap, inKind } = commission;
        if (cap) row(words.cap(cap.percent), cap.cents ?? 'Not known');
        row(words.total(how), commission.commissionCents, 'bold');
        if (inKind && inKind.givenCents > 0)
          row(words.inKindUpTo(inKind.upToPercent, formatCents(inKind.givenCents)), inKind.upToCents);
        row(words.courtNote, null);
      }
    },
  );
}
