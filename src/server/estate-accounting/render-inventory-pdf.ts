import { DISPLAY_DATE, formatIsoDate } from '#shared/dates/display-formats.ts';
import { ASSET_PLAN_LABELS, type AssetPlan, planMisfit } from '#shared/estate-accounting/asset-plans.ts';
import { INVENTORY_KIND_LABELS, type InventoryKind } from '#shared/inventory/inventory-kinds.ts';
import { OWNERSHIP_LABELS, type OWNERSHIPS, passesOutsideProbate } from '#shared/inventory/ownership.ts';
import {
  type EstateBucket,
  estateBucketOf,
  splitEstate,
} from '#shared/probate-calculator/probate-calculator.ts';
import { writeReportPdf } from './report-pdf.ts';

type Ownership = (typeof OWNERSHIPS)[number];

type ReportItem = {
  kind: InventoryKind;
  institution: string;
  referenceLast4: string | null;
  estimatedValueCents: number | null;
  isDebt: boolean;
  ownership: Ownership | null;
  plan: AssetPlan | null;
};

const itemLine = (item: ReportItem) =>
  [
    `${INVENTORY_KIND_LABELS[item.kind]}: ${item.institution}`,
    item.referenceLast4 ? ` (ending ${item.referenceLast4})` : '',
    item.ownership && passesOutsideProbate(item.ownership) ? `. ${OWNERSHIP_LABELS[item.ownership]}` : '',
    // A plan chosen before the inventory said how it was held, and no longer possible, is not a plan to
    // print; nor is one kept from before the item turned out to be a debt, which nobody sells or gives.
    !item.isDebt && item.plan && !planMisfit(item.plan, item.ownership)
      ? `. Plan: ${ASSET_PLAN_LABELS[item.plan]}`
      : '',
  ].join('');

/**
 * The inventory as of the date of death (issue 23), in the usual court order: assets that go through
 * probate, assets that pass outside it, assets nobody has said how they were held yet, then debts, each
 * with its total, and a summary. Every figure comes from `splitEstate`, the Probate Calculator's one sum.
 * On someone's own plans nobody has died: the inventory is as listed ahead of time.
 */
export function renderInventoryPdf(input: {
  estateName: string;
  dateOfDeath: string | null;
  isOwnPlan: boolean;
  preparedOn: string;
  items: readonly ReportItem[];
}): Promise<Uint8Array> {
  const split = splitEstate(input.items);
  const inBucket = (bucket: EstateBucket) => input.items.filter((item) => estateBucketOf(item) === bucket);
  const schedules: { title: string; total: string; items: ReportItem[]; cents: number }[] = [
    {
      title: 'Schedule A: Assets that go through probate (held in their name alone)',
      total: 'Total probate assets',
      items: inBucket('probate'),
      cents: split.probate.cents,
    },
    {
      title: 'Schedule B: Assets that pass outside probate',
      total: 'Total assets outside probate',
      items: inBucket('outsideProbate'),
      cents: split.outsideProbate.cents,
    },
    {
      title: 'Schedule C: Assets not yet known how they were held',
      total: 'Total assets not yet known',
      items: inBucket('notKnown'),
      cents: split.notKnown.cents,
    },
    {
      title: 'Schedule D: Debts',
      total: 'Total debts',
      items: inBucket('debts'),
      cents: split.debts.cents,
    },
  ];
  const assetsCents = split.probate.cents + split.outsideProbate.cents + split.notKnown.cents;
  return writeReportPdf(
    {
      title: 'Inventory',
      estateName: input.estateName,
      subtitle: input.isOwnPlan
        ? 'Inventory of the estate, listed ahead of time'
        : 'Inventory of the estate, as of the date of death',
      period: input.isOwnPlan
        ? `As listed on ${formatIsoDate(input.preparedOn, DISPLAY_DATE)}`
        : input.dateOfDeath
          ? `Date of death: ${formatIsoDate(input.dateOfDeath, DISPLAY_DATE)}`
          : 'Date of death: not recorded in Harbor',
      preparedOn: input.preparedOn,
    },
    ({ row, heading }) => {
      row(
        input.isOwnPlan
          ? 'Values are as recorded: estimates, not appraisals.'
          : 'Values are as the family recorded them: estimates at the date of death, not appraisals.',
        null,
      );
      heading('Summary');
      row('Probate assets (Schedule A)', split.probate.cents);
      row('Assets outside probate (Schedule B)', split.outsideProbate.cents);
      row('Assets not yet known how held (Schedule C)', split.notKnown.cents);
      row('Total assets', assetsCents, 'bold');
      row('Less debts (Schedule D)', -split.debts.cents);
      row('Net estate', assetsCents - split.debts.cents, 'bold');
      if (split.unvaluedCount > 0)
        row(
          `${split.unvaluedCount} ${split.unvaluedCount === 1 ? 'item has' : 'items have'} no value recorded and ${split.unvaluedCount === 1 ? 'is' : 'are'} not counted.`,
          null,
        );
      for (const schedule of schedules) {
        heading(schedule.title);
        if (schedule.items.length === 0) row('None.', null);
        for (const item of schedule.items)
          row(itemLine(item), item.estimatedValueCents === null ? 'No value' : item.estimatedValueCents);
        row(schedule.total, schedule.cents, 'bold');
      }
    },
  );
}
