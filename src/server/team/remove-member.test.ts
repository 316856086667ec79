import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readAccountExport } from '#test/account-export.ts';
import { createTeam, insertTask, type Person } from '#test/factories/team.ts';
import { standaloneText } from '#test/standalone-text.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { activityEvents } from '../activity/activity.schema.ts';
import { executorExpenses, inventoryItems } from '../inventory/inventory.schema.ts';
import { memorialPages, memorialPhotos, memorialTributes } from '../memorials/memorials.schema.ts';
import { anniversaryDeliveries, digestDeliveries } from '../notifications/notifications.schema.ts';
import { onboardingAnswers } from '../onboarding/onboarding.schema.ts';
import { taskDocuments } from '../tasks/tasks.schema.ts';
import { supportTeamInvitations, teamJoinRequests } from './team.schema.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Team = Awaited<ReturnType<typeof createTeam>>;
type Json = Record<string, unknown>;

/** Words that exist only in the loved one's records: none may reach a former member. */
const MARKERS = {
  institution: 'Chase Harbor Savings',
  last4: '4321',
  notes: 'PIN in the blue folder',
  assignedInstitution: 'Fidelity Lakeside',
  assignedLast4: '9876',
  assignedTask: 'Close the lakeside account',
  createdTask: 'Call the florist about lilies',
  taskNotes: 'Ask for Mrs Okafor',
  payee: 'Rosewood Florist',
  expenseNotes: 'flowers for the service',
  document: 'will-scan-original.pdf',
  tributeMessage: 'She taught me to swim at the lake',
  photoCaption: 'Lake Tahoe, summer 1975',
  memorialTitle: 'Remembering Rose Lane',
  invitationMessage: 'Come help with the estate, cousin',
  answersMarker: 'rose-lane-onboarding',
  activityLabel: 'Signed the probate petition',
};
/** Edits the admin makes after the member has gone. */
const LATER = { itemNotes: 'Moved to the safe deposit box', documentName: 'renamed-after-removal.pdf' };

async function getJson(person: Person, url: string) {
  const response = await t.request('GET', url, { cookie: person.cookie });
  expect(response.status, url).toBe(200);
  return (await response.json()) as Json;
}

