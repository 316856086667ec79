import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { todayIn } from '#shared/dates/time-zones.ts';
import { ACCOUNT_DATE_MESSAGES } from '#shared/estate-accounting/ledger.ts';
import { REFERENCE_MESSAGES } from '#shared/inventory/account-reference.ts';
import { INVENTORY_MESSAGES } from '#shared/inventory/inventory-schemas.ts';
import {
  type ExpenseAction,
  type ExpenseSubject,
  expensePolicy,
  PAYER_TO_CHOOSE,
} from '#shared/permissions/expense-permissions.ts';
import {
  type InventoryItemAction,
  type InventoryItemSubject,
  inventoryItemPolicy,
  NEW_ITEM,
} from '#shared/permissions/inventory-permissions.ts';
import {
  judge,
  type Policy,
  permittedActions,
  type TeamRole,
  type Viewer,
} from '#shared/permissions/policy.ts';
import { createTeam, errorOf, insertTask, makePng, type Person } from '#test/factories/team.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { activityEvents } from '../activity/activity.schema.ts';
import { tasks } from '../tasks/tasks.schema.ts';
import { executorExpenses } from './inventory.schema.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Team = Awaited<ReturnType<typeof createTeam>>;
type Json = Record<string, unknown>;

const base = (team: Team) => `/api/inventory/${team.lovedOne.id}`;

async function addItem(team: Team, json: Json, person: Person = team.admin) {
  const response = await t.request('POST', `${base(team)}/items`, { cookie: person.cookie, json });
  expect(response.status).toBe(201);
  return ((await response.json()) as { item: { id: string } & Json }).item;
}

async function addExpense(team: Team, json: Json, person: Person = team.admin) {
  const response = await t.request('POST', `${base(team)}/expenses`, { cookie: person.cookie, json });
  expect(response.status).toBe(201);
  return ((await response.json()) as { expense: { id: string } & Json }).expense;
}

const receiptForm = (bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/octet-stream' }));
  return form;
};

type Who = 'admin' | 'member' | 'otherMember' | 'stranger';
const CAST: Who[] = ['admin', 'member', 'otherMember', 'stranger'];
const ROLES: Record<Who, TeamRole | null> = {
  admin: 'admin',
  member: 'support_member',
  otherMember: 'support_member',
  stranger: null,
};
const viewerOf = (team: Team, who: Who): Viewer => ({ userId: team[who].userId, role: ROLES[who] });

/** What the route must answer: the first action of the chain the policy refuses, or success. */
function expectedAnswer<Subject, Action extends string>(
  policy: Policy<Subject, Action>,
  viewer: Viewer,
  chain: Action[],
  subject: Subject,
  success: number,
) {
  for (const action of chain) {
    const verdict = judge(policy, viewer, action, subject);
    if (verdict.outcome === 'not_found') return { status: 404 };
    if (verdict.outcome === 'forbidden') return { status: 403, message: verdict.reason };
  }
  return { status: success };
}

async function answerOf(response: Response) {
  if (response.status !== 403) return { status: response.status };
  return { status: 403, message: (await errorOf(response)).message };
}

/** An item assigned to the member, fresh for each person who tries the action. */
const memberItem = async (team: Team) =>
  addItem(team, { kind: 'bank_account', institution: 'First Bank', assignedToUserId: team.member.userId });
/** An expense the member added and paid, fresh for each person who tries the action. */
const memberExpense = async (team: Team) =>
  addExpense(team, { paidOn: '2026-10-05', payee: 'Train', amount: '30', category: 'travel' }, team.member);

type Row = {
  /** The policy's actions the route asks, in order. */
  chain: string[];
  expected: (team: Team, who: Who) => { status: number; message?: string };
  attempt: (team: Team, person: Person | null) => Promise<Response>;
};

function itemRow(
  chain: InventoryItemAction[],
  subject: (team: Team) => InventoryItemSubject,
  success: number,
  attempt: Row['attempt'],
): Row {
  return {
    chain,
    expected: (team, who) =>
      expectedAnswer(inventoryItemPolicy, viewerOf(team, who), chain, subject(team), success),
    attempt,
  };
}

function expenseRow(
  chain: ExpenseAction[],
  subject: (team: Team) => ExpenseSubject,
  success: number,
  attempt: Row['attempt'],
): Row {
  return {
    chain,
    expected: (team, who) =>
      expectedAnswer(expensePolicy, viewerOf(team, who), chain, subject(team), success),
    attempt,
  };
}

const assignedToMember = (team: Team) => ({ assignedToUserId: team.member.userId });
const addedAndPaidByMember = (team: Team) => ({
  createdByUserId: team.member.userId,
  paidByUserId: team.member.userId,
  reimbursed: false,
});

