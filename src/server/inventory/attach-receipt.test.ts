import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTeam, makePng } from '#test/factories/team.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

// A PDF by its first bytes, with an HTML Application after them: named .hta, Windows would run it.
const PDF_WITH_A_PROGRAM = new TextEncoder().encode(
  '%PDF-1.4\n<html><head><HTA:APPLICATION/></head><body><script>new ActiveXObject("WScript.Shell")</script></body></html>\n%%EOF\n',
);

const receiptForm = (bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' }));
  return form;
};

describe('a receipt’s name', () => {
  it('takes the extension of what its bytes are, so a PDF called .hta downloads as .pdf', async () => {
    const team = await createTeam(t);
    const base = `/api/inventory/${team.lovedOne.id}`;
    const made = await t.request('POST', `${base}/expenses`, {
      cookie: team.member.cookie,
      json: { paidOn: '2026-10-05', payee: 'Florist', amount: '30', category: 'funeral' },
    });
    expect(made.status).toBe(201);
    const { expense } = (await made.json()) as { expense: { id: string } };

    const kept = await t.request('PUT', `${base}/expenses/${expense.id}/receipt`, {
      cookie: team.member.cookie,
      body: receiptForm(PDF_WITH_A_PROGRAM, 'Florist receipt.hta'),
    });
    expect(kept.status).toBe(200);
    expect(((await kept.json()) as { expense: { receiptFileName: string } }).expense.receiptFileName).toBe(
      'Florist receipt.pdf',
    );
    const read = await t.request('GET', `${base}/expenses/${expense.id}/receipt`, {
      cookie: team.admin.cookie,
    });
    expect(read.headers.get('content-type')).toBe('application/pdf');
    expect(read.headers.get('content-disposition')).toBe(
      `attachment; filename="Florist receipt.pdf"; filename*=UTF-8''Florist%20receipt.pdf`,
    );
  });
});

describe('a receipt sent as the expense is paid back', () => {
  it('is refused once the admin has paid it back, and leaves the receipt the admin saw as it was', async () => {
    const team = await createTeam(t);
    const base = `/api/inventory/${team.lovedOne.id}`;
    const made = await t.request('POST', `${base}/expenses`, {
      cookie: team.member.cookie,
      json: { paidOn: '2026-10-05', payee: 'Florist', amount: '30', category: 'funeral' },
    });
    const { expense } = (await made.json()) as { expense: { id: string } };
    const receiptUrl = `${base}/expenses/${expense.id}/receipt`;
    const send = (bytes: Uint8Array, name: string) =>
      t.request('PUT', receiptUrl, { cookie: team.member.cookie, body: receiptForm(bytes, name) });
    const first = new Uint8Array(await makePng());
    expect((await send(first, 'florist.png')).status).toBe(200);
    // A new receipt replaces the old one, which leaves storage.
    const second = new Uint8Array(await makePng(12, 12));
    expect((await send(second, 'florist again.png')).status).toBe(200);
    const folder = path.join(t.config.dataDir, 'uploads', 'expense-receipts', team.lovedOne.id);
    // The receipts' files, not what each says of its type.
    const stored = () =>
      (existsSync(folder) ? readdirSync(folder, { recursive: true, withFileTypes: true }) : []).filter(
        (entry) => entry.isFile() && !entry.name.endsWith('.meta.json'),
      );
    expect(stored()).toHaveLength(1);

    // The admin pays it back while the member's next receipt is on its way.
    const { storage } = t.deps;
    const put = storage.put.bind(storage);
    let paidBack = false;
    storage.put = async (...args) => {
      if (!paidBack) {
        paidBack = true;
        const paid = await t.request('PATCH', `${base}/expenses/${expense.id}`, {
          cookie: team.admin.cookie,
          json: { reimbursed: true },
        });
        expect(paid.status).toBe(200);
      }
      return put(...args);
    };
    const late = await send(new Uint8Array(await makePng(14, 14)), 'a different one.png');
    expect(late.status).toBe(403);
    const read = await t.request('GET', receiptUrl, { cookie: team.admin.cookie });
    expect(read.headers.get('content-disposition')).toContain('filename="florist again.png"');
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(second);
    expect(stored()).toHaveLength(1);
  });
});
