import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEDGER_MESSAGES } from '#shared/estate-accounting/ledger.ts';
import { formatCents } from '#shared/inventory/money.ts';
import { createTeam, errorOf } from '#test/factories/team.ts';
import { pdfText } from '#test/pdf-text.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Team = Awaited<ReturnType<typeof createTeam>>;
type Ledger = {
  lines: { source: string; kind: string; amountCents: number; party: string; description: string }[];
  totals: {
    receiptsCents: number;
    disbursementsCents: number;
    distributionsCents: number;
    balanceCents: number;
  };
  debts: { institution: string; debtCents: number; paidCents: number; remainingCents: number }[];
  permittedActions: { record: boolean; remove: boolean };
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
      json: { reimbursed: true },
    });
    expect(reimbursed.status).toBe(200);

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
        party: 'Sam Lane',
        description: 'First distribution',
      },
    ])
      expect((await record(team, entry)).status).toBe(201);

    const ledger = await readLedger(team, team.member.cookie);
    expect(ledger.lines.map((line) => [line.source, line.kind, line.amountCents])).toEqual([
      ['expense', 'disbursement', 12_000],
      ['ledger', 'receipt', 1_000_050],
      ['ledger', 'disbursement', 45_000],
      ['ledger', 'distribution', 500_000],
    ]);
    expect(ledger.lines[0]).toMatchObject({ party: 'Sam Support', description: 'Paid back: Florist' });
    expect(ledger.totals).toEqual({
      receiptsCents: 1_000_050,
      disbursementsCents: 57_000,
      distributionsCents: 500_000,
      balanceCents: 443_050,
    });
    expect(ledger.debts).toEqual([
      expect.objectContaining({
        institution: 'Chase Visa',
        debtCents: 120_000,
        paidCents: 45_000,
        remainingCents: 75_000,
      }),
    ]);
    expect(ledger.permittedActions).toEqual({ record: false, remove: false });
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
    expect((await t.request('DELETE', url, { cookie: team.admin.cookie })).status).toBe(404);
    expect((await readLedger(team, team.admin.cookie)).totals.balanceCents).toBe(0);
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
        party: 'Sam Lane',
        description: 'First distribution',
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
      `Less total distributions (Schedule C) ${formatCents(-totals.distributionsCents)}`,
    );
    expect(text).toContain(`Balance on hand ${formatCents(totals.balanceCents)}`);
    expect(formatCents(totals.balanceCents)).toBe('$4,862.69');
    expect(text).toContain('October 20, 2026 IRS: Tax refund $312.19');
    expect(text).toContain('Total receipts $10,312.69');
    expect(text).toContain('Schedule C: Distributions to heirs and beneficiaries');

    const stranger = await t.request('GET', `/api/estate-accounting/${team.lovedOne.id}/accounting.pdf`, {
      cookie: team.stranger.cookie,
    });
    expect(stranger.status).toBe(404);
  });
});
