import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '#shared/dates/calendar-days.ts';
import { todayIn } from '#shared/dates/time-zones.ts';
import { GUEST_LIST_MESSAGES } from '#shared/guest-list/guest-list-messages.ts';
import { errorOf, type Person } from '#test/factories/team.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#test/test-app.ts';
import { mailOutbox } from '../infra/infra.schema.ts';
import { createMemorialCast, jsonOf, type MemorialCast } from '../memorials/memorial-test-support.ts';
import { memorialEvents, memorialPages, memorialRsvps } from '../memorials/memorials.schema.ts';
import { memorialGuests } from './guest-list.schema.ts';
import { INVITATION_PAGE_RULE } from './guest-list-rate-limits.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const ZONE = 'America/Chicago';
const inDays = (days: number) => addDays(todayIn(ZONE), days);

type GuestList = {
  events: { id: string; name: string; day: string; time: string | null }[];
  guests: {
    id: string;
    name: string | null;
    email: string;
    invitedAt: string | null;
    replies: Record<string, number | null>;
  }[];
  others: { name: string; email: string; replies: Record<string, number | null> }[];
  totals: { eventId: string; replies: number; people: number }[];
};
type Imported = { added: number; duplicates: number; problems: { line: number; reason: string }[] };

const url = (cast: MemorialCast, rest = '') => `/api/memorials/${cast.memorialId}/guests${rest}`;
const as = (person: Person | undefined) => (person ? { cookie: person.cookie } : {});

const addGuest = (
  cast: MemorialCast,
  json: Record<string, string>,
  person: Person | undefined = cast.admin,
) => t.request('POST', url(cast), { json, ...as(person) });
const importGuests = (cast: MemorialCast, format: 'lines' | 'csv', text: string) =>
  t.request('POST', url(cast, '/import'), { json: { format, text }, cookie: cast.admin.cookie });
const listOf = async (cast: MemorialCast) =>
  jsonOf<GuestList>(await t.request('GET', url(cast), { cookie: cast.admin.cookie }));

async function addEvent(cast: MemorialCast, values: Partial<typeof memorialEvents.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(memorialEvents)
    .values({
      memorialPageId: cast.memorialId,
      kind: 'service',
      eventDate: inDays(7),
      startTime: '14:30',
      timeZone: ZONE,
      place: 'St. Mark’s Church, 12 Elm Street',
      ...values,
    })
    .returning();
  return row!.id;
}

describe('who may use the guest list', () => {
  it('is the admin’s alone: the team is refused, a stranger finds nothing, the signed-out must sign in', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    expect((await addGuest(cast, { name: 'Ann Hale', email: 'ann@example.com' })).status).toBe(201);
    const [guest] = await t.deps.db.select().from(memorialGuests);
    const attempts = [
      ['GET', url(cast)],
      ['GET', url(cast, '.csv')],
      ['POST', url(cast, '/import')],
      ['POST', url(cast, '/invitations')],
      ['POST', url(cast, `/${guest!.id}/invitation`)],
      ['DELETE', url(cast, `/${guest!.id}`)],
    ] as const;
    for (const [method, path] of attempts) {
      const json = method === 'POST' ? { format: 'lines', text: 'x@example.com' } : undefined;
      expect((await t.request(method, path, { json, ...as(cast.member) })).status, `${method} ${path}`).toBe(
        403,
      );
      expect(
        (await t.request(method, path, { json, ...as(cast.stranger) })).status,
        `${method} ${path}`,
      ).toBe(404);
      expect((await t.request(method, path, { json })).status, `${method} ${path}`).toBe(401);
    }
    expect((await addGuest(cast, { name: 'Bo', email: 'bo@example.com' }, cast.member)).status).toBe(403);
    expect(await t.deps.db.select().from(memorialGuests)).toHaveLength(1);
    expect(await t.deps.db.select().from(mailOutbox)).toEqual([]);
  });

  it('answers 404 for a page that does not exist or is another family’s', async () => {
    const cast = await createMemorialCast(t);
    const other = await createMemorialCast(t);
    expect((await t.request('GET', url(other), as(cast.admin))).status).toBe(404);
    expect((await t.request('GET', '/api/memorials/not-a-uuid/guests', as(cast.admin))).status).toBe(404);
  });
});

