import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { taskDocumentPolicy } from '#shared/permissions/task-document-permissions.ts';
import { taskListPolicy, taskPolicy } from '#shared/permissions/task-permissions.ts';
import { UPLOAD_MESSAGES } from '#shared/validation/file-upload.ts';
import { answerOf, ask, expectedAnswer, playersOf } from '#test/factories/permission-matrix.ts';
import { createTeam, errorOf, insertTask, makePng, type Person } from '#test/factories/team.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#test/test-app.ts';
import { activityEvents } from '../activity/activity.schema.ts';
import { mailsTo } from '../notifications/notifications.test-support.ts';
import { taskDocuments, tasks } from './tasks.schema.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const PDF_BYTES = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

function fileForm(bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/octet-stream' }));
  return form;
}

const upload = (
  taskId: string,
  person: Person | null,
  bytes: Uint8Array = PDF_BYTES,
  name = 'will.pdf',
  submissionKey?: string,
) =>
  t.request('POST', `/api/tasks/${taskId}/documents`, {
    cookie: person?.cookie,
    body: fileForm(bytes, name),
    headers: submissionKey ? { 'Idempotency-Key': submissionKey } : {},
  });

async function setup() {
  const team = await createTeam(t);
  const task = await insertTask(t, {
    lovedOneId: team.lovedOne.id,
    title: 'Order death certificates',
    description: 'Ask the funeral home for 10-15 copies.',
    assignedToUserId: team.member.userId,
    dueDate: '2026-12-01',
  });
  return { ...team, task };
}

