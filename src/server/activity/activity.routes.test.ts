import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTeam, insertTask, makePng, type Person } from '#test/factories/team.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { createMemorialCast } from '../memorials/memorial-test-support.ts';
import { memorialPages } from '../memorials/memorials.schema.ts';
import { mailsTo, unsubscribeTokenOf } from '../notifications/notifications.test-support.ts';
import { verifyUnsubscribeToken } from '../notifications/unsubscribe-token.ts';
import { decideJoinRequest } from '../team/decide-join-request.ts';
import { teamJoinRequests } from '../team/team.schema.ts';
import { activityEvents } from './activity.schema.ts';
import { ACTIVITY_PAGE_SIZE, type ActivityView } from './list-activity.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Feed = { events: ActivityView[]; nextCursor: string | null };

async function feedOf(lovedOneId: string, person: Person, cursor?: string): Promise<Feed> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const response = await t.request('GET', `/api/activity/${lovedOneId}${query}`, { cookie: person.cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as Feed;
}

const patch = (taskId: string, person: Person, json: Record<string, unknown>) =>
  t.request('PATCH', `/api/tasks/${taskId}`, { cookie: person.cookie, json });

describe('the activity feed', () => {
  it('is visible to the admin and members only', async () => {
    const team = await createTeam(t);
    const url = `/api/activity/${team.lovedOne.id}`;
    const statuses = [];
    for (const person of [team.admin, team.member, team.stranger]) {
      statuses.push((await t.request('GET', url, { cookie: person.cookie })).status);
    }
    statuses.push((await t.request('GET', url)).status);
    statuses.push(
      (
        await t.request('GET', '/api/activity/00000000-0000-4000-8000-000000000000', {
          cookie: team.admin.cookie,
        })
      ).status,
    );
    statuses.push((await t.request('GET', '/api/activity/not-a-uuid', { cookie: team.admin.cookie })).status);
    expect(statuses).toEqual([200, 200, 404, 401, 404, 404]);
  });

  it('tells who created, assigned, completed and reopened a task, newest first', async () => {
    const team = await createTeam(t);
    const created = await t.request('POST', '/api/tasks', {
      cookie: team.admin.cookie,
      json: { lovedOneId: team.lovedOne.id, title: 'Call the bank', category: 'Other' },
    });
    const { task } = (await created.json()) as { task: { id: string } };
    expect((await patch(task.id, team.admin, { assignedToUserId: team.member.userId })).status).toBe(200);
    expect((await patch(task.id, team.member, { status: 'completed' })).status).toBe(200);
    expect((await patch(task.id, team.member, { status: 'pending' })).status).toBe(200);
    // Notes alone are not news.
    expect((await patch(task.id, team.member, { notes: 'Left a message' })).status).toBe(200);

    const feed = await feedOf(team.lovedOne.id, team.otherMember);
    expect(feed.events.map((event) => [event.kind, event.actorName, event.subjectName, event.label])).toEqual(
      [
        ['task_reopened', 'Sam Support', null, 'Call the bank'],
        ['task_completed', 'Sam Support', null, 'Call the bank'],
        ['task_assigned', 'Ada Admin', 'Sam Support', 'Call the bank'],
        ['task_created', 'Ada Admin', null, 'Call the bank'],
      ],
    );
    expect(feed.events[0]?.taskId).toBe(task.id);
    expect(feed.nextCursor).toBeNull();
  });

  it('records a member joining, a document, the memorial going public and a tribute', async () => {
    const cast = await createMemorialCast(t);
    const newcomer = cast.stranger;
    const [request] = await t.deps.db
      .insert(teamJoinRequests)
      .values({ lovedOneId: cast.lovedOne.id, userId: newcomer.userId })
      .returning();
    await decideJoinRequest(t.deps.db, {
      lovedOneId: cast.lovedOne.id,
      requestId: request!.id,
      adminUserId: cast.admin.userId,
      approve: true,
    });
    const task = await insertTask(t, { lovedOneId: cast.lovedOne.id, title: 'Find the will' });
    const form = new FormData();
    form.set('file', new File(['%PDF-1.4\n%%EOF\n'], 'will.pdf'));
    expect(
      (await t.request('POST', `/api/tasks/${task.id}/documents`, { cookie: cast.admin.cookie, body: form }))
        .status,
    ).toBe(201);
    expect(
      (
        await t.request('PUT', `/api/memorials/${cast.memorialId}/visibility`, {
          cookie: cast.admin.cookie,
          json: { isPublic: true },
        })
      ).status,
    ).toBe(200);
    const tribute = await t.request('POST', `/api/memorials/${cast.memorialId}/tributes`, {
      json: { authorName: 'Cousin Jo', message: 'We will miss her laugh.' },
    });
    expect(tribute.status).toBe(201);

    const feed = await feedOf(cast.lovedOne.id, newcomer);
    expect(feed.events.map((event) => [event.kind, event.actorName, event.subjectName, event.label])).toEqual(
      [
        ['tribute_received', null, null, 'Cousin Jo'],
        ['memorial_published', 'Ada Admin', null, null],
        ['document_added', 'Ada Admin', null, 'Find the will'],
        ['member_joined', 'Ada Admin', 'Sly Stranger', null],
      ],
    );
  });

  it('records the memorial page going private as well as public, once for each real change', async () => {
    const cast = await createMemorialCast(t);
    const setPublic = async (isPublic: boolean) => {
      const response = await t.request('PUT', `/api/memorials/${cast.memorialId}/visibility`, {
        cookie: cast.admin.cookie,
        json: { isPublic },
      });
      expect(response.status).toBe(200);
    };
    for (const isPublic of [true, true, false, false, true]) await setPublic(isPublic);

    const feed = await feedOf(cast.lovedOne.id, cast.member);
    expect(feed.events.map((event) => [event.kind, event.actorName])).toEqual([
      ['memorial_published', 'Ada Admin'],
      ['memorial_made_private', 'Ada Admin'],
      ['memorial_published', 'Ada Admin'],
    ]);
  });

  it('records photos, estate items and expenses as they are added, and neither their edits nor deletions', async () => {
    const cast = await createMemorialCast(t);
    const uploadPhoto = async (person: Person, caption?: string) => {
      const form = new FormData();
      form.set(
        'photo',
        new File([(await makePng()) as Uint8Array<ArrayBuffer>], 'p.png', { type: 'image/png' }),
      );
      if (caption) form.set('caption', caption);
      const response = await t.request('POST', `/api/memorials/${cast.memorialId}/photos`, {
        cookie: person.cookie,
        body: form,
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { photo: { id: string } }).photo;
    };
    const inventory = `/api/inventory/${cast.lovedOne.id}`;
    const add = async (path: string, person: Person, json: Record<string, unknown>) => {
      const response = await t.request('POST', `${inventory}${path}`, { cookie: person.cookie, json });
      expect(response.status).toBe(201);
      return (await response.json()) as Record<string, { id: string }>;
    };

    const photo = await uploadPhoto(cast.member, 'At the lake, 1972');
    await uploadPhoto(cast.admin);
    const { item } = await add('/items', cast.admin, {
      kind: 'bank_account',
      institution: 'First Bank',
      referenceLast4: '4321',
      notes: 'Statement in the blue folder',
    });
    const { expense } = await add('/expenses', cast.member, {
      paidOn: '2026-11-02',
      payee: 'Lakeside Funeral Home',
      amount: '1,250.00',
      category: 'funeral',
      notes: 'Paid on my own card',
    });
    const before = await t.deps.db.select().from(activityEvents);

    const changes = [
      t.request('PATCH', `${inventory}/items/${item!.id}?timeZone=UTC`, {
        cookie: cast.admin.cookie,
        json: { institution: 'First National Bank' },
      }),
      t.request('PATCH', `${inventory}/expenses/${expense!.id}`, {
        cookie: cast.member.cookie,
        json: { payee: 'Lakeside Funeral Services' },
      }),
      t.request('DELETE', `/api/memorials/${cast.memorialId}/photos/${photo.id}`, {
        cookie: cast.admin.cookie,
      }),
    ];
    expect((await Promise.all(changes)).map((response) => response.status)).toEqual([200, 200, 200]);
    expect(await t.deps.db.select().from(activityEvents)).toEqual(before);

    const feed = await feedOf(cast.lovedOne.id, cast.otherMember);
    // Which events, not their order: PGlite's clock counts whole milliseconds, so two requests in one
    // share a timestamp and the id breaks the tie (the paging test covers that order).
    const described = feed.events.map((event) => [event.kind, event.actorName, event.label].join(' | '));
    expect(described.toSorted()).toEqual([
      'expense_added | Sam Support | Lakeside Funeral Home',
      'inventory_item_added | Ada Admin | First Bank',
      'memorial_photo_added | Ada Admin | ',
      'memorial_photo_added | Sam Support | At the lake, 1972',
    ]);
    expect(feed.events.every((event) => event.taskId === null)).toBe(true);
    // The amounts, account numbers and notes stay on the inventory page. Ids are left out of the search:
    // a random one holds "1250" about once in a few hundred runs.
    const text = JSON.stringify(feed.events.map(({ id: _id, ...event }) => event));
    for (const detail of ['1250', '1,250', '4321', 'blue folder', 'own card'])
      expect(text).not.toContain(detail);
  });

  it('records nothing for an expense or a photo that was refused', async () => {
    const cast = await createMemorialCast(t);
    const expense = await t.request('POST', `/api/inventory/${cast.lovedOne.id}/expenses`, {
      cookie: cast.member.cookie,
      json: {
        paidOn: '2026-11-02',
        payee: 'Lakeside Funeral Home',
        amount: '100',
        category: 'funeral',
        paidByUserId: cast.admin.userId,
      },
    });
    expect(expense.status).toBe(403);
    const form = new FormData();
    form.set('photo', new File(['not an image'], 'p.png', { type: 'image/png' }));
    const photo = await t.request('POST', `/api/memorials/${cast.memorialId}/photos`, {
      cookie: cast.member.cookie,
      body: form,
    });
    expect(photo.status).toBe(422);
    expect(await t.deps.db.select().from(activityEvents)).toEqual([]);
  });

  it('never names the account that left a tribute, and names nobody while a tribute is held', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const leave = (authorName: string) =>
      t.request('POST', `/api/memorials/${cast.memorialId}/tributes`, {
        cookie: cast.stranger.cookie,
        json: { authorName, message: 'Thinking of you all.' },
      });
    expect((await leave('An old friend')).status).toBe(201);
    await t.deps.db
      .update(memorialPages)
      .set({ moderation: 'hold' })
      .where(eq(memorialPages.id, cast.memorialId));
    expect((await leave('Another old friend')).status).toBe(201);

    const feed = await feedOf(cast.lovedOne.id, cast.member);
    expect(feed.events.map((event) => [event.kind, event.actorName, event.subjectName, event.label])).toEqual(
      [
        ['tribute_received', null, null, null],
        ['tribute_received', null, null, 'An old friend'],
      ],
    );
    expect(JSON.stringify(feed)).not.toContain('Stranger');
    const rows = await t.deps.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.kind, 'tribute_received'));
    expect(rows.map((row) => row.actorUserId)).toEqual([null, null]);
  });

  it('shows nothing of a member’s journal, moods or chats', async () => {
    const team = await createTeam(t);
    const cookie = team.member.cookie;
    const before = await t.deps.db.select().from(activityEvents);
    const journal = await t.request('POST', '/api/journal/entries', {
      cookie,
      json: { entryDate: '2026-11-20', title: 'Private words', body: 'I miss Rose every morning.' },
    });
    expect(journal.status).toBe(201);
    const mood = await t.request('PUT', '/api/moods', {
      cookie,
      json: { date: '2026-11-20', mood: 2, tags: [], note: 'A heavy day' },
    });
    expect(mood.status).toBe(200);
    const chat = await t.request('POST', '/api/chat/messages', {
      cookie,
      json: { content: 'I cannot stop thinking about Rose' },
    });
    expect(chat.status).toBe(200);
    // The reply streams; read it to the end so the conversation is saved before looking.
    expect(await chat.text()).toContain('event: done');

    expect(await t.deps.db.select().from(activityEvents)).toEqual(before);
    for (const viewer of [team.admin, team.member]) {
      const feed = await feedOf(team.lovedOne.id, viewer);
      expect(feed.events).toEqual([]);
    }
  });

  it('pages through older events with a cursor, without gaps or repeats', async () => {
    const team = await createTeam(t);
    const total = ACTIVITY_PAGE_SIZE + 5;
    // All in one statement, so most share a timestamp: the id must break the ties.
    await t.deps.db.insert(activityEvents).values(
      Array.from({ length: total }, (_, i) => ({
        lovedOneId: team.lovedOne.id,
        kind: 'task_created' as const,
        actorUserId: team.admin.userId,
        label: `Task ${i}`,
      })),
    );
    const first = await feedOf(team.lovedOne.id, team.admin);
    expect(first.events).toHaveLength(ACTIVITY_PAGE_SIZE);
    const second = await feedOf(team.lovedOne.id, team.admin, first.nextCursor!);
    expect(second.events).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const labels = [...first.events, ...second.events].map((event) => event.label);
    expect(new Set(labels).size).toBe(total);

    const bad = await t.request('GET', `/api/activity/${team.lovedOne.id}?cursor=bm9wZQ`, {
      cookie: team.admin.cookie,
    });
    expect(bad.status).toBe(400);
  });
});

