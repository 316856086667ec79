import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ASSET_PLAN_MESSAGES } from '#shared/estate-accounting/asset-plans.ts';
import { HEIR_MESSAGES } from '#shared/estate-accounting/heirs.ts';
import { ACCOUNT_DATE_MESSAGES, LEDGER_MESSAGES } from '#shared/estate-accounting/ledger.ts';
import { TIME_LOG_MESSAGES } from '#shared/estate-accounting/time-log.ts';
import { INVENTORY_MESSAGES } from '#shared/inventory/inventory-schemas.ts';
import { formatCents } from '#shared/inventory/money.ts';
import { createTeam, errorOf } from '#test/factories/team.ts';
import { pdfText } from '#test/pdf-text.ts';
import { createTestApp, signUpUser, type TestApp } from '#test/test-app.ts';
import { isForeignKeyViolation } from '../db/constraint-violations.ts';
import { inventoryItems } from '../inventory/inventory.schema.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { estateHeirs, estateLedgerEntries } from './estate-accounting.schema.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Team = Awaited<ReturnType<typeof createTeam>>;
type Ledger = {
  lines: {
    id: string;
    source: string;
    kind: string;
    onDate: string;
    amountCents: number;
    party: string;
    description: string;
    debtItemId: string | null;
    inKindItemId: string | null;
    fromItemId: string | null;
    notes: string | null;
  }[];
  totals: {
    receiptsCents: number;
    disbursementsCents: number;
    distributionsCents: number;
    inKindCents: number;
    balanceCents: number;
  };
  heirs: {
    id: string;
    name: string;
    shareBasisPoints: number | null;
    received: { cashCents: number; inKindCents: number };
    hasDistributions: boolean;
  }[];
  shareLeftBasisPoints: number;
  assets: {
    itemId: string;
    institution: string;
    plan: string | null;
    planHeirId: string | null;
    ownership: string | null;
  }[];
  timeLog: { entries: { id: string; onDate: string; minutes: number; work: string }[]; totalMinutes: number };
  debts: { institution: string; debtCents: number; paidCents: number; remainingCents: number }[];
  permittedActions: { record: boolean; change: boolean; remove: boolean };
};

const ledgerUrl = (team: Team) => `/api/estate-accounting/${team.lovedOne.id}/ledger`;

