import { z } from 'zod';
import type { InventoryKind } from '../inventory/inventory-kinds.ts';
import { nextIrsBusinessDay } from '../legal-forms/irs-business-days.ts';
import { aprilFifteenthAfter, nextWeekday, nineMonthsAfter } from '../legal-forms/legal-forms.ts';
import type { StateRules } from '../state-rules/state-rules-types.ts';
import { freeTextField, optionalFreeTextField } from '../validation/free-text.ts';

// The Tax Document Organizer (issue 23, decision 069): the papers an accountant asks for to prepare
// the final returns, built from what Harbor already knows (the inventory and the onboarding answers),
// and the dates those returns are due.

export const TAX_DOCUMENT_STATUSES = ['to_find', 'requested', 'received', 'not_needed'] as const;
export type TaxDocumentStatus = (typeof TAX_DOCUMENT_STATUSES)[number];

export const TAX_DOCUMENT_STATUS_LABELS: Readonly<Record<TaxDocumentStatus, string>> = {
  to_find: 'To find',
  requested: 'Requested',
  received: 'Received',
  not_needed: 'Not needed',
};

export const TAX_DOCUMENT_GROUPS = [
  { id: 'income', title: 'Income in the year of death' },
  { id: 'deductions', title: 'Payments they made' },
  { id: 'returns', title: 'Their earlier returns' },
  { id: 'estate', title: 'For an estate tax return' },
  { id: 'added', title: 'Added by your family' },
] as const;
export type TaxDocumentGroup = (typeof TAX_DOCUMENT_GROUPS)[number]['id'];

export type TaxDocument = {
  /** Stable across visits, so a status and a file stay with their document: 'w-2', 'item:{id}:1099-int'. */
  key: string;
  group: TaxDocumentGroup;
  /** The form's name, as the sender prints it. */
  form: string;
  /** What it is, in plain words, naming the sender where Harbor knows it. */
  title: string;
  /** Who sends it, or where it is found. */
  from: string;
  /** Why the accountant needs it, and when it may not be needed. */
  why: string;
  /** When it usually arrives; null when it is already somewhere to be found. */
  arrives: string | null;
};

/** What the checklist is built from: the answers are read as the onboarding schema stores them. */
export type TaxChecklistInput = {
  dateOfDeath: string | null;
  answers: {
    employer?: string | null;
    social_security?: string | null;
    financial_accounts?: readonly string[] | null;
    debts?: readonly string[] | null;
    benefits?: readonly string[] | null;
    assets?: string | null;
    home?: string | null;
    living_trust?: string | null;
  };
  items: readonly { id: string; kind: InventoryKind; institution: string }[];
};

const yearOf = (dateOfDeath: string | null) => (dateOfDeath ? Number(dateOfDeath.slice(0, 4)) : null);

/** "By January 31, 2027": information returns for a year are sent by the end of the next January. */
const byJanuary31 = (year: number | null) =>
  year === null ? 'By January 31 of the year after the death' : `By January 31, ${year + 1}`;

/**
 * The documents to gather for the returns of the year of death, in the order of the page's groups.
 * One per account Harbor knows of (so each can carry its own file), and a general one where an answer
 * says there is such an account but none is in the inventory yet.
 */