describe('adding guests', () => {
  it('adds one guest, normalised, and refuses the same address twice', async () => {
    const cast = await createMemorialCast(t);
    expect(
      (await addGuest(cast, { name: ' Ann Hale ', email: ' Ann@Example.COM ', note: 'Cousin' })).status,
    ).toBe(201);
    const again = await addGuest(cast, { name: 'Ann', email: 'ann@example.com' });
    expect(again.status).toBe(409);
    // Said under the address, which is what to change.
    expect((await errorOf(again)).issues).toEqual([
      { path: 'email', message: GUEST_LIST_MESSAGES.alreadyOnList },
    ]);
    const invalid = await addGuest(cast, { name: 'Bob', email: 'bob@' });
    expect(invalid.status).toBe(422);
    expect((await errorOf(invalid)).message).toBe(GUEST_LIST_MESSAGES.emailInvalid);
    expect((await listOf(cast)).guests).toEqual([
      {
        id: expect.any(String),
        name: 'Ann Hale',
        email: 'ann@example.com',
        note: 'Cousin',
        invitedAt: null,
        replies: {},
      },
    ]);
  });

  it('imports pasted lines: good ones added, bad ones reported by line, duplicates skipped and counted', async () => {
    const cast = await createMemorialCast(t);
    await addGuest(cast, { name: 'Ann Hale', email: 'ann@example.com' });
    const response = await importGuests(
      cast,
      'lines',
      [
        'ANN@example.com',
        'Bob Stone <bob@example.com>',
        'Cara Lee',
        'Dev, dev@example',
        'bob@example.com',
        'eve@example.org',
      ].join('\n'),
    );
    expect(await jsonOf<Imported>(response)).toEqual({
      added: 2,
      duplicates: 2,
      problems: [
        { line: 3, reason: GUEST_LIST_MESSAGES.noEmail },
        { line: 4, reason: GUEST_LIST_MESSAGES.emailInvalid },
      ],
    });
    expect((await listOf(cast)).guests.map((guest) => [guest.name, guest.email])).toEqual([
      ['Ann Hale', 'ann@example.com'],
      ['Bob Stone', 'bob@example.com'],
      [null, 'eve@example.org'],
    ]);
  });

  it('imports a CSV file with its columns in any order and commas in quoted names', async () => {
    const cast = await createMemorialCast(t);
    const csv = 'Email,Name\r\n"hale@example.com","Hale, Ann"\r\nnot-an-address,Bob\r\n';
    expect(await jsonOf<Imported>(await importGuests(cast, 'csv', csv))).toEqual({
      added: 1,
      duplicates: 0,
      problems: [{ line: 3, reason: GUEST_LIST_MESSAGES.emailInvalid }],
    });
    expect((await listOf(cast)).guests[0]).toMatchObject({ name: 'Hale, Ann', email: 'hale@example.com' });
    const empty = await importGuests(cast, 'lines', '  \n ');
    expect(empty.status).toBe(422);
    expect((await errorOf(empty)).message).toBe(GUEST_LIST_MESSAGES.importEmpty);
  });

  it('removes a guest; their reply stays, among those not on the list', async () => {
    const cast = await createMemorialCast(t);
    const eventId = await addEvent(cast);
    await addGuest(cast, { name: 'Ann Hale', email: 'ann@example.com' });
    await t.deps.db
      .insert(memorialRsvps)
      .values({ eventId, name: 'Ann', email: 'ann@example.com', partySize: 2 });
    const [guest] = (await listOf(cast)).guests;
    expect((await t.request('DELETE', url(cast, `/${guest!.id}`), as(cast.admin))).status).toBe(200);
    // Pressed again (its answer lost): the guest is off the list, as asked (decision 081).
    expect((await t.request('DELETE', url(cast, `/${guest!.id}`), as(cast.admin))).status).toBe(200);
    const list = await listOf(cast);
    expect(list.guests).toEqual([]);
    expect(list.others).toEqual([{ name: 'Ann', email: 'ann@example.com', replies: { [eventId]: 2 } }]);
  });
});