// Every route that changes an item or an expense, against the policies' answers for each person.
const WRITES: Record<string, Row> = {
  'add an item': itemRow(
    ['add'],
    () => NEW_ITEM,
    201,
    (team, person) =>
      t.request('POST', `${base(team)}/items`, {
        cookie: person?.cookie,
        json: { kind: 'other', institution: 'X' },
      }),
  ),
  'edit an item': itemRow(['edit'], assignedToMember, 200, async (team, person) => {
    const item = await memberItem(team);
    return t.request('PATCH', `${base(team)}/items/${item.id}`, {
      cookie: person?.cookie,
      json: { notes: 'n' },
    });
  }),
  'assign an item': itemRow(['edit', 'assign'], assignedToMember, 200, async (team, person) => {
    const item = await memberItem(team);
    return t.request('PATCH', `${base(team)}/items/${item.id}`, {
      cookie: person?.cookie,
      json: { assignedToUserId: team.otherMember.userId },
    });
  }),
  'link an item to a task': itemRow(['edit', 'linkTask'], assignedToMember, 200, async (team, person) => {
    const item = await memberItem(team);
    const task = await insertTask(t, { lovedOneId: team.lovedOne.id, area: 'financial' });
    return t.request('PATCH', `${base(team)}/items/${item.id}`, {
      cookie: person?.cookie,
      json: { taskId: task.id },
    });
  }),
  'delete an item': itemRow(['delete'], assignedToMember, 204, async (team, person) => {
    const item = await memberItem(team);
    return t.request('DELETE', `${base(team)}/items/${item.id}`, { cookie: person?.cookie });
  }),
  'add an expense the member paid': expenseRow(['record'], addedAndPaidByMember, 201, (team, person) =>
    t.request('POST', `${base(team)}/expenses`, {
      cookie: person?.cookie,
      json: {
        paidOn: '2026-10-05',
        payee: 'Gas',
        amount: '40',
        category: 'travel',
        paidByUserId: team.member.userId,
      },
    }),
  ),
  'edit an expense': expenseRow(['edit'], addedAndPaidByMember, 200, async (team, person) => {
    const expense = await memberExpense(team);
    return t.request('PATCH', `${base(team)}/expenses/${expense.id}`, {
      cookie: person?.cookie,
      json: { payee: 'Bus' },
    });
  }),
  'mark an expense reimbursed': expenseRow(
    ['edit', 'reimburse'],
    addedAndPaidByMember,
    200,
    async (team, person) => {
      const expense = await memberExpense(team);
      return t.request('PATCH', `${base(team)}/expenses/${expense.id}`, {
        cookie: person?.cookie,
        json: { reimbursed: true },
      });
    },
  ),
  'delete an expense': expenseRow(['delete'], addedAndPaidByMember, 204, async (team, person) => {
    const expense = await memberExpense(team);
    return t.request('DELETE', `${base(team)}/expenses/${expense.id}`, { cookie: person?.cookie });
  }),
};

describe('the inventory routes, as a permission matrix from the policies', () => {
  it.each(Object.entries(WRITES))('%s: answers what the policy says to each person', async (_name, row) => {
    const team = await createTeam(t);
    const answers: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const who of CAST) {
      answers[who] = await answerOf(await row.attempt(team, team[who]));
      expected[who] = row.expected(team, who);
    }
    answers.anonymous = (await row.attempt(team, null)).status;
    expect(answers).toEqual({ ...expected, anonymous: 401 });
  });

  it('lets everyone on the team read, and nobody else in', async () => {
    const team = await createTeam(t);
    const item = await memberItem(team);
    const reads = [
      `${base(team)}/items`,
      `${base(team)}/items/${item.id}/letter`,
      `${base(team)}/totals`,
      `${base(team)}/expenses`,
      `${base(team)}/expenses.csv`,
    ];
    const results: Record<string, number[]> = {};
    for (const who of [...CAST, 'anonymous'] as const) {
      const cookie = who === 'anonymous' ? undefined : team[who].cookie;
      results[who] = await Promise.all(
        reads.map(async (url) => (await t.request('GET', url, { cookie })).status),
      );
    }
    expect(results).toEqual({
      admin: [200, 200, 200, 200, 200],
      member: [200, 200, 200, 200, 200],
      otherMember: [200, 200, 200, 200, 200],
      stranger: [404, 404, 404, 404, 404],
      anonymous: [401, 401, 401, 401, 401],
    });
  });

  it('sends each person what the policies let them do', async () => {
    const team = await createTeam(t);
    const item = await memberItem(team);
    const expense = await memberExpense(team);
    for (const who of ['admin', 'member', 'otherMember'] as const) {
      const viewer = viewerOf(team, who);
      const cookie = team[who].cookie;
      const items = (await (await t.request('GET', `${base(team)}/items`, { cookie })).json()) as {
        can: unknown;
        items: { id: string; can: unknown }[];
      };
      expect(items.can, who).toEqual(permittedActions(inventoryItemPolicy, viewer, NEW_ITEM));
      expect(items.items.find((row) => row.id === item.id)?.can, who).toEqual(
        permittedActions(inventoryItemPolicy, viewer, assignedToMember(team)),
      );
      const expenses = (await (await t.request('GET', `${base(team)}/expenses`, { cookie })).json()) as {
        can: unknown;
        expenses: { id: string; can: unknown }[];
      };
      expect(expenses.can, who).toEqual(permittedActions(expensePolicy, viewer, PAYER_TO_CHOOSE));
      expect(expenses.expenses.find((row) => row.id === expense.id)?.can, who).toEqual(
        permittedActions(expensePolicy, viewer, addedAndPaidByMember(team)),
      );
    }
  });
});