describe('the task routes, as a permission matrix', () => {
  it('answers each of the cast what the task policies say: the admin everything, the assigned member edits, other members read, nobody else in', async () => {
    const s = await setup();
    const adminDoc = (await (await upload(s.task.id, s.admin)).json()) as { documents: { id: string }[] };
    const adminDocId = adminDoc.documents[0]!.id;
    const base = `/api/tasks/${s.task.id}`;
    const list = { lovedOneId: s.lovedOne.id };
    const task = { assignedToUserId: s.member.userId };
    const document = { uploadedByUserId: s.admin.userId };
    const requests: {
      name: string;
      questions: ReturnType<typeof ask>[];
      success: number;
      send: (person: Person | null, who: string) => Promise<Response>;
    }[] = [
      {
        name: 'list',
        questions: [ask(taskListPolicy, 'view', list)],
        success: 200,
        send: (person) =>
          t.request('GET', `/api/tasks?lovedOneId=${s.lovedOne.id}`, { cookie: person?.cookie }),
      },
      {
        name: 'create',
        questions: [ask(taskListPolicy, 'create', list)],
        success: 201,
        send: (person) =>
          t.request('POST', '/api/tasks', {
            cookie: person?.cookie,
            json: { lovedOneId: s.lovedOne.id, title: 'Mine', category: 'Other' },
          }),
      },
      {
        name: 'get',
        questions: [ask(taskPolicy, 'view', task)],
        success: 200,
        send: (person) => t.request('GET', base, { cookie: person?.cookie }),
      },
      {
        name: 'status',
        questions: [ask(taskPolicy, 'edit', task)],
        success: 200,
        send: (person, who) =>
          t.request('PATCH', base, {
            cookie: person?.cookie,
            json: { status: 'in_progress', notes: `by ${who}` },
          }),
      },
      {
        name: 'assign',
        questions: [ask(taskPolicy, 'edit', task), ask(taskPolicy, 'assign', task)],
        success: 200,
        send: (person) =>
          t.request('PATCH', base, {
            cookie: person?.cookie,
            json: { assignedToUserId: s.member.userId, dueDate: '2026-12-02' },
          }),
      },
      {
        name: 'docs',
        questions: [ask(taskPolicy, 'view', task)],
        success: 200,
        send: (person) => t.request('GET', `${base}/documents`, { cookie: person?.cookie }),
      },
      {
        name: 'upload',
        questions: [ask(taskPolicy, 'edit', task)],
        success: 201,
        send: (person) => upload(s.task.id, person),
      },
      {
        name: 'download',
        questions: [ask(taskDocumentPolicy, 'view', document)],
        success: 200,
        send: (person) => t.request('GET', `${base}/documents/${adminDocId}`, { cookie: person?.cookie }),
      },
    ];
    const cast = playersOf(s);
    for (const { name: who, person, viewer } of cast) {
      for (const request of requests) {
        const answer = await answerOf(await request.send(person, who));
        expect([who, request.name, answer]).toEqual([
          who,
          request.name,
          expectedAnswer(viewer, request.questions, request.success),
        ]);
      }
    }
    // The table above is the decision-034 matrix this test pins, spelled out once.
    expect(
      Object.fromEntries(
        cast.map(({ name, viewer }) => [
          name,
          requests.map((request) => expectedAnswer(viewer, request.questions, request.success).status),
        ]),
      ),
    ).toEqual({
      //                list create get status assign docs upload download
      admin: [200, 201, 200, 200, 200, 200, 201, 200],
      member: [200, 403, 200, 200, 403, 200, 201, 200],
      'other member': [200, 403, 200, 403, 403, 200, 403, 200],
      stranger: [404, 404, 404, 404, 404, 404, 404, 404],
      'signed out': [401, 401, 401, 401, 401, 401, 401, 401],
    });
    // Only the admin's and the assigned member's writes landed.
    const [row] = await t.deps.db.select().from(tasks).where(eq(tasks.id, s.task.id));
    expect(row!.notes).toBe('by member');
    // Delete: a member may not delete the admin's document; the stranger learns nothing.
    const deleteAs = (person: Person | null, id: string) =>
      t.request('DELETE', `/api/tasks/${s.task.id}/documents/${id}`, { cookie: person?.cookie });
    const adminDocument = ask(taskDocumentPolicy, 'delete', document);
    for (const { name, person, viewer } of cast.filter((player) => player.name !== 'admin')) {
      expect([name, await answerOf(await deleteAs(person, adminDocId))]).toEqual([
        name,
        expectedAnswer(viewer, [adminDocument], 200),
      ]);
    }
    expect(await errorOf(await deleteAs(s.member, adminDocId))).toEqual({
      code: 'FORBIDDEN',
      message: 'Only the person who added a document, or the admin, can delete it.',
    });
    const memberDocs = await t.deps.db
      .select()
      .from(taskDocuments)
      .where(eq(taskDocuments.uploadedByUserId, s.member.userId));
    expect((await deleteAs(s.member, memberDocs[0]!.id)).status).toBe(200);
    expect((await deleteAs(s.admin, adminDocId)).status).toBe(200);
    expect(await t.deps.storage.get(memberDocs[0]!.storageKey)).toBeNull();
  });

  it('tells a member asking to add a task that only the admin can (403), and a stranger nothing (404)', async () => {
    const s = await setup();
    const create = (person: Person) =>
      t.request('POST', '/api/tasks', {
        cookie: person.cookie,
        json: { lovedOneId: s.lovedOne.id, title: 'Mine', category: 'Other' },
      });
    expect(await errorOf(await create(s.member))).toEqual({
      code: 'FORBIDDEN',
      message: 'Only the admin can add custom tasks.',
    });
    expect(await errorOf(await create(s.stranger))).toEqual({
      code: 'NOT_FOUND',
      message: 'Loved one not found',
    });
    expect(await t.deps.db.select().from(tasks).where(eq(tasks.title, 'Mine'))).toEqual([]);
  });

  it('answers the same 404 for a missing task, a hidden one and a malformed id', async () => {
    const s = await setup();
    const hidden = await insertTask(t, { lovedOneId: s.lovedOne.id, status: 'hidden' });
    for (const id of [hidden.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await t.request('GET', `/api/tasks/${id}`, { cookie: s.admin.cookie });
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'Task not found' });
    }
  });

  it("does not leak a stranger's task details in the refusal", async () => {
    const s = await setup();
    const response = await t.request('GET', `/api/tasks/${s.task.id}`, { cookie: s.stranger.cookie });
    const text = await response.text();
    expect(text).not.toContain('death certificates');
    expect(text).not.toContain(s.lovedOne.id);
  });
});