describe('invitations', () => {
  it('queues one mail per guest not yet invited, with the gatherings and the reply link, and marks them', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await addEvent(cast, { kind: 'visitation', endTime: '16:00' });
    await addEvent(cast, {
      title: 'Celebration of life',
      eventDate: null,
      startTime: null,
      timeZone: null,
      place: null,
    });
    await addEvent(cast, { kind: 'burial', eventDate: inDays(-3) });
    await importGuests(cast, 'lines', 'Ann Hale <ann@example.com>\nbob@example.com');

    const sent = await t.request('POST', url(cast, '/invitations'), as(cast.admin));
    expect(await jsonOf(sent)).toEqual({ sent: 2, waiting: 0 });
    const mails = await t.deps.db.select().from(mailOutbox).orderBy(mailOutbox.toAddress);
    expect(mails.map((mail) => [mail.toAddress, mail.subject])).toEqual([
      ['ann@example.com', 'Remembering Rose Lane'],
      ['bob@example.com', 'Remembering Rose Lane'],
    ]);
    const [ann, bob] = mails;
    expect(ann!.text).toContain('Dear Ann Hale,');
    expect(bob!.text).toContain('Hello,');
    expect(ann!.text).toContain('Ada Admin would like you to know');
    expect(ann!.text).toContain('Visitation\n');
    expect(ann!.text).toContain('2:30 PM – 4:00 PM (Chicago time)\nSt. Mark’s Church, 12 Elm Street');
    expect(ann!.text).toContain('Celebration of life\nDate to be announced');
    expect(ann!.text).not.toContain('Burial');
    expect(ann!.text).toContain(`${TEST_ORIGIN}/memorial/${cast.slug}#service`);
    expect((await listOf(cast)).guests.every((guest) => guest.invitedAt !== null)).toBe(true);

    const again = await t.request('POST', url(cast, '/invitations'), as(cast.admin));
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(GUEST_LIST_MESSAGES.nobodyToInvite);

    const [first] = (await listOf(cast)).guests;
    expect(
      await jsonOf(await t.request('POST', url(cast, `/${first!.id}/invitation`), as(cast.admin))),
    ).toEqual({
      sent: 1,
      waiting: 0,
    });
    expect(await t.deps.db.select().from(mailOutbox)).toHaveLength(3);
  });

  it('mails each guest once when sending is pressed several times at once, and gives back the limit it did not use', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await importGuests(cast, 'lines', 'Ann Hale <ann@example.com>\nbob@example.com');
    const sendAll = () => t.request('POST', url(cast, '/invitations'), as(cast.admin));
    const sent = await Promise.all([sendAll(), sendAll(), sendAll()]);
    expect(sent.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    const mails = await t.deps.db.select().from(mailOutbox);
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(['ann@example.com', 'bob@example.com']);

    // Sending one guest's invitation again, pressed three times, sends it once more.
    const [ann] = (await listOf(cast)).guests;
    const sendAgain = () => t.request('POST', url(cast, `/${ann!.id}/invitation`), as(cast.admin));
    const resent = await Promise.all([sendAgain(), sendAgain(), sendAgain()]);
    expect(resent.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    const refused = resent.find((response) => response.status === 409)!;
    expect((await errorOf(refused)).message).toBe(GUEST_LIST_MESSAGES.invitationJustSent);
    expect(await t.deps.db.select().from(mailOutbox)).toHaveLength(3);
    // A tap that reaches a slow server after the first was sent is the same tap, not a new send.
    const late = await sendAgain();
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toBe(GUEST_LIST_MESSAGES.invitationJustSent);
    expect(await t.deps.db.select().from(mailOutbox)).toHaveLength(3);

    // Only the three mails sent count against the page's hour.
    const more = Array.from({ length: INVITATION_PAGE_RULE.points - 3 }, (_, i) => `guest${i}@example.com`);
    await importGuests(cast, 'lines', more.join('\n'));
    expect(await jsonOf(await sendAll())).toEqual({ sent: INVITATION_PAGE_RULE.points - 3, waiting: 0 });
  });

  it('sends nothing while the page is private', async () => {
    const cast = await createMemorialCast(t);
    await addGuest(cast, { name: 'Ann Hale', email: 'ann@example.com' });
    const refused = await t.request('POST', url(cast, '/invitations'), as(cast.admin));
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(GUEST_LIST_MESSAGES.notPublic);
    expect(await t.deps.db.select().from(mailOutbox)).toEqual([]);
  });

  it('stops at the hourly limit per page: the rest wait, and then nothing is sent', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const many = Array.from({ length: INVITATION_PAGE_RULE.points + 2 }, (_, i) => `guest${i}@example.com`);
    await importGuests(cast, 'lines', many.join('\n'));
    expect(await jsonOf(await t.request('POST', url(cast, '/invitations'), as(cast.admin)))).toEqual({
      sent: INVITATION_PAGE_RULE.points,
      waiting: 2,
    });
    const limited = await t.request('POST', url(cast, '/invitations'), as(cast.admin));
    expect(limited.status).toBe(429);
    expect((await errorOf(limited)).message).toBe(GUEST_LIST_MESSAGES.sendingLimited);
    expect(await t.deps.db.select().from(mailOutbox)).toHaveLength(INVITATION_PAGE_RULE.points);
  });
});