export function taxDocumentChecklist(input: TaxChecklistInput): TaxDocument[] {
  const year = yearOf(input.dateOfDeath);
  const { answers } = input;
  const itemsOf = (kind: InventoryKind) => input.items.filter((item) => item.kind === kind);
  const documents: TaxDocument[] = [];
  const yearLabel = year === null ? 'the year of death' : String(year);
  /** One document per account of the kind, or the general one while an answer says so and the inventory has none. */
  const perAccount = (
    kind: InventoryKind,
    answered: boolean,
    each: (item: TaxChecklistInput['items'][number]) => TaxDocument,
    general: TaxDocument,
  ) => {
    const accounts = itemsOf(kind);
    if (accounts.length > 0) documents.push(...accounts.map(each));
    else if (answered) documents.push(general);
  };

  if (answers.employer === 'Yes')
    documents.push({
      key: 'w-2',
      group: 'income',
      form: 'Form W-2',
      title: 'Final W-2 from their employer',
      from: 'Their employer’s payroll or HR office',
      why: `Reports the wages paid to them in ${yearLabel} up to their death. Pay sent after the death, such as a last paycheck or unused leave, is reported to the estate or the person who received it.`,
      arrives: byJanuary31(year),
    });

  if (answers.social_security === 'Yes' || answers.social_security === 'Not sure')
    documents.push({
      key: 'ssa-1099',
      group: 'income',
      form: 'Form SSA-1099',
      title: 'Social Security benefit statement',
      from: 'Social Security Administration (also at ssa.gov/myaccount, or call 1-800-772-1213)',
      why: 'Shows the benefits paid in the year of death and any that were paid back, for the final Form 1040.',
      arrives: byJanuary31(year),
    });

  perAccount(
    'pension_benefit',
    answers.benefits?.includes('Retirement benefits') ?? false,
    (item) => ({
      key: `item:${item.id}:1099-r`,
      group: 'income',
      form: 'Form 1099-R',
      title: `Pension or retirement payments from ${item.institution}`,
      from: item.institution,
      why: 'Reports what the plan paid out in the year of death, and the tax already withheld.',
      arrives: byJanuary31(year),
    }),
    {
      key: '1099-r',
      group: 'income',
      form: 'Form 1099-R',
      title: 'Pension or retirement payments',
      from: 'Each pension plan or annuity that paid them',
      why: 'Reports what each plan paid out in the year of death, and the tax already withheld. Add the plans to the inventory to list each one here.',
      arrives: byJanuary31(year),
    },
  );

  perAccount(
    'bank_account',
    answers.financial_accounts?.includes('Bank accounts') ?? false,
    (item) => ({
      key: `item:${item.id}:1099-int`,
      group: 'income',
      form: 'Form 1099-INT',
      title: `Interest from ${item.institution}`,
      from: item.institution,
      why: 'Reports the interest the account earned. Interest earned after the death belongs on the estate’s return (Form 1041), so ask the bank for the split if it sends one form for the whole year.',
      arrives: byJanuary31(year),
    }),
    {
      key: '1099-int',
      group: 'income',
      form: 'Form 1099-INT',
      title: 'Interest from their bank accounts',
      from: 'Each bank or credit union',
      why: 'Reports the interest each account earned. Add the accounts to the inventory to list each one here.',
      arrives: byJanuary31(year),
    },
  );

  perAccount(
    'investment',
    answers.financial_accounts?.includes('Investments/retirement') ?? false,
    (item) => ({
      key: `item:${item.id}:1099-composite`,
      group: 'income',
      form: 'Forms 1099-DIV, 1099-INT and 1099-B',
      title: `Dividends, interest and sales at ${item.institution}`,
      from: item.institution,
      why: 'Often sent as one “consolidated 1099”. A retirement account (an IRA or a 401(k)) sends a Form 1099-R instead. Ask for the value on the date of death too: it sets the new cost basis.',
      arrives: `${byJanuary31(year)}; brokerages often send it by mid-February`,
    }),
    {
      key: '1099-composite',
      group: 'income',
      form: 'Forms 1099-DIV, 1099-INT, 1099-B or 1099-R',
      title: 'Statements from their investment and retirement accounts',
      from: 'Each brokerage, fund or retirement plan',
      why: 'Report dividends, interest, sales and payouts in the year of death. Add the accounts to the inventory to list each one here.',
      arrives: `${byJanuary31(year)}; brokerages often send them by mid-February`,
    },
  );

  documents.push({
    key: 'k-1',
    group: 'income',
    form: 'Schedule K-1',
    title: 'Share of a partnership, S corporation, trust or estate',
    from: 'The business, trust or estate they had a share in',
    why:
      answers.living_trust === 'Yes'
        ? 'Their living trust may send one, and any business they had a share in will. Mark it not needed if there is none.'
        : 'Only if they had a share in a business, a trust or another person’s estate. Mark it not needed if there is none.',
    arrives: 'Often in March, sometimes later',
  });

  if (answers.debts?.includes('Mortgage'))
    documents.push({
      key: '1098',
      group: 'deductions',
      form: 'Form 1098',
      title: 'Mortgage interest statement',
      from: 'The mortgage lender or servicer',
      why: 'Shows the mortgage interest paid in the year of death, which can be deducted on the final return.',
      arrives: byJanuary31(year),
    });

  perAccount(
    'property',
    answers.assets === 'Yes' || answers.home === 'In a home they owned',
    (item) => ({
      key: `item:${item.id}:property-tax`,
      group: 'deductions',
      form: 'Property-tax bill',
      title: `Property-tax bills for ${item.institution}`,
      from: 'The county or town tax office',
      why: `Property taxes paid in ${yearLabel} can be deducted on the final return; the bills also help value the property.`,
      arrives: null,
    }),
    {
      key: 'property-tax',
      group: 'deductions',
      form: 'Property-tax bill',
      title: 'Property-tax bills for their home or land',
      from: 'The county or town tax office',
      why: `Property taxes paid in ${yearLabel} can be deducted on the final return. Add the property to the inventory to list each one here.`,
      arrives: null,
    },
  );

  const returnYears = year === null ? [] : [year - 1, year - 2, year - 3];
  for (const returnYear of returnYears)
    documents.push({
      key: `return-${returnYear}`,
      group: 'returns',
      form: 'Form 1040',
      title: `Their ${returnYear} tax return`,
      from: 'Their papers or their tax preparer; Form 4506-T asks the IRS for a transcript',
      why:
        returnYear === year! - 1
          ? `Shows what to expect on the final return. If they died before filing it, the ${returnYear} return is still due, from the executor.`
          : 'Shows their usual income and deductions, and any carryovers the final return needs.',
      arrives: null,
    });
  if (returnYears.length === 0)
    documents.push({
      key: 'returns',
      group: 'returns',
      form: 'Form 1040',
      title: 'Their last three tax returns',
      from: 'Their papers or their tax preparer; Form 4506-T asks the IRS for a transcript',
      why: 'Show their usual income and deductions, and any carryovers the final return needs.',
      arrives: null,
    });

  for (const item of itemsOf('insurance'))
    documents.push({
      key: `item:${item.id}:712`,
      group: 'estate',
      form: 'Form 712',
      title: `Life insurance statement from ${item.institution}`,
      from: item.institution,
      why: 'Needed only if an estate tax return (Form 706) is filed: the insurer fills it in on request. Life insurance paid to a beneficiary is not income.',
      arrives: null,
    });

  return documents;
}

