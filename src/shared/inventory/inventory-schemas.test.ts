import { describe, expect, it } from 'vitest';
import { REFERENCE_MESSAGES } from './account-reference.ts';
import { expenseSchema, inventoryItemSchema, inventoryItemUpdateSchema } from './inventory-schemas.ts';
import { MONEY_MESSAGES } from './money.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('inventoryItemSchema', () => {
  it('keeps the last four digits and reads the value as cents', () => {
    const item = inventoryItemSchema.parse({
      kind: 'bank_account',
      institution: 'First Bank',
      referenceLast4: '****6789',
      estimatedValue: '$12,500.75',
    });
    expect(item.referenceLast4).toBe('6789');
    expect(item.estimatedValue).toBe(1_250_075);
    expect(item).toMatchObject({ status: 'to_notify', isDebt: false, notes: null });
  });

  it('takes isDebt from the kind when it is left out, and keeps it when given', () => {
    const isDebtOf = (json: Record<string, unknown>) =>
      inventoryItemSchema.parse({ institution: 'X', ...json }).isDebt;
    expect(isDebtOf({ kind: 'loan_debt' })).toBe(true);
    expect(isDebtOf({ kind: 'credit_card' })).toBe(true);
    expect(isDebtOf({ kind: 'investment' })).toBe(false);
    expect(isDebtOf({ kind: 'loan_debt', isDebt: false })).toBe(false);
    expect(isDebtOf({ kind: 'property', isDebt: true })).toBe(true);
  });

  it('refuses a full account number with the reason', () => {
    const result = inventoryItemSchema.safeParse({
      kind: 'bank_account',
      institution: 'First Bank',
      referenceLast4: '4111111111111111',
    });
    expect(messages(result)).toEqual([REFERENCE_MESSAGES.onlyLast4]);
  });

  it('refuses an amount that is not money', () => {
    const result = inventoryItemSchema.safeParse({
      kind: 'other',
      institution: 'X',
      estimatedValue: '12,34',
    });
    expect(messages(result)).toEqual([MONEY_MESSAGES.invalid]);
  });

  it('an update changes only what it names', () => {
    expect(inventoryItemUpdateSchema.parse({ status: 'notified' })).toEqual({ status: 'notified' });
    expect(inventoryItemUpdateSchema.safeParse({}).success).toBe(false);
  });
});

describe('expenseSchema', () => {
  it('requires a positive amount and a real date', () => {
    const ok = expenseSchema.parse({
      paidOn: '2026-11-02',
      payee: 'Post Office',
      amount: '25.99',
      category: 'postage_certificates',
    });
    expect(ok).toMatchObject({ amount: 2599, reimbursed: false, paidByUserId: null });
    expect(messages(expenseSchema.safeParse({ ...ok, amount: '0.00' }))).toEqual([
      'The amount must be more than $0.00',
    ]);
    expect(messages(expenseSchema.safeParse({ ...ok, amount: '25.99', paidOn: '2026-02-30' }))).toEqual([
      'Please enter a real date',
    ]);
  });
});