describe('the inventory routes, beyond the matrix', () => {
  it('answers 404 for another loved one’s item and for ids that are not uuids, and removes neither', async () => {
    const team = await createTeam(t);
    const other = await createTeam(t);
    const theirs = await addItem(other, { kind: 'utility', institution: 'Power Co' });
    const cookie = team.admin.cookie;
    expect(
      (await t.request('PATCH', `${base(team)}/items/${theirs.id}`, { cookie, json: { notes: 'x' } })).status,
    ).toBe(404);
    expect((await t.request('GET', '/api/inventory/not-a-uuid/items', { cookie })).status).toBe(404);
    // A removal finds nothing of this loved one to remove: the same answer as for one removed already.
    for (const id of [theirs.id, 'not-a-uuid']) {
      expect((await t.request('DELETE', `${base(team)}/items/${id}`, { cookie })).status).toBe(204);
    }
    const listed = await t.request('GET', `${base(other)}/items`, { cookie: other.admin.cookie });
    expect(((await listed.json()) as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([
      theirs.id,
    ]);
  });

  it('keeps assigning and deleting with the admin', async () => {
    const team = await createTeam(t);
    const item = await addItem(team, {
      kind: 'credit_card',
      institution: 'Card Co',
      assignedToUserId: team.member.userId,
    });
    const url = `${base(team)}/items/${item.id}`;
    const reassign = await t.request('PATCH', url, {
      cookie: team.member.cookie,
      json: { assignedToUserId: team.otherMember.userId },
    });
    expect(reassign.status).toBe(403);
    expect((await t.request('DELETE', url, { cookie: team.member.cookie })).status).toBe(403);
    const outsider = await t.request('PATCH', url, {
      cookie: team.admin.cookie,
      json: { assignedToUserId: team.stranger.userId },
    });
    expect(outsider.status).toBe(422);
    expect((await t.request('DELETE', url, { cookie: team.admin.cookie })).status).toBe(204);
  });
});

describe('the last-4 rule', () => {
  it.each(['4111111111111111', '12345', '4111 1111 1111 1111', 'acct-1234'])(
    'refuses %j and stores nothing',
    async (reference) => {
      const team = await createTeam(t);
      const response = await t.request('POST', `${base(team)}/items`, {
        cookie: team.admin.cookie,
        json: { kind: 'bank_account', institution: 'First Bank', referenceLast4: reference },
      });
      expect(response.status).toBe(422);
      expect((await errorOf(response)).message).toBe(REFERENCE_MESSAGES.onlyLast4);
      const list = (await (
        await t.request('GET', `${base(team)}/items`, { cookie: team.admin.cookie })
      ).json()) as {
        items: unknown[];
      };
      expect(list.items).toEqual([]);
    },
  );

  it('stores only the four digits of a masked reference, also on update', async () => {
    const team = await createTeam(t);
    const item = await addItem(team, {
      kind: 'bank_account',
      institution: 'First Bank',
      referenceLast4: '****6789',
    });
    expect(item.referenceLast4).toBe('6789');
    const url = `${base(team)}/items/${item.id}`;
    const refused = await t.request('PATCH', url, {
      cookie: team.admin.cookie,
      json: { referenceLast4: '123456789' },
    });
    expect(refused.status).toBe(422);
  });
});

describe('statuses and letters', () => {
  it('dates each step and prepares the bank letter with the item and the loved one', async () => {
    const team = await createTeam(t);
    const item = await addItem(team, {
      kind: 'bank_account',
      institution: 'First Bank',
      referenceLast4: '6789',
      contactAddress: '1 Main St, Springfield',
    });
    const url = `${base(team)}/items/${item.id}`;
    const cookie = team.admin.cookie;
    for (const status of ['notified', 'in_progress', 'closed']) {
      expect((await t.request('PATCH', `${url}?timeZone=UTC`, { cookie, json: { status } })).status).toBe(
        200,
      );
    }
    const { items } = (await (await t.request('GET', `${base(team)}/items`, { cookie })).json()) as {
      items: Json[];
    };
    expect(items[0]).toMatchObject({ status: 'closed' });
    for (const key of ['notifiedOn', 'inProgressOn', 'finishedOn'])
      expect(items[0]?.[key]).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const { letter } = (await (await t.request('GET', `${url}/letter`, { cookie })).json()) as {
      letter: { title: string; text: string };
    };
    expect(letter.title).toBe('Bank Account Closure Letter');
    expect(letter.text).toContain('First Bank\n1 Main St, Springfield');
    expect(letter.text).toContain('Account number ending in: 6789');
    expect(letter.text).toContain('Account holder: Rose Lane');
    expect(letter.text).toContain('Date of death: October 1, 2026');

    const pdf = await t.request('GET', `${url}/letter.pdf`, { cookie });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('uses the memorialization request for an online account', async () => {
    const team = await createTeam(t);
    const item = await addItem(team, { kind: 'online_account', institution: 'Facebook' });
    const response = await t.request('GET', `${base(team)}/items/${item.id}/letter`, {
      cookie: team.member.cookie,
    });
    const { letter } = (await response.json()) as { letter: { title: string; text: string } };
    expect(letter.title).toBe('Social Media Memorialization Request');
    expect(letter.text).toContain('To: Facebook Support');
  });
});

describe('totals', () => {
  it('adds a hand-computed estate and expenses in exact cents', async () => {
    const team = await createTeam(t);
    await addItem(team, {
      kind: 'bank_account',
      institution: 'A',
      estimatedValue: '$12,500.75',
      status: 'closed',
    });
    await addItem(team, { kind: 'bank_account', institution: 'B', estimatedValue: '300.10' });
    await addItem(team, { kind: 'credit_card', institution: 'C', estimatedValue: '2,450.99', isDebt: true });
    await addItem(team, { kind: 'property', institution: 'House', estimatedValue: '325,000' });
    await addItem(team, { kind: 'subscription', institution: 'Streaming' });
    await addExpense(team, {
      paidOn: '2026-10-05',
      payee: 'Funeral home',
      amount: '0.10',
      category: 'funeral',
    });
    await addExpense(team, {
      paidOn: '2026-10-06',
      payee: 'Post Office',
      amount: '0.20',
      category: 'postage_certificates',
    });
    await addExpense(
      team,
      { paidOn: '2026-10-07', payee: 'Gas', amount: '45.67', category: 'travel' },
      team.member,
    );
    const totals = (await (
      await t.request('GET', `${base(team)}/totals`, { cookie: team.member.cookie })
    ).json()) as {
      inventory: Json;
      expenses: { totalCents: number; byPerson: Json[]; byCategory: Json[] };
    };
    expect(totals.inventory).toMatchObject({
      assetsCents: 33_780_085,
      debtsCents: 245_099,
      estimatedNetCents: 33_534_986,
      count: 5,
      doneCount: 1,
      unvaluedCount: 1,
    });
    // 0.10 + 0.20 is 30 cents here, not 0.30000000000000004 dollars.
    expect(totals.expenses.totalCents).toBe(4_597);
    expect(totals.expenses.byPerson).toEqual([
      { userId: team.admin.userId, name: 'Ada Admin', totalCents: 30, outstandingCents: 30 },
      { userId: team.member.userId, name: 'Sam Support', totalCents: 4_567, outstandingCents: 4_567 },
    ]);
  });
});

describe('debts by kind', () => {
  it('counts a loan or credit card sent without isDebt as a debt, and keeps an explicit answer', async () => {
    const team = await createTeam(t);
    const added = [
      await addItem(team, { kind: 'loan_debt', institution: 'Mortgage Co', estimatedValue: '150,000' }),
      await addItem(team, { kind: 'credit_card', institution: 'Card Co', estimatedValue: '2,450.99' }),
      await addItem(team, { kind: 'bank_account', institution: 'First Bank', estimatedValue: '12,500.75' }),
      // An overdrawn account the admin marked as owed; a card paid in credit the admin marked as not.
      await addItem(team, {
        kind: 'bank_account',
        institution: 'Overdrawn',
        estimatedValue: '40',
        isDebt: true,
      }),
      await addItem(team, {
        kind: 'credit_card',
        institution: 'In credit',
        estimatedValue: '15',
        isDebt: false,
      }),
    ];
    expect(added.map((item) => [item.institution, item.isDebt])).toEqual([
      ['Mortgage Co', true],
      ['Card Co', true],
      ['First Bank', false],
      ['Overdrawn', true],
      ['In credit', false],
    ]);
    const totals = (await (
      await t.request('GET', `${base(team)}/totals`, { cookie: team.admin.cookie })
    ).json()) as {
      inventory: Json;
    };
    expect(totals.inventory).toMatchObject({
      assetsCents: 1_250_075 + 1_500,
      debtsCents: 15_000_000 + 245_099 + 4_000,
    });
  });

  it('leaves isDebt alone when an update changes only the kind', async () => {
    const team = await createTeam(t);
    const item = await addItem(team, { kind: 'other', institution: 'Family loan', estimatedValue: '500' });
    expect(item.isDebt).toBe(false);
    const response = await t.request('PATCH', `${base(team)}/items/${item.id}`, {
      cookie: team.admin.cookie,
      json: { kind: 'loan_debt' },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { item: Json }).item).toMatchObject({
      kind: 'loan_debt',
      isDebt: false,
    });
  });
});

describe('how an asset was held', () => {
  it('keeps the answer, leaves it alone on other changes, clears it on "Not sure yet", and refuses others', async () => {
    const team = await createTeam(t);
    const unknown = await addItem(team, { kind: 'bank_account', institution: 'First Federal' });
    expect(unknown.ownership).toBeNull();
    const item = await addItem(team, {
      kind: 'insurance',
      institution: 'Lakeside Life',
      ownership: 'beneficiary',
    });
    expect(item.ownership).toBe('beneficiary');

    const patch = async (json: Json) =>
      t.request('PATCH', `${base(team)}/items/${item.id}`, { cookie: team.admin.cookie, json });
    const patched = async (json: Json) => ((await (await patch(json)).json()) as { item: Json }).item;
    expect(await patched({ status: 'notified' })).toMatchObject({
      status: 'notified',
      ownership: 'beneficiary',
    });
    expect(await patched({ ownership: 'trust' })).toMatchObject({ ownership: 'trust' });

    const refused = await patch({ ownership: 'shared-ish' });
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).message).toBe(INVENTORY_MESSAGES.ownershipInvalid);
    expect(await patched({ ownership: '' })).toMatchObject({ ownership: null });
  });
});

describe('their home', () => {
  it('marks only a Property item as their home, keeps the mark on other changes, and drops it with the kind', async () => {
    const team = await createTeam(t);
    const notAHome = await addItem(team, {
      kind: 'bank_account',
      institution: 'First Federal',
      isHome: true,
    });
    expect(notAHome.isHome).toBe(false);
    const unmarked = await addItem(team, { kind: 'property', institution: 'Lake lot' });
    expect(unmarked.isHome).toBe(false);
    const home = await addItem(team, { kind: 'property', institution: '12 Elm Street', isHome: true });
    expect(home.isHome).toBe(true);

    const patched = async (id: unknown, json: Json) =>
      (
        (await (
          await t.request('PATCH', `${base(team)}/items/${id}`, { cookie: team.admin.cookie, json })
        ).json()) as { item: Json }
      ).item;
    expect(await patched(home.id, { status: 'notified' })).toMatchObject({ isHome: true });
    expect(await patched(unmarked.id, { isHome: true })).toMatchObject({ isHome: true });
    expect(await patched(notAHome.id, { isHome: true })).toMatchObject({ isHome: false });
    // Listed again as something else, it is no longer anyone's home, and it stays so back as Property.
    expect(await patched(home.id, { kind: 'other' })).toMatchObject({ kind: 'other', isHome: false });
    expect(await patched(home.id, { kind: 'property' })).toMatchObject({ isHome: false });
  });
});

describe('expenses', () => {
  it('keeps members to their own expenses and reimbursement to the admin', async () => {
    const team = await createTeam(t);
    const json = { paidOn: '2026-10-05', payee: 'Train', amount: '30', category: 'travel' };
    const asOther = await t.request('POST', `${base(team)}/expenses`, {
      cookie: team.member.cookie,
      json: { ...json, paidByUserId: team.admin.userId },
    });
    expect(asOther.status).toBe(403);
    const mine = await addExpense(team, json, team.member);
    expect(mine.paidByUserId).toBe(team.member.userId);
    const url = `${base(team)}/expenses/${mine.id}`;
    expect(
      (await t.request('PATCH', url, { cookie: team.member.cookie, json: { reimbursed: true } })).status,
    ).toBe(403);
    expect(
      (await t.request('PATCH', url, { cookie: team.member.cookie, json: { amount: '35' } })).status,
    ).toBe(200);
    expect(
      (await t.request('PATCH', url, { cookie: team.admin.cookie, json: { reimbursed: true } })).status,
    ).toBe(200);
    // Paid back, it is a line of the estate's accounting: the member can no longer change or remove it.
    const changed = await t.request('PATCH', url, { cookie: team.member.cookie, json: { amount: '300' } });
    expect(changed.status).toBe(403);
    expect((await errorOf(changed)).message).toBe(INVENTORY_MESSAGES.editExpenseForbidden);
    expect((await t.request('DELETE', url, { cookie: team.member.cookie })).status).toBe(403);
    expect((await t.request('DELETE', url, { cookie: team.otherMember.cookie })).status).toBe(403);
    const ledger = await t.request('GET', `/api/estate-accounting/${team.lovedOne.id}/ledger`, {
      cookie: team.admin.cookie,
    });
    expect(JSON.stringify(await ledger.json())).toContain('3500');
    expect((await t.request('DELETE', url, { cookie: team.admin.cookie })).status).toBe(204);
  });

  it('refuses a member’s change that meets the admin paying the expense back: the admin’s figure is what was paid', async () => {
    const team = await createTeam(t);
    for (let round = 0; round < 5; round += 1) {
      const expense = await addExpense(
        team,
        { paidOn: '2026-10-05', payee: `Train ${round}`, amount: '30', category: 'travel' },
        team.member,
      );
      const url = `${base(team)}/expenses/${expense.id}`;
      const [paidBack, edit] = await Promise.all([
        t.request('PATCH', url, { cookie: team.admin.cookie, json: { reimbursed: true } }),
        t.request('PATCH', url, { cookie: team.member.cookie, json: { amount: '3000' } }),
      ]);
      const { expense: answered } = (await paidBack.json()) as { expense: { amountCents: number } };
      const listed = (await (
        await t.request('GET', `${base(team)}/expenses`, { cookie: team.admin.cookie })
      ).json()) as {
        expenses: { id: string; amountCents: number; reimbursed: boolean }[];
      };
      const stored = listed.expenses.find((row) => row.id === expense.id);
      // Either the member's change came first and the admin paid back $3,000, or it was refused.
      expect(stored).toMatchObject({ reimbursed: true, amountCents: answered.amountCents });
      expect(edit.status).toBe(answered.amountCents === 300_000 ? 200 : 403);
    }
  });

  it('dates the paying back: today unless said, and never before the death, before it was paid or after today', async () => {
    const team = await createTeam(t);
    const expense = await addExpense(
      team,
      { paidOn: '2026-09-28', payee: 'Hospital', amount: '80', category: 'other' },
      team.member,
    );
    const url = `${base(team)}/expenses/${expense.id}`;
    const patch = (json: Json, cookie = team.admin.cookie) =>
      t.request('PATCH', `${url}?timeZone=Pacific/Kiritimati`, { cookie, json });
    const refusal = async (json: Json) => {
      const response = await patch(json);
      expect(response.status).toBe(422);
      return (await errorOf(response)).issues;
    };
    const inTwoDays = todayIn('Pacific/Kiritimati', new Date(Date.now() + 2 * 86_400_000));

    // Paid before the death (a hospital bill), it can only be paid back from the death on.
    expect(await refusal({ reimbursed: true, reimbursedOn: '2026-09-30' })).toEqual([
      { path: 'reimbursedOn', message: ACCOUNT_DATE_MESSAGES.beforeDeath },
    ]);
    expect(await refusal({ reimbursed: true, reimbursedOn: inTwoDays })).toEqual([
      { path: 'reimbursedOn', message: ACCOUNT_DATE_MESSAGES.inFuture },
    ]);
    expect(await refusal({ reimbursed: true, reimbursedOn: '' })).toContainEqual({
      path: 'reimbursedOn',
      message: INVENTORY_MESSAGES.reimbursedOnRequired,
    });
    // Only the admin pays back, and says when.
    expect((await patch({ reimbursed: true, reimbursedOn: '2026-10-02' }, team.member.cookie)).status).toBe(
      403,
    );

    const before = todayIn('Pacific/Kiritimati');
    const marked = await patch({ reimbursed: true });
    expect(marked.status).toBe(200);
    const { expense: paidBack } = (await marked.json()) as { expense: { reimbursedOn: string } };
    expect([before, todayIn('Pacific/Kiritimati')]).toContain(paidBack.reimbursedOn);

    expect((await patch({ reimbursedOn: '2026-10-02' })).status).toBe(200);
    // Moving the payment after the paying back is refused where the paying back is said.
    expect(await refusal({ paidOn: '2026-10-03' })).toEqual([
      { path: 'reimbursedOn', message: INVENTORY_MESSAGES.paidBackBeforePaid },
    ]);
    expect(await refusal({ paidOn: inTwoDays })).toEqual([
      { path: 'paidOn', message: ACCOUNT_DATE_MESSAGES.inFuture },
    ]);

    const ledger = await t.request('GET', `/api/estate-accounting/${team.lovedOne.id}/ledger`, {
      cookie: team.member.cookie,
    });
    const { lines } = (await ledger.json()) as { lines: { description: string; onDate: string }[] };
    expect(lines).toEqual([
      expect.objectContaining({ description: 'Paid back: Hospital', onDate: '2026-10-02' }),
    ]);
    const csv = await (
      await t.request('GET', `${base(team)}/expenses.csv`, { cookie: team.admin.cookie })
    ).text();
    expect(csv).toContain('2026-09-28,Hospital,Other,80.00,Sam Support,Yes,2026-10-02,,');

    // Marked not paid back, it has no such day, and leaves the account.
    const unmarked = await patch({ reimbursed: false });
    expect(
      ((await unmarked.json()) as { expense: { reimbursedOn: string | null } }).expense.reimbursedOn,
    ).toBeNull();
    // A new expense can't be dated after today.
    const future = await t.request('POST', `${base(team)}/expenses?timeZone=Pacific/Kiritimati`, {
      cookie: team.member.cookie,
      json: { paidOn: inTwoDays, payee: 'Florist', amount: '10', category: 'funeral' },
    });
    expect(future.status).toBe(422);
    expect((await errorOf(future)).issues).toEqual([
      { path: 'paidOn', message: ACCOUNT_DATE_MESSAGES.inFuture },
    ]);
    // Nor without a category: none is taken for granted, as the accounting totals them by it.
    for (const category of [undefined, '']) {
      const unchosen = await t.request('POST', `${base(team)}/expenses?timeZone=UTC`, {
        cookie: team.member.cookie,
        json: { paidOn: '2026-10-05', payee: 'County Hospital', amount: '412.50', category },
      });
      expect(unchosen.status).toBe(422);
      expect((await errorOf(unchosen)).issues).toEqual([
        { path: 'category', message: INVENTORY_MESSAGES.categoryRequired },
      ]);
    }
  });

  it('still names who paid once they delete their account: the estate knows whom it owes and paid back', async () => {
    const team = await createTeam(t);
    const json = { paidOn: '2026-10-05', payee: 'Train', amount: '30', category: 'travel' };
    const paidBack = await addExpense(team, json, team.member);
    const owed = await addExpense(team, { ...json, payee: 'Stamps', amount: '12' }, team.member);
    const url = `${base(team)}/expenses/${paidBack.id}`;
    expect(
      (await t.request('PATCH', url, { cookie: team.admin.cookie, json: { reimbursed: true } })).status,
    ).toBe(200);
    const deleted = await t.request('DELETE', '/api/account', {
      cookie: team.member.cookie,
      json: { password: team.member.password },
    });
    expect(deleted.status).toBe(200);

    const listed = await t.request('GET', `${base(team)}/expenses`, { cookie: team.admin.cookie });
    const { expenses, totals } = (await listed.json()) as {
      expenses: { id: string; paidByName: string | null }[];
      totals: { byPerson: { userId: string | null; name: string | null; outstandingCents: number }[] };
    };
    expect(expenses.find((expense) => expense.id === owed.id)?.paidByName).toBe('Sam Support');
    expect(totals.byPerson).toEqual([
      { userId: null, name: 'Sam Support', totalCents: 4_200, outstandingCents: 1_200 },
    ]);
    const ledger = await t.request('GET', `/api/estate-accounting/${team.lovedOne.id}/ledger`, {
      cookie: team.admin.cookie,
    });
    const { lines } = (await ledger.json()) as { lines: { description: string; party: string | null }[] };
    expect(lines.find((line) => line.description === 'Paid back: Train')?.party).toBe('Sam Support');
  });

  it('accepts an image or PDF receipt by its bytes, serves it only to the team, and refuses the rest', async () => {
    const team = await createTeam(t);
    const expense = await addExpense(team, {
      paidOn: '2026-10-05',
      payee: 'Florist',
      amount: '120',
      category: 'funeral',
    });
    const url = `${base(team)}/expenses/${expense.id}/receipt`;
    const png = new Uint8Array(await makePng());
    const fake = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const refused = await t.request('PUT', url, {
      cookie: team.admin.cookie,
      body: receiptForm(fake, 'receipt.png'),
    });
    expect(refused.status).toBe(415);
    const stranger = await t.request('PUT', url, {
      cookie: team.stranger.cookie,
      body: receiptForm(png, 'r.png'),
    });
    expect(stranger.status).toBe(404);
    const ok = await t.request('PUT', url, {
      cookie: team.admin.cookie,
      body: receiptForm(png, 'florist receipt.png'),
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { expense: Json }).expense.receiptFileName).toBe('florist receipt.png');

    const asMember = await t.request('GET', url, { cookie: team.otherMember.cookie });
    expect(asMember.status).toBe(200);
    expect(asMember.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await asMember.arrayBuffer())).toEqual(png);
    expect((await t.request('GET', url, { cookie: team.stranger.cookie })).status).toBe(404);
    expect((await t.request('GET', url)).status).toBe(401);
    const [stored] = await t.deps.db
      .select({ key: executorExpenses.receiptKey })
      .from(executorExpenses)
      .where(eq(executorExpenses.id, expense.id as string));
    expect(stored?.key).toMatch(new RegExp(`^expense-receipts/${team.lovedOne.id}/${expense.id}/`));
    expect(await t.deps.storage.get(stored!.key!)).not.toBeNull();
  });

  it('exports CSV that quotes commas, quotes and line breaks and neutralises formulas', async () => {
    const team = await createTeam(t);
    await addExpense(team, {
      paidOn: '2026-10-05',
      payee: 'Smith, Jones & "Sons"',
      amount: '1,234.56',
      category: 'legal_probate',
      notes: 'first line\nsecond line',
    });
    await addExpense(team, {
      paidOn: '2026-10-06',
      payee: '=HYPERLINK("http://evil")',
      amount: '5',
      category: 'other',
    });
    await addExpense(team, {
      paidOn: '2026-10-07',
      payee: '@SUM(1+1)',
      amount: '7.5',
      category: 'travel',
      notes: '+1 -2',
    });
    await addExpense(team, {
      paidOn: '2026-10-08',
      payee: "-2+3+cmd|' /C calc'!A0",
      amount: '1',
      category: 'other',
    });
    const response = await t.request('GET', `${base(team)}/expenses.csv`, { cookie: team.member.cookie });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="executor-expenses.csv"/,
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text).toBe(
      '\uFEFFDate,Payee,Category,Amount (USD),Paid by,Reimbursed,Reimbursed on,Receipt,Notes\r\n' +
        '2026-10-05,"Smith, Jones & ""Sons""",Legal & probate,1234.56,Ada Admin,No,,,"first line\nsecond line"\r\n' +
        '2026-10-06,"\'=HYPERLINK(""http://evil"")",Other,5.00,Ada Admin,No,,,\r\n' +
        "2026-10-07,'@SUM(1+1),Travel,7.50,Ada Admin,No,,,'+1 -2\r\n" +
        "2026-10-08,'-2+3+cmd|' /C calc'!A0,Other,1.00,Ada Admin,No,,,\r\n",
    );
  });
});