describe('GET /api/tasks?lovedOneId', () => {
  it('lists visible tasks, custom ones first, with the assignee and the team', async () => {
    const s = await setup();
    await insertTask(t, { lovedOneId: s.lovedOne.id, title: 'Hidden', status: 'hidden' });
    await insertTask(t, { lovedOneId: s.lovedOne.id, title: 'Second generated', sortOrder: 2 });
    await t.request('POST', '/api/tasks', {
      cookie: s.admin.cookie,
      json: { lovedOneId: s.lovedOne.id, title: 'Call the bank', category: 'Legal & Financial' },
    });
    const response = await t.request('GET', `/api/tasks?lovedOneId=${s.lovedOne.id}`, {
      cookie: s.member.cookie,
    });
    const body = (await response.json()) as {
      tasks: { title: string; assignee: { firstName: string } | null; isCustom: boolean }[];
      can: { view: boolean; create: boolean };
      team: { firstName: string; role: string }[];
    };
    expect(body.tasks.map((task) => task.title)).toEqual([
      'Call the bank',
      'Order death certificates',
      'Second generated',
    ]);
    expect(body.tasks[1]!.assignee?.firstName).toBe('Sam');
    expect(body).toMatchObject({ can: { view: true, create: false } });
    expect(body).not.toHaveProperty('role');
    expect(body.team.map((p) => [p.firstName, p.role])).toEqual([
      ['Ada', 'admin'],
      ['Sam', 'support_member'],
      ['Olive', 'support_member'],
    ]);
  });
});

describe('POST /api/tasks (custom task)', () => {
  it('creates a pending custom task with its area, assignee and due date', async () => {
    const s = await setup();
    const response = await t.request('POST', '/api/tasks', {
      cookie: s.admin.cookie,
      json: {
        lovedOneId: s.lovedOne.id,
        title: '  Sort the photos  ',
        category: 'Memorial Planning',
        description: '',
        assignedToUserId: s.otherMember.userId,
        dueDate: '2026-12-24',
      },
    });
    expect(response.status).toBe(201);
    const { task } = (await response.json()) as { task: { id: string } };
    const [row] = await t.deps.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row).toMatchObject({
      title: 'Sort the photos',
      category: 'Memorial Planning',
      area: 'memorial',
      description: null,
      status: 'pending',
      isCustom: true,
      isPersonalized: false,
      createdByUserId: s.admin.userId,
      assignedToUserId: s.otherMember.userId,
      dueDate: '2026-12-24',
    });
  });

  it.each([
    ['a blank title', { title: '' }, 'Title is required'],
    ['an 81-character title', { title: 'x'.repeat(81) }, 'Content exceeds maximum length of 80 characters'],
    [
      'a 501-character description',
      { description: 'x'.repeat(501) },
      'Content exceeds maximum length of 500 characters',
    ],
    ['no category', { category: '' }, 'Please choose a category'],
    ['a date that does not exist', { dueDate: '2026-02-30' }, 'Please enter a real date'],
  ])('refuses %s', async (_case, override, message) => {
    const s = await setup();
    const response = await t.request('POST', '/api/tasks', {
      cookie: s.admin.cookie,
      json: { lovedOneId: s.lovedOne.id, title: 'Ok', category: 'Other', ...override },
    });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe(message);
  });

  it('refuses an assignee who is not on the team', async () => {
    const s = await setup();
    const response = await t.request('POST', '/api/tasks', {
      cookie: s.admin.cookie,
      json: {
        lovedOneId: s.lovedOne.id,
        title: 'Ok',
        category: 'Other',
        assignedToUserId: s.stranger.userId,
      },
    });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe('Please choose someone who is on the team');
  });
});

