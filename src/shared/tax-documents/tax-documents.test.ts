import { describe, expect, it } from 'vitest';
import { US_STATE_CODES } from '../geo/us-states.ts';
import { stateRulesFor } from '../state-rules/state-rules.ts';
import {
  addedDocumentKey,
  addedTaxDocument,
  addedTaxDocumentSchema,
  isAddedDocumentKey,
  type TaxChecklistInput,
  taxDocumentChecklist,
  taxReturnsDue,
} from './tax-documents.ts';
import { packetFileName, packetSummary } from './tax-packet.ts';

const keysOf = (input: TaxChecklistInput) => taxDocumentChecklist(input).map((document) => document.key);

describe('the year-of-death checklist', () => {
  it('asks only for the K-1 check and the general returns when nothing is known', () => {
    expect(keysOf({ dateOfDeath: null, answers: {}, items: [] })).toEqual(['k-1', 'returns']);
  });

  it('lists the three returns before the year of death and dates the information returns from it', () => {
    const documents = taxDocumentChecklist({
      dateOfDeath: '2026-03-02',
      answers: { employer: 'Yes' },
      items: [],
    });
    expect(documents.map((document) => document.key)).toEqual([
      'w-2',
      'k-1',
      'return-2025',
      'return-2024',
      'return-2023',
    ]);
    expect(documents[0]!.arrives).toBe('By January 31, 2027');
    expect(documents[2]!.why).toContain('the 2025 return is still due');
  });

  it('lists one document per account in the inventory, and a general one only while the inventory has none', () => {
    const answers = {
      financial_accounts: ['Bank accounts', 'Investments/retirement'],
      benefits: ['Retirement benefits'],
    };
    expect(keysOf({ dateOfDeath: null, answers, items: [] })).toEqual([
      '1099-r',
      '1099-int',
      '1099-composite',
      'k-1',
      'returns',
    ]);
    const items = [
      { id: 'b1', kind: 'bank_account' as const, institution: 'Hudson Savings' },
      { id: 'b2', kind: 'bank_account' as const, institution: 'Lake Credit Union' },
      { id: 'p1', kind: 'pension_benefit' as const, institution: 'Teachers Pension' },
      { id: 'i1', kind: 'investment' as const, institution: 'Fidelity' },
      { id: 'h1', kind: 'property' as const, institution: '12 Elm Street' },
      { id: 'l1', kind: 'insurance' as const, institution: 'MetLife' },
      { id: 'u1', kind: 'utility' as const, institution: 'Con Edison' },
    ];
    const documents = taxDocumentChecklist({ dateOfDeath: null, answers, items });
    expect(documents.map((document) => document.key)).toEqual([
      'item:p1:1099-r',
      'item:b1:1099-int',
      'item:b2:1099-int',
      'item:i1:1099-composite',
      'k-1',
      'item:h1:property-tax',
      'returns',
      'item:l1:712',
    ]);
    expect(documents[1]!.title).toBe('Interest from Hudson Savings');
  });

  it('reads the answers for Social Security, a mortgage, a home and a trust', () => {
    const documents = taxDocumentChecklist({
      dateOfDeath: '2026-10-01',
      answers: {
        social_security: 'Not sure',
        debts: ['Mortgage'],
        home: 'In a home they owned',
        living_trust: 'Yes',
      },
      items: [],
    });
    expect(documents.map((document) => document.key)).toEqual([
      'ssa-1099',
      'k-1',
      '1098',
      'property-tax',
      'return-2025',
      'return-2024',
      'return-2023',
    ]);
    expect(documents.find((document) => document.key === 'k-1')!.why).toContain('living trust');
  });

  it('gives every document a key of its own', () => {
    const items = ['bank_account', 'investment', 'pension_benefit', 'property', 'insurance'].map(
      (kind, index) => ({
        id: `x${index}`,
        kind: kind as TaxChecklistInput['items'][number]['kind'],
        institution: 'Somewhere',
      }),
    );
    const keys = keysOf({
      dateOfDeath: '2026-01-01',
      answers: { employer: 'Yes', social_security: 'Yes', debts: ['Mortgage'], assets: 'Yes' },
      items,
    });
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('the returns of the year of death', () => {
  it('dates the federal returns off weekends and DC holidays, and the state return off weekends', () => {
    // April 15, 2028 is a Saturday and DC's Emancipation Day is kept on Monday the 17th, so the IRS
    // deadline is Tuesday the 18th; April 30 (nine months on) is a Sunday.
    const dues = taxReturnsDue('2027-07-31', stateRulesFor('VA'), 'Virginia');
    expect(dues.map((due) => [due.id, due.form, due.due])).toEqual([
      ['final-1040', 'Form 1040 (final return)', '2028-04-18'],
      ['state', 'Virginia Form 760', '2028-05-01'],
      ['1041', 'Form 1041', '2028-04-18'],
      ['706', 'Form 706', '2028-05-01'],
    ]);
  });

  it('dates DC’s own return off DC’s holidays too, as DC did in 2023 (April 18, after Emancipation Day)', () => {
    const dcReturn = (dateOfDeath: string) =>
      taxReturnsDue(dateOfDeath, stateRulesFor('DC'), 'District of Columbia').find(
        (due) => due.id === 'state',
      )?.due;
    expect(dcReturn('2022-06-01')).toBe('2023-04-18');
    expect(dcReturn('2027-06-01')).toBe('2028-04-18');
    // Another state's return still moves past weekends only.
    expect(taxReturnsDue('2027-06-01', stateRulesFor('CA'), 'California')[1]?.due).toBe('2028-04-17');
  });

  it('says there is no state return where the state taxes no wages, and leaves it out while the state is unknown', () => {
    const texas = taxReturnsDue('2026-10-01', stateRulesFor('TX'), 'Texas').find((due) => due.id === 'state');
    expect(texas).toMatchObject({ form: 'Texas: no state income tax return', due: null });
    expect(taxReturnsDue('2026-10-01', null, null).map((due) => due.id)).toEqual([
      'final-1040',
      '1041',
      '706',
    ]);
  });

  it('has a due date for every state return, in the spring after the death', () => {
    for (const code of US_STATE_CODES) {
      const income = stateRulesFor(code).incomeTax;
      if (income) expect(income.dueMonthDay, code).toMatch(/^0[45]-(0[1-9]|[12]\d|30)$/);
    }
  });
});

describe('the accountant’s ZIP', () => {
  const entry = {
    key: 'item:b1:1099-int',
    group: 'income' as const,
    form: 'Form 1099-INT',
    title: 'Interest from Smith & Sons / Bank: "Main"',
    from: 'Smith & Sons',
    why: '',
    arrives: null,
    status: 'received' as const,
    fileName: 'scan.JPEG',
  };

  it('names each file by its place on the list, with nothing a file system would refuse', () => {
    expect(packetFileName(3, entry)).toBe('03 Form 1099-INT - Interest from Smith Sons Bank Main.jpeg');
    expect(packetFileName(12, { ...entry, fileName: 'no extension' })).toMatch(/^12 .*\.pdf$/);
  });

  it('never names a file with an extension of no type Harbor keeps, as a name kept before could have', () => {
    expect(packetFileName(3, { ...entry, fileName: '1099.hta' })).toBe(
      '03 Form 1099-INT - Interest from Smith Sons Bank Main.pdf',
    );
  });

  it('sums up every document, kept or not, and the due dates', () => {
    const summary = packetSummary({
      name: 'Rose Lane',
      dateOfDeath: '2026-10-01',
      returns: taxReturnsDue('2026-10-01', null, null),
      entries: [
        entry,
        { ...entry, key: 'k-1', form: 'Schedule K-1', title: 'Share', status: 'not_needed', fileName: null },
      ],
      preparedOn: '2026-11-28',
    });
    expect(summary.split('\r\n').slice(0, 4)).toEqual([
      'Tax documents for Rose Lane',
      'Date of death: October 1, 2026',
      'Prepared with Harbor on November 28, 2026',
      '',
    ]);
    expect(summary).toContain('- Form 706: due July 1, 2027.');
    expect(summary).toContain(
      '01. Form 1099-INT - Interest from Smith & Sons / Bank: "Main" (from Smith & Sons): Received; file: 01 ',
    );
    expect(summary).toContain('02. Schedule K-1 - Share (from Smith & Sons): Not needed; no file kept');
  });
});

describe('a paper added by hand', () => {
  it('has a key of its own that never meets one Harbor builds', () => {
    const key = addedDocumentKey('5f1d');
    expect(isAddedDocumentKey(key)).toBe(true);
    const built = taxDocumentChecklist({
      dateOfDeath: '2026-10-01',
      answers: { employer: 'Yes', social_security: 'Yes', debts: ['Mortgage'], home: 'Owned' },
      items: [{ id: 'a1', kind: 'bank_account', institution: 'Hudson Savings' }],
    });
    expect(built.some((document) => isAddedDocumentKey(document.key))).toBe(false);
  });

  it('joins its own group, with what it is and who sends it', () => {
    expect(addedTaxDocument({ key: 'added:1', title: 'Form 1099-G', from: null })).toMatchObject({
      group: 'added',
      form: 'Other paper',
      title: 'Form 1099-G',
      from: 'Not noted',
      arrives: null,
    });
    expect(addedTaxDocumentSchema.safeParse({ title: '  ' }).error?.issues[0]?.message).toBe(
      'Please say what the document is',
    );
  });
});