const taskRow = async (taskId: string) =>
  (await t.deps.db.select().from(tasks).where(eq(tasks.id, taskId)))[0];

describe('refused writes', () => {
  it('leave the item and the expense exactly as they were', async () => {
    const team = await createTeam(t);
    const item = await addItem(team, { kind: 'bank_account', institution: 'First Bank' });
    const expense = await addExpense(team, {
      paidOn: '2026-10-05',
      payee: 'Florist',
      amount: '120',
      category: 'funeral',
    });
    const itemUrl = `${base(team)}/items/${item.id}`;
    const expenseUrl = `${base(team)}/expenses/${expense.id}`;
    for (const person of [team.stranger, team.otherMember]) {
      const cookie = person.cookie;
      const expected = person === team.stranger ? 404 : 403;
      expect((await t.request('PATCH', itemUrl, { cookie, json: { status: 'closed' } })).status).toBe(
        expected,
      );
      expect((await t.request('DELETE', itemUrl, { cookie })).status).toBe(expected);
      expect((await t.request('PATCH', expenseUrl, { cookie, json: { amount: '1' } })).status).toBe(expected);
      expect((await t.request('DELETE', expenseUrl, { cookie })).status).toBe(expected);
    }
    const cookie = team.admin.cookie;
    const { items } = (await (await t.request('GET', `${base(team)}/items`, { cookie })).json()) as {
      items: Json[];
    };
    expect(items).toEqual([item]);
    const { expenses } = (await (await t.request('GET', `${base(team)}/expenses`, { cookie })).json()) as {
      expenses: Json[];
    };
    expect(expenses).toEqual([expense]);
  });
});