describe('PATCH /api/tasks/:id', () => {
  it('sets completed_at when completed and clears it when reopened', async () => {
    const s = await setup();
    const url = `/api/tasks/${s.task.id}`;
    await t.request('PATCH', url, { cookie: s.admin.cookie, json: { status: 'completed' } });
    const [done] = await t.deps.db.select().from(tasks).where(eq(tasks.id, s.task.id));
    expect(done!.status).toBe('completed');
    expect(done!.completedAt).toBeInstanceOf(Date);
    await t.request('PATCH', url, { cookie: s.admin.cookie, json: { status: 'pending' } });
    const [reopened] = await t.deps.db.select().from(tasks).where(eq(tasks.id, s.task.id));
    expect(reopened).toMatchObject({ status: 'pending', completedAt: null });
  });

  it('records one completion and one assignment, with one mail each, when the same edit arrives several times at once', async () => {
    const team = await createTeam(t);
    const task = await insertTask(t, { lovedOneId: team.lovedOne.id, title: 'Call the bank' });
    const patch = (json: Record<string, unknown>, person: Person) =>
      t.request('PATCH', `/api/tasks/${task.id}`, { cookie: person.cookie, json });
    const assigned = await Promise.all(
      [0, 1, 2].map(() => patch({ assignedToUserId: team.member.userId }, team.admin)),
    );
    expect(assigned.map((response) => response.status)).toEqual([200, 200, 200]);
    const completed = await Promise.all([0, 1, 2].map(() => patch({ status: 'completed' }, team.member)));
    expect(completed.map((response) => response.status)).toEqual([200, 200, 200]);

    expect(await mailsTo(t.deps.db, team.member.email, 'A task for you')).toHaveLength(1);
    expect(await mailsTo(t.deps.db, team.admin.email, 'Done:')).toHaveLength(1);
    const feed = await t.deps.db.select().from(activityEvents).where(eq(activityEvents.taskId, task.id));
    expect(feed.map((event) => event.kind).sort()).toEqual(['task_assigned', 'task_completed']);
  });

  it("tells an unassigned member the task page's own words", async () => {
    const s = await setup();
    const response = await t.request('PATCH', `/api/tasks/${s.task.id}`, {
      cookie: s.otherMember.cookie,
      json: { status: 'completed' },
    });
    expect(await errorOf(response)).toEqual({
      code: 'FORBIDDEN',
      message: 'You can only edit tasks assigned to you.',
    });
  });

  it("refuses 'hidden' and an empty edit", async () => {
    const s = await setup();
    const hidden = await t.request('PATCH', `/api/tasks/${s.task.id}`, {
      cookie: s.admin.cookie,
      json: { status: 'hidden' },
    });
    expect(hidden.status).toBe(422);
    const empty = await t.request('PATCH', `/api/tasks/${s.task.id}`, { cookie: s.admin.cookie, json: {} });
    expect((await errorOf(empty)).message).toBe('Nothing to update');
  });

  it('reports what the task page may offer each viewer', async () => {
    const s = await setup();
    const detailAs = async (person: Person) =>
      (await (await t.request('GET', `/api/tasks/${s.task.id}`, { cookie: person.cookie })).json()) as {
        can: unknown;
        lovedOne: { id: string };
      };
    const asOther = await detailAs(s.otherMember);
    expect(asOther.can).toEqual({ view: true, edit: false, assign: false });
    expect(asOther.lovedOne.id).toBe(s.lovedOne.id);
    expect((await detailAs(s.member)).can).toEqual({ view: true, edit: true, assign: false });
    expect((await detailAs(s.admin)).can).toEqual({ view: true, edit: true, assign: true });
  });
});

