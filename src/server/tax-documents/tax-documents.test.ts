import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TAX_DOCUMENT_MESSAGES } from '#shared/permissions/tax-document-permissions.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '#shared/validation/file-upload.ts';
import { createTeam, errorOf, makePng, type Person } from '#test/factories/team.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { onboardingAnswers } from '../onboarding/onboarding.schema.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Team = Awaited<ReturnType<typeof createTeam>>;
type Listed = {
  key: string;
  status: string;
  file: { id: string; name: string } | null;
  permittedActions: Record<string, boolean>;
};

const base = (team: Team) => `/api/tax-documents/${team.lovedOne.id}`;
const at = (team: Team, key: string) => `${base(team)}/${encodeURIComponent(key)}`;

const fileForm = (bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/octet-stream' }));
  return form;
};

/** Rose worked, drew Social Security, had a mortgage and (in the inventory) one bank account, in New York. */
async function setUp() {
  const team = await createTeam(t);
  await t.deps.db.insert(onboardingAnswers).values({
    lovedOneId: team.lovedOne.id,
    userId: team.admin.userId,
    path: 'recent-loss',
    answersJson: { employer: 'Yes', social_security: 'Yes', debts: ['Mortgage'] },
    completionPct: 80,
  });
  const added = await t.request('POST', `/api/inventory/${team.lovedOne.id}/items`, {
    cookie: team.admin.cookie,
    json: { kind: 'bank_account', institution: 'Hudson Savings' },
  });
  expect(added.status).toBe(201);
  const { item } = (await added.json()) as { item: { id: string } };
  return { team, bankKey: `item:${item.id}:1099-int` };
}