describe('items and the checklist', () => {
  it('links an item to a checklist task and completes the task when the assignee closes it', async () => {
    const team = await createTeam(t);
    const task = await insertTask(t, {
      lovedOneId: team.lovedOne.id,
      key: 'bank-accounts',
      title: 'Notify their bank and ask about each account',
      area: 'financial',
    });
    const cookie = team.admin.cookie;
    const list = (await (await t.request('GET', `${base(team)}/items`, { cookie })).json()) as {
      tasks: Json[];
    };
    expect(list.tasks).toEqual([{ id: task.id, key: 'bank-accounts', title: task.title, status: 'pending' }]);
    const item = await addItem(team, {
      kind: 'bank_account',
      institution: 'First Bank',
      assignedToUserId: team.member.userId,
      taskId: task.id,
    });
    expect(item).toMatchObject({ taskId: task.id, taskTitle: task.title });
    const url = `${base(team)}/items/${item.id}?timeZone=UTC`;
    for (const status of ['notified', 'in_progress']) {
      await t.request('PATCH', url, { cookie: team.member.cookie, json: { status } });
      expect((await taskRow(task.id))?.status).toBe('pending');
    }
    const closed = await t.request('PATCH', url, { cookie: team.member.cookie, json: { status: 'claimed' } });
    expect(closed.status).toBe(200);
    const done = await taskRow(task.id);
    expect(done).toMatchObject({ status: 'completed' });
    expect(done?.completedAt).toBeInstanceOf(Date);
    // The team's feed shows who completed it, as for a task ticked by hand.
    const events = await t.deps.db.select().from(activityEvents).where(eq(activityEvents.taskId, task.id));
    expect(events.map((event) => [event.kind, event.actorUserId])).toEqual([
      ['task_completed', team.member.userId],
    ]);
  });

  it('links nothing unless a task is chosen, even when the checklist has one for the kind', async () => {
    const team = await createTeam(t);
    const task = await insertTask(t, {
      lovedOneId: team.lovedOne.id,
      key: 'notify-health-insurance',
      title: 'Notify their health insurer and Medicare',
      area: 'financial',
    });
    const unchosen = await addItem(team, { kind: 'insurance', institution: 'MetLife', status: 'closed' });
    expect(unchosen).toMatchObject({ taskId: null, taskTitle: null });
    expect((await taskRow(task.id))?.status).toBe('pending');
    const chosen = await addItem(team, { kind: 'insurance', institution: 'Blue Cross', taskId: task.id });
    expect(chosen).toMatchObject({ taskId: task.id, taskTitle: task.title });
  });

  it('completes a shared task only when every item linked to it is done', async () => {
    const team = await createTeam(t);
    const task = await insertTask(t, { lovedOneId: team.lovedOne.id, title: 'Bank', area: 'financial' });
    const first = await addItem(team, { kind: 'bank_account', institution: 'A', taskId: task.id });
    const second = await addItem(team, { kind: 'bank_account', institution: 'B', taskId: task.id });
    const cookie = team.admin.cookie;
    await t.request('PATCH', `${base(team)}/items/${first.id}`, { cookie, json: { status: 'closed' } });
    expect((await taskRow(task.id))?.status).toBe('pending');
    await t.request('PATCH', `${base(team)}/items/${second.id}`, { cookie, json: { status: 'transferred' } });
    expect((await taskRow(task.id))?.status).toBe('completed');
  });

  it('makes a new task for the item, in its card and assigned like the item', async () => {
    const team = await createTeam(t);
    const item = await addItem(team, {
      kind: 'subscription',
      institution: 'StreamCo',
      assignedToUserId: team.member.userId,
      taskId: 'new',
    });
    const task = await taskRow(String(item.taskId));
    expect(task).toMatchObject({
      lovedOneId: team.lovedOne.id,
      title: 'Cancel the subscription to StreamCo',
      category: 'Home, Property & Accounts',
      area: 'accounts',
      status: 'pending',
      isCustom: true,
      assignedToUserId: team.member.userId,
    });
    expect(item.taskTitle).toBe('Cancel the subscription to StreamCo');
  });

  it('adds an already closed item with its task completed, in one go', async () => {
    const team = await createTeam(t);
    const item = await addItem(team, {
      kind: 'utility',
      institution: 'Power Co',
      status: 'closed',
      taskId: 'new',
    });
    expect((await taskRow(String(item.taskId)))?.status).toBe('completed');
  });

  it('refuses tasks of another loved one, hidden tasks and non-ids, and creates nothing', async () => {
    const team = await createTeam(t);
    const other = await createTeam(t);
    const theirs = await insertTask(t, { lovedOneId: other.lovedOne.id, area: 'financial' });
    const hidden = await insertTask(t, { lovedOneId: team.lovedOne.id, area: 'financial', status: 'hidden' });
    for (const taskId of [theirs.id, hidden.id, 'not-a-task']) {
      const response = await t.request('POST', `${base(team)}/items`, {
        cookie: team.admin.cookie,
        json: { kind: 'bank_account', institution: 'First Bank', taskId },
      });
      expect(response.status).toBe(422);
      expect((await errorOf(response)).message).toBe(INVENTORY_MESSAGES.taskNotOnChecklist);
    }
    const list = (await (
      await t.request('GET', `${base(team)}/items`, { cookie: team.admin.cookie })
    ).json()) as { items: unknown[] };
    expect(list.items).toEqual([]);
  });

  it('rolls the new task back when the item cannot be saved', async () => {
    const team = await createTeam(t);
    // A constraint only this test adds makes the item insert fail after the task insert.
    await t.deps.db.execute(
      sql`alter table inventory_items add constraint test_institution_not_boom check (institution <> 'Boom')`,
    );
    const response = await t.request('POST', `${base(team)}/items`, {
      cookie: team.admin.cookie,
      json: { kind: 'bank_account', institution: 'Boom', taskId: 'new' },
    });
    expect(response.status).toBe(500);
    const rows = await t.deps.db.select().from(tasks).where(eq(tasks.lovedOneId, team.lovedOne.id));
    expect(rows).toEqual([]);
  });

  it('keeps linking with the admin', async () => {
    const team = await createTeam(t);
    const task = await insertTask(t, { lovedOneId: team.lovedOne.id, area: 'financial' });
    const item = await addItem(team, {
      kind: 'credit_card',
      institution: 'Card Co',
      assignedToUserId: team.member.userId,
    });
    const url = `${base(team)}/items/${item.id}`;
    const asMember = await t.request('PATCH', url, { cookie: team.member.cookie, json: { taskId: task.id } });
    expect(asMember.status).toBe(403);
    expect((await errorOf(asMember)).message).toBe(INVENTORY_MESSAGES.linkOnlyAdmin);
    const asAdmin = await t.request('PATCH', url, { cookie: team.admin.cookie, json: { taskId: task.id } });
    expect(((await asAdmin.json()) as { item: Json }).item.taskId).toBe(task.id);
    const unlinked = await t.request('PATCH', url, { cookie: team.admin.cookie, json: { taskId: null } });
    expect(((await unlinked.json()) as { item: Json }).item.taskId).toBeNull();
  });
});