describe('task notices', () => {
  it('tells a member a task was assigned to them, and the assigner when it is done', async () => {
    const team = await createTeam(t);
    const task = await insertTask(t, {
      lovedOneId: team.lovedOne.id,
      title: 'Call the bank',
      dueDate: '2026-12-01',
    });
    await patch(task.id, team.admin, { assignedToUserId: team.member.userId });

    const [assigned] = await mailsTo(t.deps.db, team.member.email, 'A task for you');
    expect(assigned?.subject).toBe('A task for you: Call the bank');
    expect(assigned?.text).toContain(
      'Ada Admin asked you to help with “Call the bank” for Rose Lane. It is due December 1, 2026.',
    );
    expect(assigned?.text).toContain(`http://localhost:3000/task/${task.id}`);
    expect(assigned?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    await patch(task.id, team.member, { status: 'completed' });
    const [done] = await mailsTo(t.deps.db, team.admin.email, 'Done:');
    expect(done?.text).toContain('Sam Support completed “Call the bank” for Rose Lane, a task you assigned.');
    expect(done?.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3000/unsubscribe/${unsubscribeTokenOf(done!)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(verifyUnsubscribeToken(t.config.authSecret, unsubscribeTokenOf(done!))).toEqual({
      userId: team.admin.userId,
      kind: 'completion',
    });
    // Nobody hears about their own action.
    expect(await mailsTo(t.deps.db, team.member.email, 'Done:')).toHaveLength(0);
  });

  it('tell nobody of a completion once the task was unassigned, and still tell the assigner while it is assigned', async () => {
    const team = await createTeam(t);
    // Closing an inventory item completes its task, whoever has the task: the way a task no longer
    // assigned can be completed by someone other than the admin.
    const completeThroughItem = async (taskId: string) => {
      const added = await t.request('POST', `/api/inventory/${team.lovedOne.id}/items`, {
        cookie: team.admin.cookie,
        json: {
          kind: 'bank_account',
          institution: 'First Bank',
          assignedToUserId: team.member.userId,
          taskId,
        },
      });
      expect(added.status).toBe(201);
      const { item } = (await added.json()) as { item: { id: string } };
      const closed = await t.request(
        'PATCH',
        `/api/inventory/${team.lovedOne.id}/items/${item.id}?timeZone=UTC`,
        {
          cookie: team.member.cookie,
          json: { status: 'claimed' },
        },
      );
      expect(closed.status).toBe(200);
    };

    const handedBack = await insertTask(t, { lovedOneId: team.lovedOne.id, title: 'Call the bank' });
    await patch(handedBack.id, team.admin, { assignedToUserId: team.otherMember.userId });
    await patch(handedBack.id, team.admin, { assignedToUserId: null });
    await completeThroughItem(handedBack.id);
    expect((await feedOf(team.lovedOne.id, team.admin)).events[0]).toMatchObject({
      kind: 'task_completed',
      label: 'Call the bank',
    });
    expect(await mailsTo(t.deps.db, team.admin.email, 'Done:')).toHaveLength(0);

    const stillAssigned = await insertTask(t, { lovedOneId: team.lovedOne.id, title: 'Close the account' });
    await patch(stillAssigned.id, team.admin, { assignedToUserId: team.otherMember.userId });
    await completeThroughItem(stillAssigned.id);
    const done = await mailsTo(t.deps.db, team.admin.email, 'Done:');
    expect(done.map((mail) => mail.subject)).toEqual(['Done: Close the account']);
  });

  it('are not sent to someone who turned them off through the link', async () => {
    const team = await createTeam(t);
    const first = await insertTask(t, { lovedOneId: team.lovedOne.id, title: 'Call the bank' });
    await patch(first.id, team.admin, { assignedToUserId: team.member.userId });
    const [notice] = await mailsTo(t.deps.db, team.member.email, 'A task for you');
    const token = unsubscribeTokenOf(notice!);
    expect((await t.request('POST', `/api/notifications/unsubscribe/${token}`)).status).toBe(200);

    const second = await insertTask(t, { lovedOneId: team.lovedOne.id, title: 'Sell the car' });
    await patch(second.id, team.admin, { assignedToUserId: team.member.userId });
    expect(await mailsTo(t.deps.db, team.member.email, 'A task for you')).toHaveLength(1);
    // The feed still shows it: only the mail was turned off.
    const feed = await feedOf(team.lovedOne.id, team.admin);
    expect(feed.events[0]?.label).toBe('Sell the car');
  });
});