async function list(team: Team, person: Person) {
  const response = await t.request('GET', base(team), { cookie: person.cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { documents: Listed[] }).documents;
}

/** The copies in storage for the loved one: a copy replaced, removed or refused leaves nothing behind. */
function storedCopies(team: Team) {
  const folder = path.join(t.config.dataDir, 'uploads', 'tax-documents', team.lovedOne.id);
  return existsSync(folder) ? readdirSync(folder).filter((name) => !name.endsWith('.meta.json')) : [];
}

/** One document's kept copy as the list shows it, its download, and a way to send a copy to it. */
function copyAt(team: Team, documentKey: string) {
  const url = `${at(team, documentKey)}/file`;
  return {
    url,
    shown: async () => (await list(team, team.admin)).find((one) => one.key === documentKey)!.file,
    bytes: async () =>
      new Uint8Array(await (await t.request('GET', url, { cookie: team.admin.cookie })).arrayBuffer()),
    send: (person: Person, bytes: Uint8Array, name: string, replaces?: string) =>
      t.request('PUT', replaces ? `${url}?replaces=${replaces}` : url, {
        cookie: person.cookie,
        body: fileForm(bytes, name),
      }),
  };
}

describe('Tax Document Organizer', () => {
  it('builds the year-of-death list from the answers and the inventory, for the team only', async () => {
    const { team, bankKey } = await setUp();
    const documents = await list(team, team.member);
    expect(documents.map((document) => document.key)).toEqual([
      'w-2',
      'ssa-1099',
      bankKey,
      'k-1',
      '1098',
      'return-2025',
      'return-2024',
      'return-2023',
    ]);
    expect(documents.every((document) => document.status === 'to_find' && document.file === null)).toBe(true);
    expect((await t.request('GET', base(team), { cookie: team.stranger.cookie })).status).toBe(404);
    expect((await t.request('GET', base(team))).status).toBe(401);
  });

  it('keeps a status anyone on the team sets, and refuses an unknown status or document', async () => {
    const { team } = await setUp();
    const set = await t.request('PUT', `${at(team, 'w-2')}/status`, {
      cookie: team.member.cookie,
      json: { status: 'requested' },
    });
    expect(set.status).toBe(200);
    expect((await list(team, team.admin)).find((document) => document.key === 'w-2')?.status).toBe(
      'requested',
    );

    const invalid = await t.request('PUT', `${at(team, 'w-2')}/status`, {
      cookie: team.member.cookie,
      json: { status: 'lost' },
    });
    expect(invalid.status).toBe(422);
    const unknown = await t.request('PUT', `${at(team, '1099-misc')}/status`, {
      cookie: team.admin.cookie,
      json: { status: 'received' },
    });
    expect(unknown.status).toBe(404);
    const stranger = await t.request('PUT', `${at(team, 'w-2')}/status`, {
      cookie: team.stranger.cookie,
      json: { status: 'not_needed' },
    });
    expect(stranger.status).toBe(404);
    expect((await list(team, team.admin)).find((document) => document.key === 'w-2')?.status).toBe(
      'requested',
    );
  });

  it('keeps a copy by its bytes, marks it received, and lets only its keeper or the admin replace or remove it', async () => {
    const { team, bankKey } = await setUp();
    const png = new Uint8Array(await makePng());
    const refused = await t.request('PUT', `${at(team, bankKey)}/file`, {
      cookie: team.member.cookie,
      body: fileForm(new TextEncoder().encode('not an image at all'), 'statement.png'),
    });
    expect(refused.status).toBe(415);

    const kept = await t.request('PUT', `${at(team, bankKey)}/file`, {
      cookie: team.member.cookie,
      body: fileForm(png, '1099-INT Hudson.png'),
    });
    expect(kept.status).toBe(200);
    const bank = (await list(team, team.otherMember)).find((document) => document.key === bankKey)!;
    expect(bank).toMatchObject({ status: 'received', file: { name: '1099-INT Hudson.png' } });
    expect(bank.permittedActions).toMatchObject({ attachFile: false, removeFile: false, setStatus: true });

    const read = await t.request('GET', `${at(team, bankKey)}/file`, { cookie: team.otherMember.cookie });
    expect(read.status).toBe(200);
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(png);
    expect(
      (await t.request('GET', `${at(team, bankKey)}/file`, { cookie: team.stranger.cookie })).status,
    ).toBe(404);

    const overwrite = await t.request('PUT', `${at(team, bankKey)}/file?replaces=${bank.file!.id}`, {
      cookie: team.otherMember.cookie,
      body: fileForm(await makePng(10, 10), 'mine.png'),
    });
    expect(overwrite.status).toBe(403);
    expect((await errorOf(overwrite)).message).toBe(TAX_DOCUMENT_MESSAGES.replaceForbidden);
    const removing = `${at(team, bankKey)}/file?removes=${bank.file!.id}`;
    const remove = await t.request('DELETE', removing, { cookie: team.otherMember.cookie });
    expect(remove.status).toBe(403);

    const removed = await t.request('DELETE', removing, { cookie: team.admin.cookie });
    expect(removed.status).toBe(200);
    // Pressed again (its answer lost): the copy is gone, as asked, and the status stays (decision 081).
    const again = await t.request('DELETE', removing, { cookie: team.admin.cookie });
    expect(again.status).toBe(200);
    const after = (await list(team, team.member)).find((document) => document.key === bankKey)!;
    expect(after).toMatchObject({ status: 'received', file: null });
    expect((await t.request('GET', `${at(team, bankKey)}/file`, { cookie: team.member.cookie })).status).toBe(
      404,
    );
  });

  it('replaces or removes only the copy its sender saw, so a copy kept a moment ago is never lost unseen', async () => {
    const { team, bankKey } = await setUp();
    const copy = copyAt(team, bankKey);
    const members = new Uint8Array(await makePng());
    expect((await copy.send(team.member, members, 'from the bank.png')).status).toBe(200);
    const membersCopy = (await copy.shown())!;

    // Two others whose pages still showed no copy: neither replaces it, the admin no more than a helper.
    for (const person of [team.otherMember, team.admin]) {
      const late = await copy.send(person, await makePng(10, 10), 'mine.png');
      expect(late.status).toBe(409);
      expect((await errorOf(late)).message).toBe(TAX_DOCUMENT_MESSAGES.keptMeanwhile);
    }
    // Nor does one whose page showed a copy since replaced.
    expect((await copy.send(team.admin, await makePng(10, 10), 'mine.png', 'an-earlier-copy')).status).toBe(
      409,
    );
    expect(await copy.shown()).toEqual(membersCopy);
    expect(await copy.bytes()).toEqual(members);
    expect(storedCopies(team)).toHaveLength(1);

    // Having seen it, the admin replaces it, and the copy replaced leaves storage.
    const admins = new Uint8Array(await makePng(12, 12));
    expect((await copy.send(team.admin, admins, 'statement.png', membersCopy.id)).status).toBe(200);
    const adminsCopy = (await copy.shown())!;
    expect(adminsCopy).toMatchObject({ name: 'statement.png' });
    expect(adminsCopy.id).not.toBe(membersCopy.id);
    expect(await copy.bytes()).toEqual(admins);
    expect(storedCopies(team)).toHaveLength(1);

    // The member, removing the copy they saw, leaves the admin's in its place.
    const stale = await t.request('DELETE', `${copy.url}?removes=${membersCopy.id}`, {
      cookie: team.member.cookie,
    });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).message).toBe(TAX_DOCUMENT_MESSAGES.keptMeanwhileNotRemoved);
    expect(await copy.bytes()).toEqual(admins);
    // A removal names the copy it removes.
    expect((await t.request('DELETE', copy.url, { cookie: team.admin.cookie })).status).toBe(422);
    const removed = await t.request('DELETE', `${copy.url}?removes=${adminsCopy.id}`, {
      cookie: team.admin.cookie,
    });
    expect(removed.status).toBe(200);
    expect(storedCopies(team)).toEqual([]);
  });

  it('gives the copy kept in place of one replaced while it was being read, in the download and the ZIP', async () => {
    const { team, bankKey } = await setUp();
    const copy = copyAt(team, bankKey);
    expect((await copy.send(team.member, new Uint8Array(await makePng()), 'first.png')).status).toBe(200);
    const first = (await copy.shown())!;
    const replacement = new Uint8Array(await makePng(12, 12));
    // The replacement is saved, and the first copy deleted, after the row is read and before its bytes are.
    const { storage } = t.deps;
    const read = storage.get.bind(storage);
    const replacedWhileReading = () => {
      let replaced = false;
      storage.get = async (key) => {
        if (!replaced && key.startsWith(`tax-documents/${team.lovedOne.id}/`)) {
          replaced = true;
          const current = (await copy.shown())!;
          expect((await copy.send(team.admin, replacement, 'second.png', current.id)).status).toBe(200);
        }
        return read(key);
      };
    };

    replacedWhileReading();
    const downloaded = await t.request('GET', copy.url, { cookie: team.admin.cookie });
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-disposition')).toContain('filename="second.png"');
    expect(new Uint8Array(await downloaded.arrayBuffer())).toEqual(replacement);
    expect((await copy.shown())!.id).not.toBe(first.id);

    replacedWhileReading();
    const packet = await t.request('GET', `${base(team)}/packet.zip`, { cookie: team.admin.cookie });
    const files = unzipSync(new Uint8Array(await packet.arrayBuffer()));
    expect(files['03 Form 1099-INT - Interest from Hudson Savings.png']).toEqual(replacement);
  });

  it('keeps a copy once when its sender sends the same file again after the answer was lost', async () => {
    const { team, bankKey } = await setUp();
    const copy = copyAt(team, bankKey);
    const scan = new Uint8Array(await makePng());
    expect((await copy.send(team.member, scan, 'scan.png')).status).toBe(200);
    const kept = await copy.shown();
    // Sent again as it was first sent, seeing no copy.
    const again = await copy.send(team.member, scan, 'scan.png');
    expect(again.status).toBe(200);
    expect(await copy.shown()).toEqual(kept);
    expect(storedCopies(team)).toHaveLength(1);
    // Another file of theirs, sent from a page that had not seen the first, is refused as anyone's is,
    // in words that say whose the copy kept is: not "someone else".
    const fromAnotherWindow = await copy.send(team.member, await makePng(10, 10), 'other.png');
    expect(fromAnotherWindow.status).toBe(409);
    expect((await errorOf(fromAnotherWindow)).message).toBe(TAX_DOCUMENT_MESSAGES.keptMeanwhileByYou);
    expect(await copy.bytes()).toEqual(scan);
    expect(storedCopies(team)).toHaveLength(1);
    // Nor is a copy they replaced elsewhere removed from the page that still shows the one before.
    expect((await copy.send(team.member, await makePng(12, 12), 'newer.png', kept!.id)).status).toBe(200);
    const stale = await t.request('DELETE', `${copy.url}?removes=${kept!.id}`, {
      cookie: team.member.cookie,
    });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).message).toBe(TAX_DOCUMENT_MESSAGES.keptMeanwhileByYouNotRemoved);
  });

  it('keeps a scanned statement of a few hundred kilobytes, as most are, and refuses one over 10 MB', async () => {
    const { team, bankKey } = await setUp();
    // Random bytes don't compress: a PDF the size of a scanned page.
    const scan = new Uint8Array(
      Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(400 * 1024), Buffer.from('\n%%EOF\n')]),
    );
    const kept = await t.request('PUT', `${at(team, bankKey)}/file`, {
      cookie: team.member.cookie,
      body: fileForm(scan, '1099-INT Hudson.pdf'),
    });
    expect(kept.status, await kept.clone().text()).toBe(200);
    const read = await t.request('GET', `${at(team, bankKey)}/file`, { cookie: team.admin.cookie });
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(scan);

    const tooLarge = await t.request('PUT', `${at(team, 'w-2')}/file`, {
      cookie: team.member.cookie,
      body: fileForm(new Uint8Array(MAX_UPLOAD_BYTES + 100 * 1024), 'w-2.pdf'),
    });
    expect(tooLarge.status).toBe(413);
    expect((await errorOf(tooLarge)).message).toBe(UPLOAD_MESSAGES.tooLarge);
  });

  it('names a copy with the extension of what its bytes are, in the list, the download and the ZIP', async () => {
    const { team, bankKey } = await setUp();
    // A PDF by its first bytes, with an HTML Application after them: named .hta, Windows would run it.
    const pdfWithAProgram = new TextEncoder().encode(
      '%PDF-1.4\n<html><head><HTA:APPLICATION/></head><body><script></script></body></html>\n%%EOF\n',
    );
    const kept = await t.request('PUT', `${at(team, bankKey)}/file`, {
      cookie: team.member.cookie,
      body: fileForm(pdfWithAProgram, '1099.hta'),
    });
    expect(kept.status).toBe(200);
    const bank = (await list(team, team.admin)).find((document) => document.key === bankKey)!;
    expect(bank.file).toMatchObject({ name: '1099.pdf' });

    const read = await t.request('GET', `${at(team, bankKey)}/file`, { cookie: team.admin.cookie });
    expect(read.headers.get('content-disposition')).toContain('filename="1099.pdf"');
    const packet = await t.request('GET', `${base(team)}/packet.zip`, { cookie: team.admin.cookie });
    expect(Object.keys(unzipSync(new Uint8Array(await packet.arrayBuffer()))).sort()).toEqual([
      '00 Summary.txt',
      '03 Form 1099-INT - Interest from Hudson Savings.pdf',
    ]);
  });

  it('packs one ZIP for the accountant: the summary with every status and due date, and each kept copy', async () => {
    const { team, bankKey } = await setUp();
    await t.deps.db.update(lovedOnes).set({ stateCode: 'NY' }).where(eq(lovedOnes.id, team.lovedOne.id));
    const png = new Uint8Array(await makePng());
    await t.request('PUT', `${at(team, bankKey)}/file`, {
      cookie: team.admin.cookie,
      body: fileForm(png, 'int.png'),
    });
    await t.request('PUT', `${at(team, 'k-1')}/status`, {
      cookie: team.admin.cookie,
      json: { status: 'not_needed' },
    });

    const response = await t.request('GET', `${base(team)}/packet.zip?timeZone=America/New_York`, {
      cookie: team.member.cookie,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      '00 Summary.txt',
      '03 Form 1099-INT - Interest from Hudson Savings.png',
    ]);
    expect(files['03 Form 1099-INT - Interest from Hudson Savings.png']).toEqual(png);
    const summary = strFromU8(files['00 Summary.txt']!);
    expect(summary).toContain('Tax documents for Rose Lane');
    expect(summary).toContain('Form 1040 (final return): due April 15, 2027');
    expect(summary).toContain('New York Form IT-201: due April 15, 2027');
    // The accountant reads what the dates allow for, as the page says it: a state holiday may move one.
    expect(summary).toContain('a state holiday can move one to the next working day');
    expect(summary).toContain('Form 706: due July 1, 2027');
    expect(summary).toContain(
      '03. Form 1099-INT - Interest from Hudson Savings (from Hudson Savings): Received; file: 03',
    );
    expect(summary).toContain('04. Schedule K-1 - Share of a partnership, S corporation, trust or estate');
    expect(summary).toMatch(/04\. Schedule K-1 .*: Not needed; no file kept/);
    expect(summary).toMatch(/01\. Form W-2 .*: To find; no file kept/);

    expect(
      (await t.request('GET', `${base(team)}/packet.zip`, { cookie: team.stranger.cookie })).status,
    ).toBe(404);
  });

  it('takes papers the list does not know of, added by hand, into the list and the ZIP; removed by whoever added them or the admin', async () => {
    const { team } = await setUp();
    const add = (person: Person, json: Record<string, unknown>) =>
      t.request('POST', `${base(team)}/added`, { cookie: person.cookie, json });

    const blank = await add(team.member, { title: ' ', from: '' });
    expect(blank.status).toBe(422);
    expect((await errorOf(blank)).issues).toEqual([
      { path: 'title', message: 'Please say what the document is' },
    ]);
    expect((await add(team.stranger, { title: 'Form 1099-G' })).status).toBe(404);

    const added = await add(team.member, {
      title: 'Form 1099-G (unemployment)',
      from: 'NY Department of Labor',
    });
    expect(added.status).toBe(201);
    const { document } = (await added.json()) as { document: Listed & { title: string; group: string } };
    expect(document).toMatchObject({
      title: 'Form 1099-G (unemployment)',
      group: 'added',
      status: 'to_find',
    });
    expect((await add(team.admin, { title: 'Brokerage 1099-B' })).status).toBe(201);

    // It is gathered like the others: a status, a kept copy, and a place in the accountant's ZIP.
    const status = await t.request('PUT', `${at(team, document.key)}/status`, {
      cookie: team.admin.cookie,
      json: { status: 'requested' },
    });
    expect(status.status).toBe(200);
    const kept = await t.request('PUT', `${at(team, document.key)}/file`, {
      cookie: team.member.cookie,
      body: fileForm(new Uint8Array(await makePng()), '1099-G.png'),
    });
    expect(kept.status).toBe(200);
    const listed = await list(team, team.member);
    expect(listed.slice(-2).map((one) => [one.key.startsWith('added:'), one.status])).toEqual([
      [true, 'to_find'],
      [true, 'received'],
    ]);
    const zip = await t.request('GET', `${base(team)}/packet.zip?timeZone=UTC`, {
      cookie: team.admin.cookie,
    });
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(strFromU8(files['00 Summary.txt'] as Uint8Array)).toContain('Form 1099-G (unemployment)');
    expect(Object.keys(files).filter((name) => name.includes('Other paper - Form 1099-G'))).toEqual([
      expect.stringMatching(/\.png$/),
    ]);

    // Only an added paper is removed, by whoever added it or the admin, with its copy.
    expect((await t.request('DELETE', at(team, 'w-2'), { cookie: team.admin.cookie })).status).toBe(404);
    const theAdmins = listed.find((one) => one.key.startsWith('added:') && one.status === 'to_find')!;
    expect(theAdmins.permittedActions.removeDocument).toBe(false);
    const byMember = await t.request('DELETE', at(team, theAdmins.key), { cookie: team.member.cookie });
    expect(byMember.status).toBe(403);
    expect((await errorOf(byMember)).message).toBe(TAX_DOCUMENT_MESSAGES.removeForbidden);
    expect((await t.request('DELETE', at(team, document.key), { cookie: team.stranger.cookie })).status).toBe(
      404,
    );
    // Once the admin keeps their own copy on it, the member who added it can no longer take that copy away.
    const membersCopy = listed.find((one) => one.key === document.key)!.file!;
    const replaced = await t.request('PUT', `${at(team, document.key)}/file?replaces=${membersCopy.id}`, {
      cookie: team.admin.cookie,
      body: fileForm(new Uint8Array(await makePng(10, 10)), '1099-G from the bank.png'),
    });
    expect(replaced.status).toBe(200);
    const { document: withAdminsCopy } = (await replaced.json()) as { document: Listed };
    const removingWith = (copy: { id: string }) => `${at(team, document.key)}?removes=${copy.id}`;
    const withTheirCopy = await t.request('DELETE', removingWith(withAdminsCopy.file!), {
      cookie: team.member.cookie,
    });
    expect(withTheirCopy.status).toBe(403);
    expect((await errorOf(withTheirCopy)).message).toBe(TAX_DOCUMENT_MESSAGES.removeForbidden);
    // Removed from a page that showed the member's copy, or none, the admin's own copy is not taken unseen;
    // the admin is told the copy is theirs.
    for (const stale of [removingWith(membersCopy), at(team, document.key)]) {
      const refused = await t.request('DELETE', stale, { cookie: team.admin.cookie });
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).message).toBe(TAX_DOCUMENT_MESSAGES.keptMeanwhileByYouNotRemoved);
    }
    expect(
      (await t.request('GET', `${at(team, document.key)}/file`, { cookie: team.member.cookie })).status,
    ).toBe(200);
    expect(
      (await t.request('DELETE', removingWith(withAdminsCopy.file!), { cookie: team.admin.cookie })).status,
    ).toBe(204);
    expect((await t.request('DELETE', at(team, theAdmins.key), { cookie: team.admin.cookie })).status).toBe(
      204,
    );
    expect((await list(team, team.admin)).some((one) => one.key.startsWith('added:'))).toBe(false);
    expect(
      (await t.request('GET', `${at(team, document.key)}/file`, { cookie: team.admin.cookie })).status,
    ).toBe(404);
  });
});
