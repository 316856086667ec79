import { describe, expect, it } from 'vitest';
import { sumExpenses, sumInventory } from './inventory-totals.ts';

describe('sumInventory', () => {
  it('adds assets and debts separately and nets them, by kind, on a hand-computed estate', () => {
    const totals = sumInventory([
      { kind: 'bank_account', status: 'closed', estimatedValueCents: 1_250_075, isDebt: false },
      { kind: 'bank_account', status: 'to_notify', estimatedValueCents: 30_010, isDebt: false },
      { kind: 'credit_card', status: 'notified', estimatedValueCents: 245_099, isDebt: true },
      { kind: 'loan_debt', status: 'in_progress', estimatedValueCents: 10_000_000, isDebt: true },
      { kind: 'property', status: 'transferred', estimatedValueCents: 32_500_000, isDebt: false },
      { kind: 'subscription', status: 'to_notify', estimatedValueCents: null, isDebt: false },
    ]);
    // Assets 12,500.75 + 300.10 + 325,000.00 = 337,800.85; debts 2,450.99 + 100,000.00 = 102,450.99.
    expect(totals.assetsCents).toBe(33_780_085);
    expect(totals.debtsCents).toBe(10_245_099);
    expect(totals.estimatedNetCents).toBe(23_534_986);
    expect(totals).toMatchObject({ count: 6, doneCount: 2, unvaluedCount: 1 });
    expect(totals.byKind).toEqual([
      { kind: 'bank_account', count: 2, doneCount: 1, assetsCents: 1_280_085, debtsCents: 0 },
      { kind: 'credit_card', count: 1, doneCount: 0, assetsCents: 0, debtsCents: 245_099 },
      { kind: 'loan_debt', count: 1, doneCount: 0, assetsCents: 0, debtsCents: 10_000_000 },
      { kind: 'subscription', count: 1, doneCount: 0, assetsCents: 0, debtsCents: 0 },
      { kind: 'property', count: 1, doneCount: 1, assetsCents: 32_500_000, debtsCents: 0 },
    ]);
  });

  it('is zero for an empty inventory, and negative when debts exceed assets', () => {
    expect(sumInventory([])).toMatchObject({
      assetsCents: 0,
      debtsCents: 0,
      estimatedNetCents: 0,
      byKind: [],
    });
    expect(
      sumInventory([
        { kind: 'bank_account', status: 'to_notify', estimatedValueCents: 100, isDebt: false },
        { kind: 'credit_card', status: 'to_notify', estimatedValueCents: 350, isDebt: true },
      ]).estimatedNetCents,
    ).toBe(-250);
  });
});

describe('sumExpenses', () => {
  it('totals per category and per person, with what is still owed', () => {
    const totals = sumExpenses([
      { amountCents: 850_000, category: 'funeral', paidByUserId: 'ada', paidByName: null, reimbursed: true },
      {
        amountCents: 2_599,
        category: 'postage_certificates',
        paidByUserId: 'ada',
        paidByName: null,
        reimbursed: false,
      },
      { amountCents: 12_345, category: 'travel', paidByUserId: 'sam', paidByName: null, reimbursed: false },
      { amountCents: 1, category: 'travel', paidByUserId: 'sam', paidByName: null, reimbursed: false },
      { amountCents: 5_000, category: 'other', paidByUserId: null, paidByName: null, reimbursed: false },
      // Two payers whose accounts are gone stay apart, each under the name recorded with their expense.
      {
        amountCents: 700,
        category: 'other',
        paidByUserId: null,
        paidByName: 'Robin Taylor',
        reimbursed: false,
      },
      {
        amountCents: 300,
        category: 'other',
        paidByUserId: null,
        paidByName: 'Robin Taylor',
        reimbursed: true,
      },
      { amountCents: 200, category: 'other', paidByUserId: null, paidByName: 'Kim Lee', reimbursed: false },
    ]);
    expect(totals).toMatchObject({ totalCents: 871_145, reimbursedCents: 850_300, outstandingCents: 20_845 });
    expect(totals.byCategory).toEqual([
      { category: 'funeral', totalCents: 850_000 },
      { category: 'travel', totalCents: 12_346 },
      { category: 'postage_certificates', totalCents: 2_599 },
      { category: 'other', totalCents: 6_200 },
    ]);
    expect(totals.byPerson).toEqual([
      { userId: 'ada', name: null, totalCents: 852_599, outstandingCents: 2_599 },
      { userId: 'sam', name: null, totalCents: 12_346, outstandingCents: 12_346 },
      { userId: null, name: null, totalCents: 5_000, outstandingCents: 5_000 },
      { userId: null, name: 'Robin Taylor', totalCents: 1_000, outstandingCents: 700 },
      { userId: null, name: 'Kim Lee', totalCents: 200, outstandingCents: 200 },
    ]);
  });
});