export type TaxReturnDue = {
  id: 'final-1040' | 'state' | '1041' | '706';
  form: string;
  /** Who it is for, when it is needed. */
  note: string;
  /** The date, or null where the state has no income tax (the note says so). */
  due: string | null;
};

/** The returns of the year of death and when each is due, counted from the date of death. */
export function taxReturnsDue(
  dateOfDeath: string,
  state: StateRules | null,
  stateName: string | null,
): TaxReturnDue[] {
  const nextYear = Number(dateOfDeath.slice(0, 4)) + 1;
  const stateReturn: TaxReturnDue[] =
    state === null || stateName === null
      ? []
      : [
          state.incomeTax
            ? {
                id: 'state',
                form: `${stateName} ${state.incomeTax.returnName}`,
                note: `Their final ${stateName} income tax return, for the year of death.`,
                // DC's own return moves past DC's legal holidays, which are the ones the IRS counts.
                due: (state.code === 'DC' ? nextIrsBusinessDay : nextWeekday)(
                  `${nextYear}-${state.incomeTax.dueMonthDay}`,
                ),
              }
            : {
                id: 'state',
                form: `${stateName}: no state income tax return`,
                note: `${stateName} does not tax wages or salaries, so there is usually no final state return. An accountant can say whether any other state return is needed.`,
                due: null,
              },
        ];
  return [
    {
      id: 'final-1040',
      form: 'Form 1040 (final return)',
      note: 'Their income from January 1 to the day they died.',
      due: aprilFifteenthAfter(dateOfDeath),
    },
    ...stateReturn,
    {
      id: '1041',
      form: 'Form 1041',
      note: 'The estate’s own income after the death, when it is $600 or more; the date assumes a calendar tax year.',
      due: aprilFifteenthAfter(dateOfDeath),
    },
    {
      id: '706',
      form: 'Form 706',
      note: 'Only for a large estate, or to pass the unused exemption to a surviving spouse.',
      due: nineMonthsAfter(dateOfDeath),
    },
  ];
}

export const taxDocumentStatusSchema = z.object({
  status: z.enum(TAX_DOCUMENT_STATUSES, { error: 'Please choose one of the statuses offered' }),
});

/** A paper the list does not know of (a 1099-G, a 1099-MISC for pay sent after the death), added by hand. */
export const addedTaxDocumentSchema = z.object({
  title: freeTextField({ max: 200, required: 'Please say what the document is' }),
  from: optionalFreeTextField(200),
});
export type AddedTaxDocumentInput = z.input<typeof addedTaxDocumentSchema>;

const ADDED_KEY_PREFIX = 'added:';
export const addedDocumentKey = (id: string) => `${ADDED_KEY_PREFIX}${id}`;
export const isAddedDocumentKey = (key: string) => key.startsWith(ADDED_KEY_PREFIX);

/** A document the family added, as the list shows it, beside the ones Harbor built. */
export function addedTaxDocument(added: { key: string; title: string; from: string | null }): TaxDocument {
  return {
    key: added.key,
    group: 'added',
    form: 'Other paper',
    title: added.title,
    from: added.from ?? 'Not noted',
    why: 'Added by your family, so it goes to the accountant with the rest.',
    arrives: null,
  };
}