/** The member takes part in every kind of record the loved one has. */
async function memberLeavesTracesEverywhere(team: Team) {
  const { admin, member, lovedOne } = team;
  const lovedOneId = lovedOne.id;
  const assignedTask = await insertTask(t, {
    lovedOneId,
    title: MARKERS.assignedTask,
    createdByUserId: admin.userId,
    assignedToUserId: member.userId,
  });
  const createdTask = await insertTask(t, {
    lovedOneId,
    title: MARKERS.createdTask,
    notes: MARKERS.taskNotes,
    createdByUserId: member.userId,
  });
  const storageKey = `task-documents/${lovedOneId}/${createdTask.id}/doc-1`;
  await t.deps.storage.put(storageKey, new TextEncoder().encode('%PDF-1.4 will'), 'application/pdf');
  const [document] = await t.deps.db
    .insert(taskDocuments)
    .values({
      taskId: createdTask.id,
      lovedOneId,
      fileName: MARKERS.document,
      contentType: 'application/pdf',
      sizeBytes: 13,
      storageKey,
      uploadedByUserId: member.userId,
    })
    .returning();
  const [createdItem] = await t.deps.db
    .insert(inventoryItems)
    .values({
      lovedOneId,
      kind: 'bank_account',
      institution: MARKERS.institution,
      referenceLast4: MARKERS.last4,
      estimatedValueCents: 1_234_567,
      notes: MARKERS.notes,
      createdByUserId: member.userId,
    })
    .returning();
  const [assignedItem] = await t.deps.db
    .insert(inventoryItems)
    .values({
      lovedOneId,
      kind: 'investment',
      institution: MARKERS.assignedInstitution,
      referenceLast4: MARKERS.assignedLast4,
      createdByUserId: admin.userId,
      assignedToUserId: member.userId,
    })
    .returning();
  const [expense] = await t.deps.db
    .insert(executorExpenses)
    .values({
      lovedOneId,
      paidOn: '2026-10-05',
      payee: MARKERS.payee,
      amountCents: 18_500,
      category: 'funeral',
      paidByUserId: member.userId,
      createdByUserId: member.userId,
      notes: MARKERS.expenseNotes,
      receiptKey: `expense-receipts/${lovedOneId}/receipt-1`,
      receiptContentType: 'application/pdf',
      receiptFileName: 'florist-receipt.pdf',
    })
    .returning();
  await t.deps.storage.put(expense!.receiptKey!, new TextEncoder().encode('%PDF-1.4 r'), 'application/pdf');
  const [memorial] = await t.deps.db
    .insert(memorialPages)
    .values({ lovedOneId, slug: 'rose-lane-private', title: MARKERS.memorialTitle, isPublic: false })
    .returning();
  await t.deps.db.insert(memorialTributes).values({
    memorialPageId: memorial!.id,
    authorUserId: member.userId,
    authorName: 'Sam Support',
    message: MARKERS.tributeMessage,
  });
  await t.deps.db.insert(memorialPhotos).values({
    memorialPageId: memorial!.id,
    uploadedByUserId: member.userId,
    uploadedByName: 'Sam Support',
    caption: MARKERS.photoCaption,
    webKey: `memorials/${memorial!.id}/photo.webp`,
    thumbnailKey: `memorials/${memorial!.id}/photo-thumb.webp`,
  });
  await t.deps.db.insert(activityEvents).values({
    lovedOneId,
    kind: 'task_completed',
    actorUserId: member.userId,
    subjectUserId: member.userId,
    label: MARKERS.activityLabel,
  });
  await t.deps.db.insert(supportTeamInvitations).values({
    lovedOneId,
    invitedByUserId: admin.userId,
    invitedEmail: member.email,
    invitedFirstName: 'Sam',
    invitedLastName: 'Support',
    relationshipToLovedOne: 'cousin',
    personalMessage: MARKERS.invitationMessage,
    status: 'accepted',
    tokenHash: `hash-${lovedOneId}`,
    expiresAt: new Date(Date.now() + 86_400_000),
    acceptedAt: new Date(),
    acceptedByUserId: member.userId,
  });
  await t.deps.db.insert(teamJoinRequests).values({
    lovedOneId,
    userId: member.userId,
    status: 'approved',
    decidedByUserId: admin.userId,
    decidedAt: new Date(),
  });
  await t.deps.db.insert(onboardingAnswers).values({
    lovedOneId,
    userId: member.userId,
    path: 'recent-loss',
    answersJson: { note: MARKERS.answersMarker },
    completionPct: 40,
  });
  await t.deps.db
    .insert(digestDeliveries)
    .values({ userId: member.userId, lovedOneId, weekStart: '2026-10-05' });
  await t.deps.db
    .insert(anniversaryDeliveries)
    .values({ userId: member.userId, lovedOneId, kind: 'birthday', onDate: '2026-05-01' });
  return {
    assignedTask,
    createdTask,
    document: document!,
    createdItem: createdItem!,
    assignedItem: assignedItem!,
    expense: expense!,
    memorial: memorial!,
  };
}

async function exportOf(person: Person) {
  const response = await t.request('GET', '/api/account/export', { cookie: person.cookie });
  expect(response.status).toBe(200);
  const { data, entries } = await readAccountExport(response);
  // The names of the files in the download too, so a file left in it is caught like a row.
  return { ...data, entries: Object.keys(entries) };
}

