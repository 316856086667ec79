import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readAccountExport } from '#test/account-export.ts';
import { createTeam, insertTask, type Person } from '#test/factories/team.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { taskDocuments } from '../tasks/tasks.schema.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const pdf = (words: string) =>
  new TextEncoder().encode(`%PDF-1.4\n% ${words}\ntrailer<</Root 1 0 R>>\n%%EOF\n`);

async function upload(person: Person, taskId: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' }));
  const response = await t.request('POST', `/api/tasks/${taskId}/documents`, {
    cookie: person.cookie,
    body: form,
  });
  expect(response.status).toBe(201);
}

const downloadOf = async (person: Person) => {
  const response = await t.request('GET', '/api/account/export', { cookie: person.cookie });
  expect(response.status).toBe(200);
  return readAccountExport(response);
};

describe('Download my data carries the files beside the records', () => {
  it('puts each document under its own name, numbers a second of the same name, and says where each went', async () => {
    const { admin, member, lovedOne } = await createTeam(t);
    const task = await insertTask(t, {
      lovedOneId: lovedOne.id,
      title: 'Find the will',
      assignedToUserId: member.userId,
    });
    const adminWill = pdf('the copy from the solicitor');
    const memberWill = pdf('the copy from the drawer');
    await upload(admin, task.id, adminWill, 'Mum’s will.pdf');
    await upload(member, task.id, memberWill, 'Mum’s will.pdf');
    // A record whose file is no longer in storage: listed without a path, and the download still completes.
    await t.deps.db.insert(taskDocuments).values({
      taskId: task.id,
      lovedOneId: lovedOne.id,
      fileName: 'lost.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
      storageKey: `task-documents/${lovedOne.id}/${task.id}/gone`,
      uploadedByUserId: admin.userId,
    });

    const { data, entries } = await downloadOf(admin);
    expect(Object.keys(entries).sort()).toEqual([
      'files/Task documents/Mum s will (2).pdf',
      'files/Task documents/Mum s will.pdf',
      'harbor-data.json',
    ]);
    const contents = [
      entries['files/Task documents/Mum s will.pdf'],
      entries['files/Task documents/Mum s will (2).pdf'],
    ];
    expect(contents).toContainEqual(adminWill);
    expect(contents).toContainEqual(memberWill);
    // The JSON names the record each file belongs to, so the two can be matched up.
    const documents = data.tables.task_documents!;
    for (const file of data.files.filter((entry) => entry.path)) {
      const row = documents.find((document) => document.id === file.id);
      expect(row?.storage_key).toBe(file.storageKey);
      expect(entries[file.path!]?.byteLength).toBe(row?.size_bytes);
    }
    expect(data.files).toContainEqual({
      table: 'task_documents',
      id: expect.any(String),
      storageKey: `task-documents/${lovedOne.id}/${task.id}/gone`,
      path: null,
    });
  });

  it('gives a team member only the files of records that name them, and a stranger none', async () => {
    const { admin, member, stranger, lovedOne } = await createTeam(t);
    const task = await insertTask(t, {
      lovedOneId: lovedOne.id,
      title: 'Find the will',
      assignedToUserId: member.userId,
    });
    await upload(admin, task.id, pdf('the admin’s'), 'admin-copy.pdf');
    const memberCopy = pdf('the member’s');
    await upload(member, task.id, memberCopy, 'member-copy.pdf');

    const mine = await downloadOf(member);
    expect(Object.keys(mine.entries).sort()).toEqual([
      'files/Task documents/member-copy.pdf',
      'harbor-data.json',
    ]);
    expect(mine.entries['files/Task documents/member-copy.pdf']).toEqual(memberCopy);

    const theirs = await downloadOf(stranger);
    expect(Object.keys(theirs.entries)).toEqual(['harbor-data.json']);
    expect(theirs.data.files).toEqual([]);
  });

  it('answers a session whose account is gone as signed out', async () => {
    const { stranger } = await createTeam(t);
    const deleted = await t.request('DELETE', '/api/account', {
      cookie: stranger.cookie,
      json: { password: stranger.password },
    });
    expect(deleted.status).toBe(200);
    expect((await t.request('GET', '/api/account/export', { cookie: stranger.cookie })).status).toBe(401);
  });
});