async function readLedger(team: Team, cookie: string) {
  const response = await t.request('GET', ledgerUrl(team), { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as Ledger;
}

async function record(team: Team, json: Record<string, unknown>, cookie = team.admin.cookie) {
  return t.request('POST', ledgerUrl(team), { cookie, json });
}

const heirsUrl = (team: Team) => `/api/estate-accounting/${team.lovedOne.id}/heirs`;

async function addHeir(team: Team, json: Record<string, unknown>, cookie = team.admin.cookie) {
  return t.request('POST', heirsUrl(team), { cookie, json });
}

async function heirIdOf(response: Response): Promise<string> {
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { heir: { id: string } }).heir.id;
}

async function addItem(team: Team, json: Record<string, unknown>) {
  const response = await t.request('POST', `/api/inventory/${team.lovedOne.id}/items`, {
    cookie: team.admin.cookie,
    json,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { item: { id: string } }).item.id;
}

describe('the estate account', () => {
  it('reconciles money in, payments out (a debt payment reducing the debt, a paid-back expense) and what reached the heirs', async () => {
    const team = await createTeam(t);
    const card = await t.request('POST', `/api/inventory/${team.lovedOne.id}/items`, {
      cookie: team.admin.cookie,
      json: { kind: 'credit_card', institution: 'Chase Visa', estimatedValue: '1,200.00', isDebt: true },
    });
    expect(card.status).toBe(201);
    const { item } = (await card.json()) as { item: { id: string } };
    const expense = await t.request('POST', `/api/inventory/${team.lovedOne.id}/expenses`, {
      cookie: team.member.cookie,
      json: { paidOn: '2026-10-05', payee: 'Florist', amount: '120', category: 'funeral' },
    });
    expect(expense.status).toBe(201);
    const { expense: saved } = (await expense.json()) as { expense: { id: string } };
    const reimbursed = await t.request('PATCH', `/api/inventory/${team.lovedOne.id}/expenses/${saved.id}`, {
      cookie: team.admin.cookie,
      json: { reimbursed: true, reimbursedOn: '2026-10-11' },
    });
    expect(reimbursed.status).toBe(200);
    const samId = await heirIdOf(await addHeir(team, { name: 'Sam Lane', relationship: 'Son', share: '50' }));

    for (const entry of [
      {
        kind: 'receipt',
        onDate: '2026-10-10',
        amount: '10,000.50',
        party: 'Hudson Savings',
        description: 'Checking account closed',
      },
      {
        kind: 'disbursement',
        onDate: '2026-10-12',
        amount: '450',
        party: 'Chase',
        description: 'Card balance',
        debtItemId: item.id,
      },
      {
        kind: 'distribution',
        onDate: '2026-11-01',
        amount: '5,000',
        heirId: samId,
        description: 'First distribution',
      },
    ])
      expect((await record(team, entry)).status).toBe(201);

    const ledger = await readLedger(team, team.member.cookie);
    // The expense paid on 5 October is the estate's on the day it was paid back.
    expect(ledger.lines.map((line) => [line.source, line.kind, line.onDate, line.amountCents])).toEqual([
      ['ledger', 'receipt', '2026-10-10', 1_000_050],
      ['expense', 'disbursement', '2026-10-11', 12_000],
      ['ledger', 'disbursement', '2026-10-12', 45_000],
      ['ledger', 'distribution', '2026-11-01', 500_000],
    ]);
    expect(ledger.lines[1]).toMatchObject({ party: 'Sam Support', description: 'Paid back: Florist' });
    expect(ledger.lines[3]).toMatchObject({ party: 'Sam Lane', description: 'First distribution' });
    expect(ledger.totals).toEqual({
      receiptsCents: 1_000_050,
      disbursementsCents: 57_000,
      distributionsCents: 500_000,
      inKindCents: 0,
      balanceCents: 443_050,
    });
    expect(ledger.heirs).toEqual([
      expect.objectContaining({ name: 'Sam Lane', received: { cashCents: 500_000, inKindCents: 0 } }),
    ]);
    expect(ledger.debts).toEqual([
      expect.objectContaining({
        institution: 'Chase Visa',
        debtCents: 120_000,
        paidCents: 45_000,
        remainingCents: 75_000,
      }),
    ]);
    expect(ledger.permittedActions).toEqual({ record: false, change: false, remove: false });
  });

  it('is kept by the admin alone, read by the team, and hidden from everyone else', async () => {
    const team = await createTeam(t);
    const entry = {
      kind: 'receipt',
      onDate: '2026-10-10',
      amount: '10',
      party: 'IRS',
      description: 'Refund',
    };
    const byMember = await record(team, entry, team.member.cookie);
    expect(byMember.status).toBe(403);
    expect((await errorOf(byMember)).message).toBe(LEDGER_MESSAGES.onlyAdmin);
    expect((await record(team, entry, team.stranger.cookie)).status).toBe(404);
    expect((await t.request('GET', ledgerUrl(team), { cookie: team.stranger.cookie })).status).toBe(404);

    const added = await record(team, entry);
    const { entry: saved } = (await added.json()) as { entry: { id: string } };
    const url = `${ledgerUrl(team)}/${saved.id}`;
    expect((await t.request('DELETE', url, { cookie: team.member.cookie })).status).toBe(403);
    expect((await t.request('DELETE', url, { cookie: team.stranger.cookie })).status).toBe(404);
    expect((await readLedger(team, team.member.cookie)).totals.receiptsCents).toBe(1000);
    expect((await t.request('DELETE', url, { cookie: team.admin.cookie })).status).toBe(204);
    // Pressed again (its answer lost): the line is gone, as asked (decision 081).
    expect((await t.request('DELETE', url, { cookie: team.admin.cookie })).status).toBe(204);
    expect((await readLedger(team, team.admin.cookie)).totals.balanceCents).toBe(0);
  });

  it('changes a line as the executor corrects it, checked as a new one, and lets nobody else', async () => {
    const team = await createTeam(t);
    const other = await createTeam(t);
    const samId = await heirIdOf(await addHeir(team, { name: 'Sam Lane', share: '100' }));
    const carId = await addItem(team, {
      kind: 'vehicle',
      institution: '2019 Subaru',
      estimatedValue: '18,000',
    });
    const entry = {
      kind: 'receipt',
      onDate: '2026-10-10',
      amount: '1,000',
      party: 'IRS',
      description: 'Refund',
      notes: 'Check 4411',
    };
    const added = await record(team, entry);
    const { entry: saved } = (await added.json()) as { entry: { id: string } };
    const url = `${ledgerUrl(team)}/${saved.id}?timeZone=UTC`;
    const change = (json: Record<string, unknown>, cookie = team.admin.cookie) =>
      t.request('PUT', url, { cookie, json });
    const corrected = { ...entry, amount: '100', onDate: '2026-10-11', notes: 'Check 4411, cashed' };

    const byMember = await change(corrected, team.member.cookie);
    expect(byMember.status).toBe(403);
    expect((await errorOf(byMember)).message).toBe(LEDGER_MESSAGES.onlyAdmin);
    expect((await change(corrected, team.stranger.cookie)).status).toBe(404);
    expect((await change(corrected, other.admin.cookie)).status).toBe(404);
    // Another estate's line, by its own admin's hand on this estate's address: not found, and untouched.
    const theirs = await record(other, entry, other.admin.cookie);
    const { entry: theirLine } = (await theirs.json()) as { entry: { id: string } };
    const crossed = await t.request('PUT', `${ledgerUrl(team)}/${theirLine.id}?timeZone=UTC`, {
      cookie: team.admin.cookie,
      json: corrected,
    });
    expect(crossed.status).toBe(404);
    expect((await errorOf(crossed)).message).toBe(LEDGER_MESSAGES.entryNotFound);
    expect((await readLedger(other, other.admin.cookie)).totals.receiptsCents).toBe(100_000);

    // Refused as a new line would be, and nothing changes.
    const beforeDeath = await change({ ...corrected, onDate: '2026-09-30' });
    expect(beforeDeath.status).toBe(422);
    expect((await errorOf(beforeDeath)).issues).toEqual([
      { path: 'onDate', message: ACCOUNT_DATE_MESSAGES.beforeDeath },
    ]);
    expect((await readLedger(team, team.admin.cookie)).totals.receiptsCents).toBe(100_000);

    expect((await change(corrected)).status).toBe(204);
    let ledger = await readLedger(team, team.member.cookie);
    expect(ledger.lines.map((line) => [line.kind, line.amountCents, line.party, line.notes])).toEqual([
      ['receipt', 10_000, 'IRS', 'Check 4411, cashed'],
    ]);
    expect(ledger.totals.balanceCents).toBe(10_000);
    const [row] = await t.deps.db
      .select()
      .from(estateLedgerEntries)
      .where(eq(estateLedgerEntries.id, saved.id));
    expect(row).toMatchObject({ onDate: '2026-10-11', notes: 'Check 4411, cashed' });

    // A line may become another kind: here, the car given to Sam in kind.
    const gift = {
      kind: 'distribution',
      onDate: '2026-11-01',
      amount: '18,000',
      heirId: samId,
      inKindItemId: carId,
      description: 'The Subaru',
    };
    expect((await change(gift)).status).toBe(204);
    ledger = await readLedger(team, team.admin.cookie);
    expect(ledger.totals).toMatchObject({ receiptsCents: 0, inKindCents: 1_800_000, balanceCents: 0 });
    expect(ledger.lines[0]).toMatchObject({ party: 'Sam Lane', inKindItemId: carId });
    expect(ledger.heirs[0]?.received).toEqual({ cashCents: 0, inKindCents: 1_800_000 });
    expect(ledger.permittedActions).toEqual({ record: true, change: true, remove: true });
  });

  it('refuses a bad entry with a clear message: no amount, a debt payment that is money in, another estate’s debt', async () => {
    const team = await createTeam(t);
    const other = await createTeam(t);
    const otherDebt = await t.request('POST', `/api/inventory/${other.lovedOne.id}/items`, {
      cookie: other.admin.cookie,
      json: { kind: 'loan_debt', institution: 'Their bank', estimatedValue: '100', isDebt: true },
    });
    const { item } = (await otherDebt.json()) as { item: { id: string } };
    const base = {
      kind: 'disbursement',
      onDate: '2026-10-10',
      amount: '10',
      party: 'Bank',
      description: 'Loan',
    };

    const noAmount = await record(team, { ...base, amount: '' });
    expect(noAmount.status).toBe(422);
    const moneyIn = await record(team, { ...base, kind: 'receipt', debtItemId: item.id });
    expect(moneyIn.status).toBe(422);
    expect(JSON.stringify(await errorOf(moneyIn))).toContain(LEDGER_MESSAGES.debtOnlyForPayments);
    const foreign = await record(team, { ...base, debtItemId: item.id });
    expect(foreign.status).toBe(422);
    expect((await errorOf(foreign)).message).toBe(LEDGER_MESSAGES.notADebt);
    expect((await readLedger(team, team.admin.cookie)).lines).toEqual([]);
  });

  it('prints the accounting as a court reads it, and its totals are the ledger’s to the cent', async () => {
    const team = await createTeam(t);
    const samId = await heirIdOf(await addHeir(team, { name: 'Sam Lane', share: '100' }));
    const carId = await addItem(team, {
      kind: 'vehicle',
      institution: '2019 Subaru Outback',
      estimatedValue: '18,000',
    });
    for (const entry of [
      {
        kind: 'receipt',
        onDate: '2026-10-10',
        amount: '10,000.50',
        party: 'Hudson Savings',
        description: 'Checking closed',
      },
      { kind: 'receipt', onDate: '2026-10-20', amount: '312.19', party: 'IRS', description: 'Tax refund' },
      {
        kind: 'disbursement',
        onDate: '2026-10-12',
        amount: '450',
        party: 'Chase',
        description: 'Card balance',
      },
      {
        kind: 'distribution',
        onDate: '2026-11-01',
        amount: '5,000',
        heirId: samId,
        description: 'First distribution',
      },
      {
        kind: 'distribution',
        onDate: '2026-11-03',
        amount: '17,500',
        heirId: samId,
        inKindItemId: carId,
        description: 'The Subaru',
      },
    ])
      expect((await record(team, entry)).status).toBe(201);
    const { totals } = await readLedger(team, team.member.cookie);

    const response = await t.request(
      'GET',
      `/api/estate-accounting/${team.lovedOne.id}/accounting.pdf?timeZone=UTC`,
      {
        cookie: team.member.cookie,
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(await response.arrayBuffer());
    expect(text).toContain('Estate of Rose Lane');
    expect(text).toContain('From the date of death, October 1, 2026');
    expect(text).toContain(`Total receipts (Schedule A) ${formatCents(totals.receiptsCents)}`);
    expect(text).toContain(
      `Less total disbursements (Schedule B) ${formatCents(-totals.disbursementsCents)}`,
    );
    expect(text).toContain(
      `Less total distributions in cash (Schedule C) ${formatCents(-totals.distributionsCents)}`,
    );
    expect(text).toContain(`Balance on hand ${formatCents(totals.balanceCents)}`);
    expect(formatCents(totals.balanceCents)).toBe('$4,862.69');
    // The car never passed through the account's cash: shown beside the balance, not taken from it.
    expect(text).toContain(
      `Total property distributed in kind, at its value (Schedule C) ${formatCents(totals.inKindCents)}`,
    );
    expect(formatCents(totals.inKindCents)).toBe('$17,500.00');
    expect(text).toContain('November 3, 2026 Sam Lane: The Subaru (in kind, at its value) $17,500.00');
    expect(text).toContain('Total distributions in cash $5,000.00');
    expect(text).toContain('October 20, 2026 IRS: Tax refund $312.19');
    expect(text).toContain('Total receipts $10,312.69');
    expect(text).toContain('Schedule C: Distributions to heirs and beneficiaries');
    // Charges against credits agree: the car is carried at its $18,000 value at the death, not the $17,500 given.
    expect(text).toContain('Property distributed in kind (Schedule C) $18,000.00');
    expect(text).toContain('Total charges $28,312.69');
    expect(text).toContain('Total credits $28,312.69');
    expect(text).not.toContain('Schedule E');

    const stranger = await t.request('GET', `/api/estate-accounting/${team.lovedOne.id}/accounting.pdf`, {
      cookie: team.stranger.cookie,
    });
    expect(stranger.status).toBe(404);
  });

  it('names the heirs with their shares, never more than the whole, and sends each distribution to one of them', async () => {
    const team = await createTeam(t);
    const other = await createTeam(t);
    const margaretId = await heirIdOf(
      await addHeir(team, { name: 'Margaret Lane', relationship: 'Daughter', share: '33.33' }),
    );
    const samId = await heirIdOf(await addHeir(team, { name: 'Sam Lane', share: '33.33' }));
    await heirIdOf(await addHeir(team, { name: 'St. Mark’s Church', share: '' }));

    const tooMuch = await addHeir(team, { name: 'Ada Lane', share: '40' });
    expect(tooMuch.status).toBe(422);
    expect(await errorOf(tooMuch)).toMatchObject({
      message: 'The shares would add up to more than 100%. 33.34% is left to give.',
      issues: [
        { path: 'share', message: 'The shares would add up to more than 100%. 33.34% is left to give.' },
      ],
    });
    expect((await addHeir(team, { name: 'Ada Lane', share: '33.34' })).status).toBe(201);
    expect((await readLedger(team, team.member.cookie)).shareLeftBasisPoints).toBe(0);

    // A changed share is weighed against the others, not against itself.
    const changed = await t.request('PUT', `${heirsUrl(team)}/${samId}`, {
      cookie: team.admin.cookie,
      json: { name: 'Samuel Lane', share: '33.33' },
    });
    expect(changed.status).toBe(200);
    const grown = await t.request('PUT', `${heirsUrl(team)}/${samId}`, {
      cookie: team.admin.cookie,
      json: { name: 'Samuel Lane', share: '40' },
    });
    expect(grown.status).toBe(422);

    const houseId = await addItem(team, {
      kind: 'property',
      institution: '12 Elm Street',
      estimatedValue: '300,000',
    });
    const debtId = await addItem(team, {
      kind: 'loan_debt',
      institution: 'Mortgage',
      estimatedValue: '90,000',
      isDebt: true,
    });
    const theirHeir = await heirIdOf(await addHeir(other, { name: 'Someone else', share: '10' }));
    const distribution = {
      kind: 'distribution',
      onDate: '2026-11-02',
      amount: '1,000',
      description: 'Advance',
    };
    const toNobody = await record(team, distribution);
    expect(toNobody.status).toBe(422);
    expect(JSON.stringify(await errorOf(toNobody))).toContain(LEDGER_MESSAGES.heirRequired);
    const toTheirs = await record(team, { ...distribution, heirId: theirHeir });
    expect(toTheirs.status).toBe(422);
    expect((await errorOf(toTheirs)).issues).toEqual([
      { path: 'heirId', message: HEIR_MESSAGES.heirNotFound },
    ]);
    const aDebtInKind = await record(team, { ...distribution, heirId: margaretId, inKindItemId: debtId });
    expect((await errorOf(aDebtInKind)).issues).toEqual([
      { path: 'inKindItemId', message: LEDGER_MESSAGES.notAnAsset },
    ]);
    expect((await record(team, { ...distribution, heirId: margaretId })).status).toBe(201);
    expect(
      (await record(team, { ...distribution, amount: '300,000', heirId: margaretId, inKindItemId: houseId }))
        .status,
    ).toBe(201);

    const ledger = await readLedger(team, team.member.cookie);
    expect(ledger.heirs.map((heir) => [heir.name, heir.shareBasisPoints, heir.received])).toEqual([
      ['Margaret Lane', 3333, { cashCents: 100_000, inKindCents: 30_000_000 }],
      ['Samuel Lane', 3333, { cashCents: 0, inKindCents: 0 }],
      ['St. Mark’s Church', null, { cashCents: 0, inKindCents: 0 }],
      ['Ada Lane', 3334, { cashCents: 0, inKindCents: 0 }],
    ]);
    expect(ledger.totals).toMatchObject({
      distributionsCents: 100_000,
      inKindCents: 30_000_000,
      balanceCents: -100_000,
    });

    // Someone who has received something stays on the list; someone who has not can go.
    const removeMargaret = await t.request('DELETE', `${heirsUrl(team)}/${margaretId}`, {
      cookie: team.admin.cookie,
    });
    expect(ledger.heirs.map((heir) => heir.hasDistributions)).toEqual([true, false, false, false]);
    expect(removeMargaret.status).toBe(409);
    expect((await errorOf(removeMargaret)).message).toBe(HEIR_MESSAGES.hasDistributions('Margaret Lane'));
    expect(
      (await t.request('DELETE', `${heirsUrl(team)}/${samId}`, { cookie: team.admin.cookie })).status,
    ).toBe(204);

    // The executor names the heirs; the team reads them; nobody else learns they exist.
    const byMember = await addHeir(team, { name: 'Nobody', share: '' }, team.member.cookie);
    expect(byMember.status).toBe(403);
    expect((await addHeir(team, { name: 'Nobody', share: '' }, team.stranger.cookie)).status).toBe(404);
    for (const [method, cookie, status] of [
      ['PUT', team.member.cookie, 403],
      ['PUT', team.stranger.cookie, 404],
      ['DELETE', team.member.cookie, 403],
      ['DELETE', team.stranger.cookie, 404],
    ] as const) {
      const response = await t.request(method, `${heirsUrl(team)}/${margaretId}`, {
        cookie,
        json: method === 'PUT' ? { name: 'Changed', share: '' } : undefined,
      });
      expect(response.status, `${method} ${status}`).toBe(status);
    }
    expect(
      (
        await t.request('PUT', `${heirsUrl(other)}/${margaretId}`, {
          cookie: other.admin.cookie,
          json: { name: 'Changed', share: '' },
        })
      ).status,
    ).toBe(404);
    expect((await readLedger(team, team.admin.cookie)).heirs.map((heir) => heir.name)).toEqual([
      'Margaret Lane',
      'St. Mark’s Church',
      'Ada Lane',
    ]);
  });

  it('keeps an item the account names: the executor is told which and how many entries, and may delete it once they are gone', async () => {
    const team = await createTeam(t);
    const samId = await heirIdOf(await addHeir(team, { name: 'Sam Lane', share: '100' }));
    const carId = await addItem(team, {
      kind: 'vehicle',
      institution: 'Subaru Outback',
      estimatedValue: '18,000',
    });
    const cardId = await addItem(team, {
      kind: 'credit_card',
      institution: 'Chase Visa',
      estimatedValue: '1,200',
      isDebt: true,
    });
    const pianoId = await addItem(team, { kind: 'other', institution: 'Piano' });
    const base = { onDate: '2026-11-02', party: 'Chase', description: 'Paid' };
    for (const amount of ['200', '300', '700']) {
      expect((await record(team, { ...base, kind: 'disbursement', amount, debtItemId: cardId })).status).toBe(
        201,
      );
    }
    const gift = {
      kind: 'distribution',
      onDate: '2026-11-03',
      amount: '18,000',
      heirId: samId,
      description: 'Car',
    };
    expect((await record(team, { ...gift, inKind: true, inKindItemId: carId })).status).toBe(201);

    const inventory = await t.request('GET', `/api/inventory/${team.lovedOne.id}/items`, {
      cookie: team.admin.cookie,
    });
    const { items } = (await inventory.json()) as {
      items: { institution: string; accountEntries: number }[];
    };
    expect(items.map((item) => [item.institution, item.accountEntries]).sort()).toEqual([
      ['Chase Visa', 3],
      ['Piano', 0],
      ['Subaru Outback', 1],
    ]);
    const itemUrl = (id: string) => `/api/inventory/${team.lovedOne.id}/items/${id}`;
    const removeCard = await t.request('DELETE', itemUrl(cardId), { cookie: team.admin.cookie });
    expect(removeCard.status).toBe(409);
    expect((await errorOf(removeCard)).message).toBe(
      'Chase Visa is named by 3 entries in the estate account, so it stays in the inventory. To delete it, remove or change those entries first.',
    );
    const removeCar = await t.request('DELETE', itemUrl(carId), { cookie: team.admin.cookie });
    expect(removeCar.status).toBe(409);
    expect((await errorOf(removeCar)).message).toBe(
      INVENTORY_MESSAGES.inTheEstateAccount('Subaru Outback', 1),
    );
    expect((await t.request('DELETE', itemUrl(pianoId), { cookie: team.admin.cookie })).status).toBe(204);
    // The database keeps it too, whatever reads it first: an entry recorded after the check above.
    await expect(t.deps.db.delete(inventoryItems).where(eq(inventoryItems.id, carId))).rejects.toSatisfy(
      isForeignKeyViolation,
    );

    const ledger = await readLedger(team, team.admin.cookie);
    expect(ledger.debts).toEqual([
      expect.objectContaining({ institution: 'Chase Visa', paidCents: 120_000 }),
    ]);
    for (const line of ledger.lines.filter((line) => line.debtItemId === cardId)) {
      const gone = await t.request('DELETE', `${ledgerUrl(team)}/${line.id}`, { cookie: team.admin.cookie });
      expect(gone.status).toBe(204);
    }
    expect((await t.request('DELETE', itemUrl(cardId), { cookie: team.admin.cookie })).status).toBe(204);
  });

  it('goes with the loved one: deleting them takes the heirs and every line', async () => {
    const team = await createTeam(t);
    const samId = await heirIdOf(await addHeir(team, { name: 'Sam Lane', share: '100' }));
    expect(
      (
        await record(team, {
          kind: 'distribution',
          onDate: '2026-11-02',
          amount: '10',
          heirId: samId,
          description: 'Gift',
        })
      ).status,
    ).toBe(201);
    const carId = await addItem(team, {
      kind: 'vehicle',
      institution: 'Subaru Outback',
      estimatedValue: '18,000',
    });
    expect(
      (
        await record(team, {
          kind: 'distribution',
          onDate: '2026-11-03',
          amount: '18,000',
          heirId: samId,
          inKind: true,
          inKindItemId: carId,
          description: 'Car',
        })
      ).status,
    ).toBe(201);
    // The heir and the item are referred to by the lines; all go in the one cascading statement.
    await t.deps.db.delete(lovedOnes).where(eq(lovedOnes.id, team.lovedOne.id));
    expect(
      await t.deps.db.select().from(estateHeirs).where(eq(estateHeirs.lovedOneId, team.lovedOne.id)),
    ).toEqual([]);
    expect(
      await t.deps.db
        .select()
        .from(estateLedgerEntries)
        .where(eq(estateLedgerEntries.lovedOneId, team.lovedOne.id)),
    ).toEqual([]);
  });

  it('keeps a plan for each asset: to sell, to give to a named heir, or not decided yet', async () => {
    const team = await createTeam(t);
    const other = await createTeam(t);
    const houseId = await addItem(team, {
      kind: 'property',
      institution: '12 Elm Street',
      estimatedValue: '300,000',
    });
    const carId = await addItem(team, {
      kind: 'vehicle',
      institution: '2019 Subaru',
      estimatedValue: '18,000',
    });
    const debtId = await addItem(team, { kind: 'loan_debt', institution: 'Mortgage', isDebt: true });
    const samId = await heirIdOf(await addHeir(team, { name: 'Sam Lane', share: '' }));
    const theirHeir = await heirIdOf(await addHeir(other, { name: 'Someone else', share: '' }));
    const plan = (itemId: string, json: Record<string, unknown>, cookie = team.admin.cookie) =>
      t.request('PUT', `/api/estate-accounting/${team.lovedOne.id}/assets/${itemId}/plan`, { cookie, json });
    const plansOf = async () =>
      Object.fromEntries(
        (await readLedger(team, team.member.cookie)).assets.map((asset) => [
          asset.institution,
          [asset.plan, asset.planHeirId],
        ]),
      );

    expect((await plan(houseId, { plan: 'sell' })).status).toBe(204);
    expect((await plan(carId, { plan: 'distribute', heirId: samId })).status).toBe(204);
    expect(await plansOf()).toEqual({
      '12 Elm Street': ['sell', null],
      '2019 Subaru': ['distribute', samId],
    });

    // Changed, then undecided again.
    expect((await plan(houseId, { plan: 'transfer' })).status).toBe(204);
    expect((await plan(carId, { plan: null })).status).toBe(204);
    expect(await plansOf()).toEqual({ '12 Elm Street': ['transfer', null], '2019 Subaru': [null, null] });

    // Refused: an heir on a sale, another estate's heir, a debt, another estate's item; and by the wrong people.
    expect((await plan(houseId, { plan: 'sell', heirId: samId })).status).toBe(422);
    const foreignHeir = await plan(carId, { plan: 'distribute', heirId: theirHeir });
    expect((await errorOf(foreignHeir)).issues).toEqual([
      { path: 'heirId', message: ASSET_PLAN_MESSAGES.heirNotFound },
    ]);
    expect((await plan(debtId, { plan: 'sell' })).status).toBe(422);
    const otherItem = await t.request('POST', `/api/inventory/${other.lovedOne.id}/items`, {
      cookie: other.admin.cookie,
      json: { kind: 'vehicle', institution: 'Their car' },
    });
    const { item: theirItem } = (await otherItem.json()) as { item: { id: string } };
    expect((await plan(theirItem.id, { plan: 'sell' })).status).toBe(404);
    expect((await plan(houseId, { plan: 'sell' }, team.member.cookie)).status).toBe(403);
    expect((await plan(houseId, { plan: 'sell' }, team.stranger.cookie)).status).toBe(404);
    expect(await plansOf()).toEqual({ '12 Elm Street': ['transfer', null], '2019 Subaru': [null, null] });

    // An heir taken off the list leaves the plan to give it, with nobody named yet.
    expect((await plan(carId, { plan: 'distribute', heirId: samId })).status).toBe(204);
    expect(
      (await t.request('DELETE', `${heirsUrl(team)}/${samId}`, { cookie: team.admin.cookie })).status,
    ).toBe(204);
    expect((await plansOf())['2019 Subaru']).toEqual(['distribute', null]);
  });

  it('takes only the plans that fit how an asset was held, and says how it was held', async () => {
    const team = await createTeam(t);
    const plan = (itemId: string, json: Record<string, unknown>) =>
      t.request('PUT', `/api/estate-accounting/${team.lovedOne.id}/assets/${itemId}/plan`, {
        cookie: team.admin.cookie,
        json,
      });
    const jointId = await addItem(team, {
      kind: 'bank_account',
      institution: 'Joint checking',
      estimatedValue: '8,000',
      ownership: 'joint_survivorship',
    });
    const houseId = await addItem(team, {
      kind: 'property',
      institution: '12 Elm Street',
      estimatedValue: '300,000',
      ownership: 'sole',
    });

    // The joint account goes to the co-owner: the estate can't sell it; a house in their name alone is the estate's.
    const sale = await plan(jointId, { plan: 'sell' });
    expect(sale.status).toBe(422);
    expect((await errorOf(sale)).issues).toEqual([
      { path: 'plan', message: ASSET_PLAN_MESSAGES.passesOutsideProbate },
    ]);
    const transfer = await plan(houseId, { plan: 'transfer' });
    expect((await errorOf(transfer)).issues).toEqual([
      { path: 'plan', message: ASSET_PLAN_MESSAGES.goesThroughProbate },
    ]);
    expect((await plan(jointId, { plan: 'transfer' })).status).toBe(204);
    expect((await plan(houseId, { plan: 'sell' })).status).toBe(204);

    // Found later to be in a trust: the plan stays as chosen, and the page reads how it is held now.
    await t.request('PATCH', `/api/inventory/${team.lovedOne.id}/items/${houseId}`, {
      cookie: team.admin.cookie,
      json: { ownership: 'trust' },
    });
    const assets = (await readLedger(team, team.member.cookie)).assets.map((asset) => [
      asset.institution,
      asset.plan,
      asset.ownership,
    ]);
    expect(assets).toEqual([
      ['Joint checking', 'transfer', 'joint_survivorship'],
      ['12 Elm Street', 'sell', 'trust'],
    ]);
    // The inventory for the court prints the plans that can happen, not the one overtaken.
    const inventory = await t.request(
      'GET',
      `/api/estate-accounting/${team.lovedOne.id}/inventory.pdf?timeZone=UTC`,
      { cookie: team.admin.cookie },
    );
    const text = await pdfText(await inventory.arrayBuffer());
    expect(text).toContain(
      'Joint checking. Jointly, with right of survivorship. Plan: Transfer it outside probate',
    );
    expect(text).toContain('12 Elm Street. Held in a trust $300,000.00');
    expect(text).not.toContain('Sell it');
  });

  it('keeps the executor’s time log, and prints it with the accounting', async () => {
    const team = await createTeam(t);
    const timeUrl = `/api/estate-accounting/${team.lovedOne.id}/time`;
    const log = (json: Record<string, unknown>, cookie = team.admin.cookie) =>
      t.request('POST', timeUrl, { cookie, json });

    const refused = await log({ onDate: '2026-10-06', hours: 'all morning', work: '' });
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).issues).toEqual([
      { path: 'hours', message: TIME_LOG_MESSAGES.hoursInvalid },
      { path: 'work', message: TIME_LOG_MESSAGES.workRequired },
    ]);
    expect((await log({ onDate: '2026-10-08', hours: '1:45', work: 'Met the probate clerk' })).status).toBe(
      201,
    );
    const first = await log({ onDate: '2026-10-06', hours: '2.5', work: 'Gathered bank statements' });
    expect(first.status).toBe(201);
    const { entry } = (await first.json()) as { entry: { id: string } };

    // The team reads it; only the executor writes or removes; nobody else learns it exists.
    expect((await log({ onDate: '2026-10-09', hours: '1', work: 'Calls' }, team.member.cookie)).status).toBe(
      403,
    );
    expect(
      (await log({ onDate: '2026-10-09', hours: '1', work: 'Calls' }, team.stranger.cookie)).status,
    ).toBe(404);
    expect((await t.request('DELETE', `${timeUrl}/${entry.id}`, { cookie: team.member.cookie })).status).toBe(
      403,
    );
    expect(
      (await t.request('DELETE', `${timeUrl}/${entry.id}`, { cookie: team.stranger.cookie })).status,
    ).toBe(404);

    const { timeLog } = await readLedger(team, team.member.cookie);
    expect(timeLog.entries.map((one) => [one.onDate, one.minutes, one.work])).toEqual([
      ['2026-10-06', 150, 'Gathered bank statements'],
      ['2026-10-08', 105, 'Met the probate clerk'],
    ]);
    expect(timeLog.totalMinutes).toBe(255);

    const pdf = await t.request(
      'GET',
      `/api/estate-accounting/${team.lovedOne.id}/accounting.pdf?timeZone=UTC`,
      {
        cookie: team.member.cookie,
      },
    );
    const text = await pdfText(await pdf.arrayBuffer());
    expect(text).toContain('Executor’s time');
    expect(text).toContain('October 6, 2026 Gathered bank statements 2 h 30 min');
    expect(text).toContain('Total time 4 h 15 min');

    expect((await t.request('DELETE', `${timeUrl}/${entry.id}`, { cookie: team.admin.cookie })).status).toBe(
      204,
    );
    expect((await readLedger(team, team.admin.cookie)).timeLog.totalMinutes).toBe(105);
  });

  it('corrects a time entry, counting the day without its old time, and lets nobody else', async () => {
    const team = await createTeam(t);
    const other = await createTeam(t);
    const timeUrl = `/api/estate-accounting/${team.lovedOne.id}/time`;
    const log = async (json: Record<string, unknown>) => {
      const logged = await t.request('POST', `${timeUrl}?timeZone=UTC`, { cookie: team.admin.cookie, json });
      expect(logged.status).toBe(201);
      return ((await logged.json()) as { entry: { id: string } }).entry.id;
    };
    await log({ onDate: '2026-10-06', hours: '20', work: 'Cleared the house' });
    const entryId = await log({ onDate: '2026-10-06', hours: '3', work: 'Calls' });
    const change = (json: Record<string, unknown>, cookie = team.admin.cookie, id = entryId) =>
      t.request('PUT', `${timeUrl}/${id}?timeZone=UTC`, { cookie, json });

    expect(
      (await change({ onDate: '2026-10-06', hours: '1', work: 'Calls' }, team.member.cookie)).status,
    ).toBe(403);
    expect(
      (await change({ onDate: '2026-10-06', hours: '1', work: 'Calls' }, team.stranger.cookie)).status,
    ).toBe(404);
    const theirs = await t.request('POST', `/api/estate-accounting/${other.lovedOne.id}/time?timeZone=UTC`, {
      cookie: other.admin.cookie,
      json: { onDate: '2026-10-06', hours: '1', work: 'Theirs' },
    });
    const { entry: theirEntry } = (await theirs.json()) as { entry: { id: string } };
    const crossed = await change(
      { onDate: '2026-10-06', hours: '1', work: 'Calls' },
      team.admin.cookie,
      theirEntry.id,
    );
    expect(crossed.status).toBe(404);
    expect((await errorOf(crossed)).message).toBe(TIME_LOG_MESSAGES.entryNotFound);

    // Its own 3 hours don't count against it: 20 + 4 fills the day, 20 + 5 is past it.
    const full = await change({ onDate: '2026-10-06', hours: '5', work: 'Calls' });
    expect(full.status).toBe(422);
    expect((await errorOf(full)).issues).toEqual([
      { path: 'hours', message: TIME_LOG_MESSAGES.dayFull(1200) },
    ]);
    expect((await change({ onDate: '2026-10-06', hours: '4', work: 'Calls to the bank' })).status).toBe(204);
    const { timeLog } = await readLedger(team, team.member.cookie);
    expect(timeLog.entries.map((one) => [one.minutes, one.work])).toEqual([
      [1200, 'Cleared the house'],
      [240, 'Calls to the bank'],
    ]);
    expect((await readLedger(other, other.admin.cookie)).timeLog.entries[0]?.work).toBe('Theirs');
  });

  it('keeps the account and the time log to the days from the death to today, and a day to 24 hours', async () => {
    const team = await createTeam(t);
    const receipt = { kind: 'receipt', amount: '50', party: 'Hudson Bank', description: 'Interest' };
    for (const [onDate, message] of [
      ['2026-09-30', ACCOUNT_DATE_MESSAGES.beforeDeath],
      ['2099-01-01', ACCOUNT_DATE_MESSAGES.inFuture],
    ] as const) {
      const refused = await record(team, { ...receipt, onDate });
      expect(refused.status, onDate).toBe(422);
      expect((await errorOf(refused)).issues).toEqual([{ path: 'onDate', message }]);
    }
    expect((await record(team, { ...receipt, onDate: '2026-10-01' })).status).toBe(201);

    const timeUrl = `/api/estate-accounting/${team.lovedOne.id}/time?timeZone=UTC`;
    const log = (json: Record<string, unknown>) =>
      t.request('POST', timeUrl, { cookie: team.admin.cookie, json });
    const early = await log({ onDate: '2026-09-30', hours: '1', work: 'Calls' });
    expect((await errorOf(early)).issues).toEqual([
      { path: 'onDate', message: ACCOUNT_DATE_MESSAGES.beforeDeath },
    ]);
    expect((await log({ onDate: '2026-10-06', hours: '20', work: 'Cleared the house' })).status).toBe(201);
    expect((await log({ onDate: '2026-10-06', hours: '4', work: 'Sorted the papers' })).status).toBe(201);
    const over = await log({ onDate: '2026-10-06', hours: '0:15', work: 'One more call' });
    expect(over.status).toBe(422);
    expect((await errorOf(over)).issues).toEqual([
      { path: 'hours', message: TIME_LOG_MESSAGES.dayFull(24 * 60) },
    ]);
    expect((await log({ onDate: '2026-10-07', hours: '0:15', work: 'One more call' })).status).toBe(201);
    expect((await readLedger(team, team.admin.cookie)).timeLog.totalMinutes).toBe(24 * 60 + 15);
  });

  it('gives in kind only what goes through probate: a jointly owned home was never the estate’s to give', async () => {
    const team = await createTeam(t);
    const heirId = await heirIdOf(await addHeir(team, { name: 'Sam Lane', share: '100' }));
    const homeId = await addItem(team, {
      kind: 'property',
      institution: '12 Elm Street',
      estimatedValue: '300,000',
    });
    const carId = await addItem(team, {
      kind: 'vehicle',
      institution: '2019 Subaru',
      estimatedValue: '18,000',
    });
    await t.request('PATCH', `/api/inventory/${team.lovedOne.id}/items/${homeId}`, {
      cookie: team.admin.cookie,
      json: { ownership: 'joint_survivorship' },
    });
    const gift = {
      kind: 'distribution',
      onDate: '2026-11-02',
      amount: '18,000',
      heirId,
      description: 'Given',
    };
    const home = await record(team, { ...gift, inKindItemId: homeId });
    expect(home.status).toBe(422);
    expect((await errorOf(home)).issues).toEqual([
      { path: 'inKindItemId', message: LEDGER_MESSAGES.passesOutsideProbate },
    ]);
    // How the car was held is not known yet, so it may still be given.
    expect((await record(team, { ...gift, inKindItemId: carId })).status).toBe(201);
    expect((await readLedger(team, team.admin.cookie)).totals.inKindCents).toBe(1_800_000);
  });

  it('gives one asset in kind more than once, even past its value, and names the asset on each line', async () => {
    const team = await createTeam(t);
    const samId = await heirIdOf(await addHeir(team, { name: 'Sam Lane', share: '50' }));
    const adaId = await heirIdOf(await addHeir(team, { name: 'Ada Lane', share: '50' }));
    const houseId = await addItem(team, {
      kind: 'property',
      institution: '12 Elm Street',
      estimatedValue: '300,000',
    });
    const half = {
      kind: 'distribution',
      onDate: '2026-11-02',
      amount: '160,000',
      description: 'Half of the house',
      inKindItemId: houseId,
    };
    // Values when given may rightly pass the value at death: the page notes it, the server records it.
    expect((await record(team, { ...half, heirId: samId })).status).toBe(201);
    expect((await record(team, { ...half, heirId: adaId })).status).toBe(201);

    const ledger = await readLedger(team, team.member.cookie);
    expect(ledger.lines.map((line) => [line.party, line.inKindItemId, line.amountCents])).toEqual([
      ['Sam Lane', houseId, 16_000_000],
      ['Ada Lane', houseId, 16_000_000],
    ]);
    expect(ledger.totals.inKindCents).toBe(32_000_000);
  });

  it('takes money in from an asset of the estate, and prints what it still holds as property on hand', async () => {
    const team = await createTeam(t);
    const other = await createTeam(t);
    const otherCar = await t.request('POST', `/api/inventory/${other.lovedOne.id}/items`, {
      cookie: other.admin.cookie,
      json: { kind: 'vehicle', institution: 'Their car', estimatedValue: '5,000' },
    });
    const { item: foreign } = (await otherCar.json()) as { item: { id: string } };
    const houseId = await addItem(team, {
      kind: 'property',
      institution: '12 Elm Street',
      estimatedValue: '300,000',
    });
    await addItem(team, {
      kind: 'bank_account',
      institution: 'Hudson Savings checking',
      estimatedValue: '12,500',
    });
    const savingsId = await addItem(team, {
      kind: 'bank_account',
      institution: 'Joint savings',
      estimatedValue: '40,000',
    });
    const cardId = await addItem(team, {
      kind: 'credit_card',
      institution: 'Chase Visa',
      estimatedValue: '1,200',
      isDebt: true,
    });
    await addItem(team, { kind: 'other', institution: 'Piano' });
    for (const [itemId, ownership] of [
      [houseId, 'sole'],
      [savingsId, 'joint_survivorship'],
    ] as const)
      await t.request('PATCH', `/api/inventory/${team.lovedOne.id}/items/${itemId}`, {
        cookie: team.admin.cookie,
        json: { ownership },
      });
    const sale = {
      kind: 'receipt',
      onDate: '2026-11-02',
      amount: '320,000',
      party: 'Title company',
      description: 'Sale of the house',
    };

    const refusals: [Record<string, unknown>, string, string][] = [
      [{ ...sale, fromItemId: savingsId }, 'fromItemId', LEDGER_MESSAGES.moneyPassesOutsideProbate],
      [{ ...sale, fromItemId: cardId }, 'fromItemId', LEDGER_MESSAGES.notAnAsset],
      [{ ...sale, fromItemId: foreign.id }, 'fromItemId', LEDGER_MESSAGES.notAnAsset],
      [
        { ...sale, kind: 'disbursement', fromItemId: houseId },
        'fromItemId',
        LEDGER_MESSAGES.fromAssetOnlyForReceipts,
      ],
    ];
    for (const [entry, path, message] of refusals) {
      const refused = await record(team, entry);
      expect(refused.status).toBe(422);
      expect((await errorOf(refused)).issues).toEqual([{ path, message }]);
    }
    expect((await readLedger(team, team.admin.cookie)).lines).toEqual([]);
    // A member reads the account but doesn't keep it.
    expect((await record(team, { ...sale, fromItemId: houseId }, team.member.cookie)).status).toBe(403);

    expect((await record(team, { ...sale, fromItemId: houseId })).status).toBe(201);
    expect(
      (
        await record(team, {
          kind: 'disbursement',
          onDate: '2026-11-03',
          amount: '2,000',
          party: 'Movers',
          description: 'Clearing the house',
        })
      ).status,
    ).toBe(201);
    const ledger = await readLedger(team, team.member.cookie);
    expect(ledger.lines.map((line) => line.fromItemId)).toEqual([houseId, null]);
    expect(ledger.totals.balanceCents).toBe(31_800_000);

    const response = await t.request(
      'GET',
      `/api/estate-accounting/${team.lovedOne.id}/accounting.pdf?timeZone=UTC`,
      { cookie: team.member.cookie },
    );
    expect(response.status).toBe(200);
    const text = await pdfText(await response.arrayBuffer());
    expect(text).toContain(
      'November 2, 2026 Title company: Sale of the house (from 12 Elm Street, valued at $300,000.00 at the date of death) $320,000.00',
    );
    // The house became money; the checking account is still held and the piano has no value to add.
    // The joint savings was never the estate's, and a debt is not property.
    expect(text).toContain('Property still held, at its value at the date of death (Schedule D) $12,500.00');
    expect(text).toContain('Cash and property on hand (Schedule D) $330,500.00');
    const onHand = text.slice(
      text.indexOf('Schedule D: Property on hand'),
      text.indexOf('Schedule E: Debts still owed'),
    );
    expect(onHand).toContain('Cash: balance on hand $318,000.00');
    expect(onHand).toContain('Hudson Savings checking (how it was held is not recorded yet) $12,500.00');
    expect(onHand).toContain('Piano (how it was held is not recorded yet) No value');
    expect(onHand).toContain('One asset has no value recorded, so the total leaves it out.');
    expect(onHand).toContain('Total cash and property on hand $330,500.00');
    expect(onHand).not.toContain('12 Elm Street');
    expect(onHand).not.toContain('Joint savings');
    expect(onHand).not.toContain('Chase Visa');
    // The card was never paid, so it is still owed.
    const stillOwed = text.slice(text.indexOf('Schedule E: Debts still owed'));
    expect(stillOwed).toContain('Chase Visa $1,200.00');
    expect(stillOwed).toContain('Total debts still owed $1,200.00');
    // Charges against credits: the house and the checking account at their value, and the house's gain.
    const account = text.slice(text.indexOf('Charges and credits'), text.indexOf('Schedule A: Receipts'));
    expect(account).toContain('Property at its value at the date of death $312,500.00');
    expect(account).toContain('Receipts other than from the property (Schedule A) $0.00');
    expect(account).toContain('Gains: property that fetched more than its value $20,000.00');
    expect(account).toContain('Total charges $332,500.00');
    expect(account).toContain('Disbursements (Schedule B) $2,000.00');
    expect(account).toContain('Losses: property that fetched less than its value $0.00');
    expect(account).toContain('Cash and property on hand (Schedule D) $330,500.00');
    expect(account).toContain('Total credits $332,500.00');

    // The house the account names stays in the inventory: removing it would change these reports unseen.
    const removeHouse = await t.request('DELETE', `/api/inventory/${team.lovedOne.id}/items/${houseId}`, {
      cookie: team.admin.cookie,
    });
    expect(removeHouse.status).toBe(409);
    expect((await errorOf(removeHouse)).message).toBe(
      INVENTORY_MESSAGES.inTheEstateAccount('12 Elm Street', 1),
    );
    const after = await readLedger(team, team.admin.cookie);
    expect(after.lines.map((line) => line.fromItemId)).toEqual([houseId, null]);
    expect(after.totals.receiptsCents).toBe(32_000_000);
  });

  it('downloads as a cash book for the accountant: money in and out apart, the cash on hand after each line', async () => {
    const team = await createTeam(t);
    const houseId = await addItem(team, {
      kind: 'property',
      institution: '12 Elm Street',
      estimatedValue: '300,000',
    });
    const carId = await addItem(team, {
      kind: 'vehicle',
      institution: 'Honda Civic',
      estimatedValue: '9,000',
    });
    const cardId = await addItem(team, {
      kind: 'credit_card',
      institution: 'Chase Visa',
      estimatedValue: '1,200',
      isDebt: true,
    });
    const samId = await heirIdOf(await addHeir(team, { name: 'Sam Lane', share: '100' }));
    const expense = await t.request('POST', `/api/inventory/${team.lovedOne.id}/expenses`, {
      cookie: team.member.cookie,
      json: { paidOn: '2026-10-05', payee: 'Florist', amount: '120', category: 'funeral' },
    });
    const { expense: paid } = (await expense.json()) as { expense: { id: string } };
    await t.request('PATCH', `/api/inventory/${team.lovedOne.id}/expenses/${paid.id}`, {
      cookie: team.admin.cookie,
      json: { reimbursed: true, reimbursedOn: '2026-10-05' },
    });
    for (const entry of [
      {
        kind: 'receipt',
        onDate: '2026-10-20',
        amount: '320,000',
        party: 'Title company',
        description: 'Sale of the house',
        fromItemId: houseId,
        notes: '=wire 1024, "final"',
      },
      {
        kind: 'disbursement',
        onDate: '2026-10-21',
        amount: '1,200',
        party: 'Chase',
        description: 'Card balance',
        debtItemId: cardId,
      },
      {
        kind: 'distribution',
        onDate: '2026-11-02',
        amount: '8,500',
        heirId: samId,
        description: 'The car',
        inKindItemId: carId,
      },
      {
        kind: 'distribution',
        onDate: '2026-11-03',
        amount: '100,000',
        heirId: samId,
        description: 'First share',
      },
    ])
      expect((await record(team, entry)).status).toBe(201);

    const url = `/api/estate-accounting/${team.lovedOne.id}/ledger.csv`;
    // The team reads the account, so the team downloads it; no one else learns it exists.
    expect((await t.request('GET', url, { cookie: team.stranger.cookie })).status).toBe(404);
    const response = await t.request('GET', url, { cookie: team.member.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toContain(
      `Estate account - estate of ${team.lovedOne.firstName} ${team.lovedOne.lastName}.csv`,
    );
    const rows: string[][] = parse(Buffer.from(await response.arrayBuffer()), { bom: true });
    expect(rows).toEqual([
      [
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
      ],
      [
        '2026-10-05',
        'Executor expense paid back',
        'Sam Support',
        'Paid back: Florist',
        '',
        '120.00',
        '',
        '-120.00',
        '',
        '',
      ],
      [
        '2026-10-20',
        'Money in',
        'Title company',
        'Sale of the house',
        '320000.00',
        '',
        '',
        '319880.00',
        '12 Elm Street',
        // A spreadsheet shows it as the text it is, never runs it.
        '\'=wire 1024, "final"',
      ],
      ['2026-10-21', 'Debt paid', 'Chase', 'Card balance', '', '1200.00', '', '318680.00', 'Chase Visa', ''],
      [
        '2026-11-02',
        'Given to an heir in kind',
        'Sam Lane',
        'The car',
        '',
        '',
        '8500.00',
        '318680.00',
        'Honda Civic',
        '',
      ],
      ['2026-11-03', 'Given to an heir', 'Sam Lane', 'First share', '', '100000.00', '', '218680.00', '', ''],
    ]);
    // The last figure is the accounting's balance on hand, to the cent.
    const { totals } = await readLedger(team, team.admin.cookie);
    expect(rows.at(-1)?.[7]).toBe((totals.balanceCents / 100).toFixed(2));
  });

  it('prints the executor’s pay as Texas’s, Georgia’s, Alabama’s and North Carolina’s statutes count it on the account, and no figure elsewhere', async () => {
    const team = await createTeam(t);
    const houseId = await addItem(team, {
      kind: 'property',
      institution: '12 Elm Street',
      estimatedValue: '300,000',
    });
    const checkingId = await addItem(team, {
      kind: 'bank_account',
      institution: 'Hudson checking',
      estimatedValue: '12,500',
    });
    const samId = await heirIdOf(await addHeir(team, { name: 'Sam Lane', share: '100' }));
    for (const entry of [
      {
        kind: 'receipt',
        amount: '320,000',
        party: 'Title company',
        description: 'Sale',
        fromItemId: houseId,
      },
      {
        kind: 'receipt',
        amount: '12,500',
        party: 'Hudson Bank',
        description: 'Closed',
        fromItemId: checkingId,
      },
      { kind: 'disbursement', amount: '1,200', party: 'Movers', description: 'Clearing the house' },
      { kind: 'distribution', amount: '50,000', heirId: samId, description: 'First share' },
    ])
      expect((await record(team, { onDate: '2026-10-20', ...entry })).status).toBe(201);
    const accounting = async () => {
      const response = await t.request(
        'GET',
        `/api/estate-accounting/${team.lovedOne.id}/accounting.pdf?timeZone=UTC`,
        { cookie: team.member.cookie },
      );
      expect(response.status).toBe(200);
      return pdfText(await response.arrayBuffer());
    };
    // No state known: no statute to count by.
    expect(await accounting()).not.toContain('Executor’s pay');
    /** The accounting's pay section, with the loved one's state set to stateCode. */
    const payIn = async (stateCode: string, statute: string) => {
      await t.deps.db.update(lovedOnes).set({ stateCode }).where(eq(lovedOnes.id, team.lovedOne.id));
      const text = await accounting();
      expect(text).toContain(`Executor’s pay under ${statute}`);
      return text.slice(text.indexOf(`Executor’s pay under ${statute}`));
    };

    const pay = await payIn('TX', 'Texas Estates Code §352.002');
    expect(pay).toContain('Cash received that counts $320,000.00');
    expect(pay).toContain(
      'Leaves out $12,500.00 from bank, brokerage and insurance accounts named on their lines.',
    );
    expect(pay).toContain('Cash paid out that counts $1,200.00');
    expect(pay).toContain('Leaves out $50,000.00 of cash given to heirs.');
    expect(pay).toContain('5% of each $16,060.00');
    expect(pay).toContain('The most it can be: 5% of the estate’s value in the inventory $15,625.00');
    expect(pay).toContain('Pay on the account so far $15,625.00');

    // Georgia counts every dollar received and paid out, heirs' shares among them, at 2.5%, with no cap.
    const georgiaPay = await payIn('GA', 'Official Code of Georgia §53-6-60');
    expect(georgiaPay).toContain('Cash received that counts $332,500.00');
    expect(georgiaPay).toContain('Cash paid out that counts $51,200.00');
    expect(georgiaPay).toContain('2.5% of each $9,592.50');
    expect(georgiaPay).toContain('Pay on the account so far $9,592.50');
    expect(georgiaPay).not.toContain('The most it can be');
    expect(georgiaPay).not.toContain('Leaves out');

    // Alabama counts the property at its value, each asset once, and everything paid out, up to 2.5% each.
    const alabamaPay = await payIn('AL', 'Code of Alabama §43-2-848');
    expect(alabamaPay).toContain('Property and money received that counts $332,500.00');
    expect(alabamaPay).toContain(
      'Each asset counts once, at its inventory value: $312,500.00 that came in from them is already counted there.',
    );
    expect(alabamaPay).toContain('Paid out and handed over that counts $51,200.00');
    expect(alabamaPay).toContain('The most the court may allow so far $9,592.50');

    // North Carolina leaves out the house and its sale, and the heir's cash, up to 5% each.
    const carolinaPay = await payIn('NC', 'North Carolina General Statutes §28A-23-3');
    expect(carolinaPay).toContain('Property and money received that counts $12,500.00');
    expect(carolinaPay).toContain(
      'Leaves out $620,000.00 for what’s listed as Property and the money in from it: the clerk counts real property only where its sale paid debts or legacies.',
    );
    expect(carolinaPay).toContain('Cash paid out that counts $1,200.00');
    expect(carolinaPay).toContain('Leaves out $50,000.00 of cash given to heirs.');
    expect(carolinaPay).toContain('5% of each $685.00');
    expect(carolinaPay).toContain('The most the court may allow so far $685.00');

    await t.deps.db.update(lovedOnes).set({ stateCode: 'CA' }).where(eq(lovedOnes.id, team.lovedOne.id));
    expect(await accounting()).not.toContain('Executor’s pay');
  });

  it('prints names in any script as they are written, in both reports', async () => {
    const team = await createTeam(t);
    await t.deps.db
      .update(lovedOnes)
      .set({ firstName: '秀英', lastName: 'Łukaszewicz-Сергеева' })
      .where(eq(lovedOnes.id, team.lovedOne.id));
    const heirId = await heirIdOf(await addHeir(team, { name: '김민준', share: '50' }));
    await heirIdOf(await addHeir(team, { name: 'محمد علي', share: '50' }));
    await addItem(team, { kind: 'property', institution: 'Nguyễn family home', estimatedValue: '1,000' });
    expect(
      (
        await record(team, {
          kind: 'distribution',
          onDate: '2026-11-01',
          amount: '10',
          heirId,
          description: 'Gift',
        })
      ).status,
    ).toBe(201);

    for (const report of ['accounting', 'inventory']) {
      const response = await t.request(
        'GET',
        `/api/estate-accounting/${team.lovedOne.id}/${report}.pdf?timeZone=UTC`,
        { cookie: team.member.cookie },
      );
      const text = await pdfText(await response.arrayBuffer());
      expect(text).toContain('Estate of 秀英 Łukaszewicz-Сергеева');
      expect(text).not.toContain('?');
      if (report === 'accounting') expect(text).toContain('김민준');
      else expect(text).toContain('Nguyễn family home');
    }
  });

  it('prints the inventory as of the date of death: probate, outside probate, not known, debts, each totalled', async () => {
    const team = await createTeam(t);
    const houseId = await addItem(team, {
      kind: 'property',
      institution: '12 Elm Street',
      estimatedValue: '300,000',
    });
    await t.request('PATCH', `/api/inventory/${team.lovedOne.id}/items/${houseId}`, {
      cookie: team.admin.cookie,
      json: { ownership: 'sole' },
    });
    const savingsId = await addItem(team, {
      kind: 'bank_account',
      institution: 'Hudson Savings',
      estimatedValue: '10,000.50',
    });
    await t.request('PATCH', `/api/inventory/${team.lovedOne.id}/items/${savingsId}`, {
      cookie: team.admin.cookie,
      json: { ownership: 'payable_on_death', referenceLast4: '4821' },
    });
    await addItem(team, { kind: 'vehicle', institution: '2019 Subaru', estimatedValue: '18,000' });
    await addItem(team, { kind: 'other', institution: 'Stamp collection' });
    await addItem(team, {
      kind: 'credit_card',
      institution: 'Chase Visa',
      estimatedValue: '1,200',
      isDebt: true,
    });
    const planned = await t.request(
      'PUT',
      `/api/estate-accounting/${team.lovedOne.id}/assets/${houseId}/plan`,
      {
        cookie: team.admin.cookie,
        json: { plan: 'sell' },
      },
    );
    expect(planned.status).toBe(204);

    const response = await t.request(
      'GET',
      `/api/estate-accounting/${team.lovedOne.id}/inventory.pdf?timeZone=UTC`,
      {
        cookie: team.member.cookie,
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('Inventory - estate of Rose Lane.pdf');
    const text = await pdfText(await response.arrayBuffer());
    expect(text).toContain('Inventory of the estate, as of the date of death Date of death: October 1, 2026');
    expect(text).toContain('Probate assets (Schedule A) $300,000.00');
    expect(text).toContain('Assets outside probate (Schedule B) $10,000.50');
    expect(text).toContain('Assets not yet known how held (Schedule C) $18,000.00');
    expect(text).toContain('Total assets $328,000.50');
    expect(text).toContain('Less debts (Schedule D) -$1,200.00');
    expect(text).toContain('Net estate $326,800.50');
    expect(text).toContain('1 item has no value recorded and is not counted.');
    expect(text).toContain('Property: 12 Elm Street. Plan: Sell it $300,000.00');
    expect(text).toContain(
      'Bank account: Hudson Savings (ending 4821). Payable or transfer on death (POD / TOD) $10,000.50',
    );
    expect(text).toContain('Stamp collection No value');

    const stranger = await t.request('GET', `/api/estate-accounting/${team.lovedOne.id}/inventory.pdf`, {
      cookie: team.stranger.cookie,
    });
    expect(stranger.status).toBe(404);
  });
});

describe('the inventory report of an asset that turned out to be a debt', () => {
  it('prints it as a debt with no plan for it, though its old plan is still kept', async () => {
    const team = await createTeam(t);
    const carId = await addItem(team, { kind: 'vehicle', institution: 'Old Honda', estimatedValue: '3,000' });
    await t.request('PATCH', `/api/inventory/${team.lovedOne.id}/items/${carId}`, {
      cookie: team.admin.cookie,
      json: { ownership: 'sole' },
    });
    const planned = await t.request(
      'PUT',
      `/api/estate-accounting/${team.lovedOne.id}/assets/${carId}/plan`,
      {
        cookie: team.admin.cookie,
        json: { plan: 'sell' },
      },
    );
    expect(planned.status).toBe(204);
    const changed = await t.request('PATCH', `/api/inventory/${team.lovedOne.id}/items/${carId}`, {
      cookie: team.admin.cookie,
      json: { isDebt: true },
    });
    expect(changed.status).toBe(200);

    const response = await t.request(
      'GET',
      `/api/estate-accounting/${team.lovedOne.id}/inventory.pdf?timeZone=UTC`,
      { cookie: team.admin.cookie },
    );
    const text = await pdfText(await response.arrayBuffer());
    expect(text).toContain('Less debts (Schedule D) -$3,000.00');
    expect(text).toContain('Vehicle: Old Honda $3,000.00');
    expect(text).not.toContain('Plan: Sell it');
  });
});

describe('the reports on someone’s own plans', () => {
  it('are titled with the planner’s name and speak of no death, in the inventory and the accounting', async () => {
    const planner = await signUpUser(t, { firstName: 'Alex', lastName: 'Rivera' });
    const setup = await t.request('POST', '/api/onboarding/setup?timeZone=UTC', {
      cookie: planner.cookie,
      json: { path: 'planning-ahead', answers: {} },
    });
    const { lovedOneId } = (await setup.json()) as { lovedOneId: string };

    const inventory = await t.request(
      'GET',
      `/api/estate-accounting/${lovedOneId}/inventory.pdf?timeZone=UTC`,
      {
        cookie: planner.cookie,
      },
    );
    expect(inventory.status).toBe(200);
    expect(inventory.headers.get('content-disposition')).toContain('Inventory - estate of Alex Rivera.pdf');
    const inventoryText = await pdfText(await inventory.arrayBuffer());
    expect(inventoryText).toContain('Estate of Alex Rivera');
    expect(inventoryText).toContain('Inventory of the estate, listed ahead of time');

    const accounting = await t.request(
      'GET',
      `/api/estate-accounting/${lovedOneId}/accounting.pdf?timeZone=UTC`,
      {
        cookie: planner.cookie,
      },
    );
    expect(accounting.status).toBe(200);
    const accountingText = await pdfText(await accounting.arrayBuffer());
    expect(accountingText).toContain('Estate of Alex Rivera');

    for (const text of [inventoryText, accountingText]) {
      expect(text).not.toContain('My Plans');
      expect(text).not.toMatch(/date of death|loved one/i);
    }
  });
});
