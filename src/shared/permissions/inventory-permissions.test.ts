import { describe, expect, it } from 'vitest';
import { type ExpenseSubject, expensePolicy, PAYER_TO_CHOOSE } from './expense-permissions.ts';
import { type InventoryItemSubject, inventoryItemPolicy, NEW_ITEM } from './inventory-permissions.ts';
import { judge, type Policy, permittedActions, type Viewer } from './policy.ts';

// The cast of the route matrix: the admin, the support member the item is assigned to (who also
// added and paid the expense), another support member, and people outside the team.
const cast = {
  admin: { userId: 'a', role: 'admin' },
  member: { userId: 'm', role: 'support_member' },
  otherMember: { userId: 'o', role: 'support_member' },
  stranger: { userId: 's', role: null },
  signedOut: { userId: null, role: null },
} satisfies Record<string, Viewer>;

type OnTeam = 'admin' | 'member' | 'otherMember';
type Answers = Record<OnTeam, boolean>;

function rowsOf<Subject, Action extends string>(
  record: string,
  policy: Policy<Subject, Action>,
  subject: Subject,
  answers: Record<Action, Answers>,
) {
  return (Object.entries(answers) as [Action, Answers][]).map(([action, answer]) => ({
    name: `${record}: ${action}`,
    answer,
    verdict: (viewer: Viewer) => judge(policy, viewer, action, subject),
    reason: policy.refusals[action],
  }));
}

const assignedItem: InventoryItemSubject = { assignedToUserId: 'm' };
const membersExpense: ExpenseSubject = { createdByUserId: 'm', paidByUserId: 'm', reimbursed: false };

const table = [
  ...rowsOf('item assigned to the member', inventoryItemPolicy, assignedItem, {
    add: { admin: true, member: false, otherMember: false },
    edit: { admin: true, member: true, otherMember: false },
    assign: { admin: true, member: false, otherMember: false },
    linkTask: { admin: true, member: false, otherMember: false },
    delete: { admin: true, member: false, otherMember: false },
  }),
  ...rowsOf('expense the member added and paid', expensePolicy, membersExpense, {
    record: { admin: true, member: true, otherMember: false },
    edit: { admin: true, member: true, otherMember: false },
    delete: { admin: true, member: true, otherMember: false },
    reimburse: { admin: true, member: false, otherMember: false },
  }),
  // Paid back, it is a line of the estate's accounting: only the admin changes it.
  ...rowsOf(
    'expense the member added, paid back',
    expensePolicy,
    { ...membersExpense, reimbursed: true },
    {
      record: { admin: true, member: true, otherMember: false },
      edit: { admin: true, member: false, otherMember: false },
      delete: { admin: true, member: false, otherMember: false },
      reimburse: { admin: true, member: false, otherMember: false },
    },
  ),
];

describe.each(table)('$name', ({ answer, verdict, reason }) => {
  it('gives the team the policy’s answer, and the plain reason to whoever is refused', () => {
    for (const who of ['admin', 'member', 'otherMember'] as const) {
      expect(verdict(cast[who]), who).toEqual(
        answer[who] ? { outcome: 'allowed' } : { outcome: 'forbidden', reason },
      );
    }
  });
  it('does not exist for a stranger or someone signed out', () => {
    expect(verdict(cast.stranger)).toEqual({ outcome: 'not_found' });
    expect(verdict(cast.signedOut)).toEqual({ outcome: 'not_found' });
  });
});

describe('the refusals', () => {
  it('keep the inventory’s sentences', () => {
    expect(inventoryItemPolicy.refusals).toEqual({
      add: 'Only the admin can add items.',
      edit: 'You can only edit items assigned to you.',
      assign: 'Only the admin can assign items.',
      linkTask: 'Only the admin can link items to checklist tasks.',
      delete: 'Only the admin can delete items.',
    });
    expect(expensePolicy.refusals).toEqual({
      record: 'You can only add expenses you paid yourself.',
      edit: 'You can only change expenses you added, until the admin has paid them back.',
      delete: 'You can only change expenses you added, until the admin has paid them back.',
      reimburse: 'Only the admin can mark an expense as reimbursed.',
    });
  });
});

describe('what the inventory page offers before any record is chosen', () => {
  it('offers adding, assigning and linking items to the admin only', () => {
    expect(permittedActions(inventoryItemPolicy, cast.admin, NEW_ITEM)).toMatchObject({
      add: true,
      assign: true,
      linkTask: true,
    });
    expect(permittedActions(inventoryItemPolicy, cast.member, NEW_ITEM)).toMatchObject({
      add: false,
      assign: false,
      linkTask: false,
    });
  });
  it('lets only the admin name whoever paid an expense', () => {
    expect(permittedActions(expensePolicy, cast.admin, PAYER_TO_CHOOSE).record).toBe(true);
    expect(permittedActions(expensePolicy, cast.member, PAYER_TO_CHOOSE).record).toBe(false);
  });
  it('leaves an expense whose adder and payer left the team to the admin alone', () => {
    const orphan: ExpenseSubject = { createdByUserId: null, paidByUserId: null, reimbursed: false };
    expect(permittedActions(expensePolicy, cast.member, orphan)).toEqual({
      record: false,
      edit: false,
      delete: false,
      reimburse: false,
    });
    expect(permittedActions(expensePolicy, cast.admin, orphan).edit).toBe(true);
  });
});