describe('removing a member', () => {
  it('ends every read of the loved one, keeps their records with the loved one, and leaves nothing of it in their export', async () => {
    const team = await createTeam(t);
    const { admin, member, lovedOne } = team;
    const records = await memberLeavesTracesEverywhere(team);

    // While on the team, their export holds the records that name them: the thing to take away.
    const exportedBefore = await exportOf(member);
    const before = JSON.stringify(exportedBefore);
    expect(before).toContain(MARKERS.institution);
    expect(before).toContain(MARKERS.tributeMessage);
    // The document they uploaded comes with it, as a file beside the records.
    expect(exportedBefore.entries).toContain(`files/Task documents/${MARKERS.document}`);

    const removed = await t.request('DELETE', `/api/team/${lovedOne.id}/members/${member.userId}`, {
      cookie: admin.cookie,
    });
    expect(removed.status).toBe(200);

    // The admin goes on working: edits after the removal must never reach the former member either.
    const patched = await t.request(
      'PATCH',
      `/api/inventory/${lovedOne.id}/items/${records.createdItem.id}`,
      {
        cookie: admin.cookie,
        json: { notes: LATER.itemNotes },
      },
    );
    expect(patched.status).toBe(200);
    await t.deps.db
      .update(taskDocuments)
      .set({ fileName: LATER.documentName })
      .where(eq(taskDocuments.id, records.document.id));

    const exported = await exportOf(member);
    const text = JSON.stringify(exported);
    for (const [name, marker] of Object.entries({ ...MARKERS, ...LATER })) {
      expect(text, `${name} ("${marker}") is still in the former member's export`).not.toMatch(
        standaloneText(marker),
      );
    }
    expect(text).not.toContain(lovedOne.id);
    // Their own account is all there.
    expect(exported.tables.users![0]).toMatchObject({ id: member.userId, email: member.email });
    expect(exported.tables.profiles).toHaveLength(1);

    const base = `/api/inventory/${lovedOne.id}`;
    const reads = [
      `/api/loved-ones/${lovedOne.id}`,
      `/api/loved-ones/${lovedOne.id}/photo`,
      `/api/loved-ones/${lovedOne.id}/checklist`,
      `/api/loved-ones/${lovedOne.id}/checklist.pdf`,
      `/api/loved-ones/${lovedOne.id}/checklist.ics`,
      `/api/onboarding/loved-ones/${lovedOne.id}/answers`,
      `/api/hubs/${lovedOne.id}/context`,
      `/api/tasks?lovedOneId=${lovedOne.id}`,
      `/api/tasks/${records.assignedTask.id}`,
      `/api/tasks/${records.createdTask.id}`,
      `/api/tasks/${records.createdTask.id}/documents`,
      `/api/tasks/${records.createdTask.id}/documents/${records.document.id}`,
      `${base}/items`,
      `${base}/items/${records.createdItem.id}/letter`,
      `${base}/items/${records.assignedItem.id}/letter`,
      `${base}/totals`,
      `${base}/expenses`,
      `${base}/expenses.csv`,
      `${base}/expenses/${records.expense.id}/receipt`,
      `/api/team/${lovedOne.id}`,
      `/api/team/${lovedOne.id}/assignees`,
      `/api/activity/${lovedOne.id}`,
      `/api/memorials/by-loved-one/${lovedOne.id}`,
      `/api/memorials/by-slug/${records.memorial.slug}`,
      `/api/memorials/${records.memorial.id}/tributes`,
    ];
    for (const url of reads) {
      const response = await t.request('GET', url, { cookie: member.cookie });
      expect(response.status, url).toBe(404);
    }
    const dashboard = await t.request('GET', '/api/dashboard', { cookie: member.cookie });
    expect(await dashboard.text()).not.toContain(lovedOne.id);

    // The team keeps every record, and shows the former member as such.
    const teamView = await getJson(admin, `/api/team/${lovedOne.id}`);
    const memberIds = (teamView.members as { userId: string }[]).map((person) => person.userId);
    expect(memberIds).not.toContain(member.userId);
    const { items } = (await getJson(admin, `${base}/items`)) as { items: Json[] };
    expect(items.find((item) => item.id === records.assignedItem.id)).toMatchObject({
      institution: MARKERS.assignedInstitution,
      assignedToUserId: null,
      assigneeName: null,
    });
    expect(items.find((item) => item.id === records.createdItem.id)).toMatchObject({
      notes: LATER.itemNotes,
    });
    const { expenses } = (await getJson(admin, `${base}/expenses`)) as { expenses: Json[] };
    // The money history stays: the estate still owes the person who paid, shown as a former member.
    expect(expenses.find((expense) => expense.id === records.expense.id)).toMatchObject({
      payee: MARKERS.payee,
      amountCents: 18_500,
      paidByName: null,
      reimbursed: false,
    });
    const csv = await t.request('GET', `${base}/expenses.csv`, { cookie: admin.cookie });
    expect(await csv.text()).toContain('Former team member');
    const { task } = (await getJson(admin, `/api/tasks/${records.assignedTask.id}`)) as { task: Json };
    expect(task).toMatchObject({ title: MARKERS.assignedTask, assignedToUserId: null });
    const documents = await t.request(
      'GET',
      `/api/tasks/${records.createdTask.id}/documents/${records.document.id}`,
      {
        cookie: admin.cookie,
      },
    );
    expect(documents.status).toBe(200);
  });

  it('lets a member who leaves take nothing of the loved one either', async () => {
    const team = await createTeam(t);
    await memberLeavesTracesEverywhere(team);
    const left = await t.request('POST', `/api/team/${team.lovedOne.id}/leave`, {
      cookie: team.member.cookie,
    });
    expect(left.status).toBe(200);
    const text = JSON.stringify(await exportOf(team.member));
    for (const marker of Object.values(MARKERS)) expect(text).not.toMatch(standaloneText(marker));
    const [item] = await t.deps.db
      .select()
      .from(inventoryItems)
      .where(eq(inventoryItems.institution, MARKERS.assignedInstitution));
    expect(item!.assignedToUserId).toBeNull();
  });
});