describe('replies and export', () => {
  it('shows each guest’s replies per event, others who replied, totals, and exports them as CSV', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const service = await addEvent(cast);
    const reception = await addEvent(cast, { kind: 'reception', startTime: '17:00' });
    await importGuests(cast, 'lines', '"Hale, Ann" <ann@example.com>\n=cmd|x <bob@example.com>');
    await t.deps.db.insert(memorialRsvps).values([
      { eventId: service, name: 'Ann', email: 'Ann@Example.com', partySize: 2 },
      { eventId: reception, name: 'Cara Lee', email: 'cara@example.com', partySize: 3 },
    ]);
    const list = await listOf(cast);
    expect(list.guests.map((guest) => [guest.email, guest.replies])).toEqual([
      ['ann@example.com', { [service]: 2, [reception]: null }],
      ['bob@example.com', { [service]: null, [reception]: null }],
    ]);
    expect(list.others).toEqual([
      { name: 'Cara Lee', email: 'cara@example.com', replies: { [service]: null, [reception]: 3 } },
    ]);
    expect(list.totals).toEqual([
      { eventId: service, replies: 1, people: 2 },
      { eventId: reception, replies: 1, people: 3 },
    ]);

    const csv = await t.request('GET', url(cast, '.csv'), as(cast.admin));
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toContain(`${cast.slug}-guests.csv`);
    // Response.text() would drop the byte-order mark that tells Excel the file is UTF-8.
    const body = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer());
    const [header, ann, bob, cara] = body.split('\r\n');
    expect(header).toBe(
      `\uFEFFName,Email,Invited,"${list.events[0]!.name}, ${list.events[0]!.day}","${list.events[1]!.name}, ${list.events[1]!.day}"`,
    );
    expect(ann).toBe('"Hale, Ann",ann@example.com,,2,');
    expect(bob).toBe(`'=cmd|x,bob@example.com,,,`);
    expect(cara).toBe('Cara Lee,cara@example.com,Not on the list,,3');
  });

  it('goes with its page', async () => {
    const cast = await createMemorialCast(t);
    await addGuest(cast, { name: 'Ann Hale', email: 'ann@example.com' });
    await t.deps.db.delete(memorialPages).where(eq(memorialPages.id, cast.memorialId));
    expect(await t.deps.db.select().from(memorialGuests)).toEqual([]);
  });
});