describe('task documents', () => {
  it('stores a PDF under task-documents/{lovedOneId}/{taskId}/{id} and downloads the same bytes', async () => {
    const s = await setup();
    const response = await upload(s.task.id, s.admin, PDF_BYTES, 'Mum’s will.pdf');
    expect(response.status).toBe(201);
    const [row] = await t.deps.db.select().from(taskDocuments);
    expect(row).toMatchObject({
      fileName: 'Mum’s will.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF_BYTES.byteLength,
      storageKey: `task-documents/${s.lovedOne.id}/${s.task.id}/${row!.id}`,
    });
    const download = await t.request('GET', `/api/tasks/${s.task.id}/documents/${row!.id}`, {
      cookie: s.member.cookie,
    });
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Mum_s will.pdf"; filename*=UTF-8''Mum%E2%80%99s%20will.pdf`,
    );
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF_BYTES);
  });

  it('names a document with the extension of what its bytes are, so a PNG called .url downloads as .png', async () => {
    const s = await setup();
    const response = await upload(s.task.id, s.member, await makePng(), 'Deed scan.url');
    expect(response.status).toBe(201);
    const { documents } = (await response.json()) as { documents: { id: string; fileName: string }[] };
    expect(documents.map((document) => document.fileName)).toEqual(['Deed scan.png']);
    const download = await t.request('GET', `/api/tasks/${s.task.id}/documents/${documents[0]!.id}`, {
      cookie: s.admin.cookie,
    });
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Deed scan.png"; filename*=UTF-8''Deed%20scan.png`,
    );
  });

  it('accepts a PNG by its bytes and refuses other types, names and sizes with the spec messages', async () => {
    const s = await setup();
    expect((await upload(s.task.id, s.admin, await makePng(), 'scan.png')).status).toBe(201);
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0]);
    const refusals: [Uint8Array, string, string][] = [
      [new TextEncoder().encode('plain words'), 'notes.txt', 'File type .txt is not allowed'],
      // Named as a PDF, it is a damaged or mislabelled copy; named as it is, its type is refused.
      [gif, 'fake.pdf', UPLOAD_MESSAGES.unreadable],
      [gif, 'fake.gif', 'File type .gif is not allowed'],
      [gif, 'no-extension', 'File type image/gif is not allowed'],
      // A Word file is a ZIP by its bytes: said by its name, as the person knows it.
      [
        new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 6, 0, 8, 0, 0, 0, 33, 0]),
        'letter.docx',
        'File type .docx is not allowed',
      ],
      [PDF_BYTES, '../../etc/passwd.pdf', 'Filename contains suspicious characters'],
      [PDF_BYTES, 'invoice.html.pdf', 'Filename contains suspicious characters'],
      // A program is refused for what it is, not for its name.
      [new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]), 'tool.exe', 'File type .exe is not allowed'],
      [PDF_BYTES, 'invoice.pdf.exe', 'File type .exe is not allowed'],
      [new Uint8Array(10 * 1024 * 1024 + 1), 'big.pdf', 'File size exceeds 10MB limit'],
    ];
    for (const [bytes, name, message] of refusals) {
      const response = await upload(s.task.id, s.admin, bytes, name);
      // Each names the upload's field, so a form says it under the file chosen.
      expect([name, (await errorOf(response)).issues]).toEqual([name, [{ path: 'file', message }]]);
    }
    expect(await t.deps.db.select().from(taskDocuments)).toHaveLength(1);
  });

  it('attaches a file sent again with its key once: one document, one feed entry, one stored file', async () => {
    const s = await setup();
    const key = '5b7d9f1a-3c5e-4a7b-9d1f-2e4a6c8e0b2d';
    const sent = await Promise.all(
      [0, 1, 2].map(() => upload(s.task.id, s.member, PDF_BYTES, 'will.pdf', key)),
    );
    expect(sent.map((response) => response.status)).toEqual([201, 201, 201]);
    // Its answer lost on the way, the member presses Upload again.
    const later = await upload(s.task.id, s.member, PDF_BYTES, 'will.pdf', key);
    expect(later.status).toBe(201);
    const listed = (await later.json()) as { documents: { id: string }[] };

    const rows = await t.deps.db.select().from(taskDocuments);
    expect(rows.map((row) => row.id)).toEqual(listed.documents.map((document) => document.id));
    expect(rows).toHaveLength(1);
    const told = await t.deps.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.kind, 'document_added'));
    expect(told).toHaveLength(1);
    // The twins' copies of the file went: only the saved document's file is kept.
    const folder = path.join(t.config.dataDir, 'uploads', 'task-documents', s.lovedOne.id, s.task.id);
    const filesIn = (dir: string) =>
      existsSync(dir) ? readdirSync(dir).filter((name) => !name.endsWith('.meta.json')) : [];
    expect(filesIn(folder)).toEqual([rows[0]!.id]);

    // The same key on another task leads nowhere there, and keeps no file.
    const other = await insertTask(t, {
      lovedOneId: s.lovedOne.id,
      title: 'Other',
      assignedToUserId: s.member.userId,
    });
    expect((await upload(other.id, s.member, PDF_BYTES, 'will.pdf', key)).status).toBe(404);
    const otherFolder = path.join(t.config.dataDir, 'uploads', 'task-documents', s.lovedOne.id, other.id);
    expect(filesIn(otherFolder)).toEqual([]);
  });

  it('refuses a file whose task was given to someone else while it was on its way, and keeps none of it', async () => {
    const s = await setup();
    const { storage } = t.deps;
    const put = storage.put.bind(storage);
    let reassigned = false;
    storage.put = async (...args) => {
      if (!reassigned) {
        reassigned = true;
        const given = await t.request('PATCH', `/api/tasks/${s.task.id}`, {
          cookie: s.admin.cookie,
          json: { assignedToUserId: s.otherMember.userId },
        });
        expect(given.status).toBe(200);
      }
      return put(...args);
    };
    const late = await upload(s.task.id, s.member);
    expect(late.status).toBe(403);
    expect(await t.deps.db.select().from(taskDocuments)).toEqual([]);
    const folder = path.join(t.config.dataDir, 'uploads', 'task-documents', s.lovedOne.id, s.task.id);
    expect(
      existsSync(folder) ? readdirSync(folder).filter((name) => !name.endsWith('.meta.json')) : [],
    ).toEqual([]);
  });

  it('answers 404 for a document id of another task, even one the user may see', async () => {
    const s = await setup();
    const other = await insertTask(t, { lovedOneId: s.lovedOne.id, title: 'Other' });
    await upload(other.id, s.admin);
    const [doc] = await t.deps.db.select().from(taskDocuments);
    const response = await t.request('GET', `/api/tasks/${s.task.id}/documents/${doc!.id}`, {
      cookie: s.admin.cookie,
    });
    expect(response.status).toBe(404);
  });

  it('opens a refusal followed from the link as a page saying why, and keeps JSON for the app (decision 084)', async () => {
    const s = await setup();
    const [doc] = ((await (await upload(s.task.id, s.admin)).json()) as { documents: { id: string }[] })
      .documents;
    const documentPath = `/api/tasks/${s.task.id}/documents/${doc!.id}`;
    const taskPage = `${TEST_ORIGIN}/task/${s.task.id}`;
    // Removed by the admin while the member still had the list on screen.
    await t.request('DELETE', documentPath, { cookie: s.admin.cookie });
    const opened = await t.request('GET', documentPath, {
      cookie: s.member.cookie,
      headers: { 'sec-fetch-dest': 'document', referer: taskPage },
    });
    expect(opened.status).toBe(404);
    expect(opened.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(opened.headers.get('content-disposition')).toBeNull();
    const html = await opened.text();
    expect(html).toContain('<h1>We couldn’t open this document</h1>');
    expect(html).toContain('Document not found');
    expect(html).toContain(`<a href="/task/${s.task.id}">Back to the page</a>`);
    // Someone signed out meets the same page, told to sign in.
    const signedOut = await t.request('GET', documentPath, { headers: { 'sec-fetch-dest': 'document' } });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.text()).toContain('<h1>We couldn’t open this document</h1>');
    const fetched = await t.request('GET', documentPath, {
      cookie: s.member.cookie,
      headers: { 'sec-fetch-dest': 'empty' },
    });
    expect(fetched.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