describe('the dashboard cards', () => {
  it('count closed / total items beside the tasks of the Financial and Accounts cards', async () => {
    const team = await createTeam(t);
    await insertTask(t, { lovedOneId: team.lovedOne.id, area: 'financial', status: 'completed' });
    await insertTask(t, { lovedOneId: team.lovedOne.id, area: 'financial' });
    await addItem(team, { kind: 'bank_account', institution: 'A', status: 'closed' });
    await addItem(team, { kind: 'insurance', institution: 'B', status: 'claimed' });
    await addItem(team, { kind: 'credit_card', institution: 'C', status: 'in_progress' });
    await addItem(team, { kind: 'subscription', institution: 'D' });
    const response = await t.request('GET', `/api/dashboard?lovedOne=${team.lovedOne.id}&timeZone=UTC`, {
      cookie: team.member.cookie,
    });
    const { summary } = (await response.json()) as { summary: { areas: Json[] } };
    expect(summary.areas.filter((area) => area.area === 'financial' || area.area === 'accounts')).toEqual([
      // Tasks 1 of 2, items 2 of 3: 3 of 5 done.
      { area: 'financial', total: 2, completed: 1, percent: 60, items: { count: 3, doneCount: 2 } },
      { area: 'accounts', total: 0, completed: 0, percent: 0, items: { count: 1, doneCount: 0 } },
    ]);
    expect(summary.areas.find((area) => area.area === 'legal')).toMatchObject({ items: null });
  });
});
