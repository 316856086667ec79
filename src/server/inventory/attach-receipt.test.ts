import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTeam } from '#test/factories/team.ts';
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
