import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TAX_DOCUMENT_MESSAGES } from '#shared/permissions/tax-document-permissions.ts';
import { createTeam, errorOf, makePng } from '#test/factories/team.ts';
import { untilSomeoneWaits } from '#test/lock-waits.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { taxDocumentRowWhere } from './open-tax-documents.ts';
import { taxDocuments } from './tax-documents.schema.ts';

// Two people keeping a copy of the same paper at the same moment, each with the page showing no copy or
// the same one: the second is checked on the row as the first left it, and refused, so neither copy is
// lost unseen. Only PostgreSQL runs two transactions at once: PGlite runs one query at a time.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Team = Awaited<ReturnType<typeof createTeam>>;

// The Schedule K-1 is on every list, whatever the answers.
const DOCUMENT = 'k-1';
const fileUrl = (team: Team) => `/api/tax-documents/${team.lovedOne.id}/${DOCUMENT}/file`;
const fileForm = (bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/png' }));
  return form;
};

/** The copy the other person keeps while the request waits: its bytes stored, its row as the server writes it. */
async function anotherCopy(team: Team, keptBy: string) {
  const bytes = new Uint8Array(await makePng(16, 16));
  const fileKey = `tax-documents/${team.lovedOne.id}/kept-at-the-same-moment`;
  await t.deps.storage.put(fileKey, bytes, 'image/png');
  const row = {
    status: 'received' as const,
    fileKey,
    fileContentType: 'image/png',
    fileName: 'theirs.png',
    fileUploadedByUserId: keptBy,
  };
  return { bytes, row };
}

async function storedBytes(team: Team) {
  const response = await t.request('GET', fileUrl(team), { cookie: team.admin.cookie });
  return new Uint8Array(await response.arrayBuffer());
}

describe.runIf(process.env.DATABASE_URL)('a copy kept while another is being kept', () => {
  it('refuses the second of two first copies, and keeps the first', async () => {
    const team = await createTeam(t);
    const theirs = await anotherCopy(team, team.member.userId);
    const answer = await t.deps.db.transaction(async (tx) => {
      // The member's copy lands first: its row is made, and held until it is committed.
      await tx
        .insert(taxDocuments)
        .values({ lovedOneId: team.lovedOne.id, documentKey: DOCUMENT, ...theirs.row });
      const sent = t.request('PUT', fileUrl(team), {
        cookie: team.admin.cookie,
        body: fileForm(await makePng(10, 10), 'mine.png'),
      });
      await untilSomeoneWaits(t);
      return { sent };
    });
    const refused = await answer.sent;
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(TAX_DOCUMENT_MESSAGES.keptMeanwhile);
    const [stored] = await t.deps.db
      .select()
      .from(taxDocuments)
      .where(taxDocumentRowWhere(team.lovedOne.id, DOCUMENT));
    expect(stored).toMatchObject(theirs.row);
    expect(await storedBytes(team)).toEqual(theirs.bytes);
  });

  it('refuses to remove the copy someone saw once another was kept in its place', async () => {
    const team = await createTeam(t);
    const kept = await t.request('PUT', fileUrl(team), {
      cookie: team.member.cookie,
      body: fileForm(await makePng(), 'mine.png'),
    });
    const { document } = (await kept.json()) as { document: { file: { id: string } } };
    const theirs = await anotherCopy(team, team.admin.userId);
    const where = taxDocumentRowWhere(team.lovedOne.id, DOCUMENT);
    const answer = await t.deps.db.transaction(async (tx) => {
      await tx.select().from(taxDocuments).where(where).for('update');
      const sent = t.request('DELETE', `${fileUrl(team)}?removes=${document.file.id}`, {
        cookie: team.member.cookie,
      });
      await untilSomeoneWaits(t);
      // The admin's copy replaces the member's while the member's removal waits.
      await tx.update(taxDocuments).set(theirs.row).where(where);
      return { sent };
    });
    const refused = await answer.sent;
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(TAX_DOCUMENT_MESSAGES.keptMeanwhileNotRemoved);
    const [stored] = await t.deps.db.select().from(taxDocuments).where(where);
    expect(stored).toMatchObject(theirs.row);
    expect(await storedBytes(team)).toEqual(theirs.bytes);
  });
});
