import { describe, expect, it } from 'vitest';
import { INVENTORY_MESSAGES } from '../inventory/inventory-schemas.ts';
import { expenseDateProblem } from './expense-dates.ts';
import { ACCOUNT_DATE_MESSAGES } from './ledger.ts';

const period = { dateOfDeath: '2026-10-01', today: '2026-12-03' };

describe('expenseDateProblem', () => {
  it('lets an expense be paid before the death, and paid back within the account’s period', () => {
    expect(expenseDateProblem({ paidOn: '2026-09-20', reimbursedOn: null }, period)).toBeNull();
    expect(expenseDateProblem({ paidOn: '2026-09-20', reimbursedOn: '2026-10-01' }, period)).toBeNull();
    expect(expenseDateProblem({ paidOn: '2026-11-02', reimbursedOn: '2026-11-02' }, period)).toBeNull();
    expect(expenseDateProblem({ paidOn: '2026-12-03', reimbursedOn: '2026-12-03' }, period)).toBeNull();
  });

  it('refuses a payment dated after today', () => {
    expect(expenseDateProblem({ paidOn: '2026-12-04', reimbursedOn: null }, period)).toEqual({
      field: 'paidOn',
      message: ACCOUNT_DATE_MESSAGES.inFuture,
    });
  });

  it('refuses paying back before the death, after today, or before it was paid', () => {
    expect(expenseDateProblem({ paidOn: '2026-09-20', reimbursedOn: '2026-09-30' }, period)).toEqual({
      field: 'reimbursedOn',
      message: ACCOUNT_DATE_MESSAGES.beforeDeath,
    });
    expect(expenseDateProblem({ paidOn: '2026-11-02', reimbursedOn: '2026-12-04' }, period)).toEqual({
      field: 'reimbursedOn',
      message: ACCOUNT_DATE_MESSAGES.inFuture,
    });
    expect(expenseDateProblem({ paidOn: '2026-11-02', reimbursedOn: '2026-11-01' }, period)).toEqual({
      field: 'reimbursedOn',
      message: INVENTORY_MESSAGES.paidBackBeforePaid,
    });
  });

  it('without a date of death, any day up to today and after the payment fits', () => {
    const unknownDeath = { dateOfDeath: null, today: period.today };
    expect(expenseDateProblem({ paidOn: '2020-01-02', reimbursedOn: '2020-01-02' }, unknownDeath)).toBeNull();
  });
});
