import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateChecklist } from '#shared/checklist/generate-checklist.ts';
import { ALL_OPTIONS_ANSWERS } from '#shared/checklist/sample-answers.ts';
import { addDays } from '#shared/dates/calendar-days.ts';
import { createTeam, errorOf, insertTask, type Person } from '#test/factories/team.ts';
import { parseCalendar } from '#test/ical.ts';
import { pdfText } from '#test/pdf-text.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { mailOutbox } from '../infra/infra.schema.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { tasks } from '../tasks/tasks.schema.ts';
import { CHECKLIST_EMAIL_MESSAGES, CHECKLIST_EMAIL_RULE } from './checklist.routes.ts';
import { listChecklist } from './list-checklist.ts';
import { renderChecklistPdf } from './render-checklist-pdf.ts';
import { insertGeneratedTasks } from './save-generated-tasks.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const GENERATED = generateChecklist({
  path: 'recent-loss',
  answers: ALL_OPTIONS_ANSWERS,
  today: '2025-03-11',
});

async function teamWithChecklist() {
  const team = await createTeam(t);
  await insertGeneratedTasks(t.deps.db, team.lovedOne.id, GENERATED);
  return team;
}

const get = (person: Person | null, path: string) => t.request('GET', path, { cookie: person?.cookie });

describe('the checklist view and downloads', () => {
  it('summarises progress and the category cards, leaving hidden tasks out', async () => {
    const { admin, lovedOne } = await teamWithChecklist();
    const [first, second] = await t.deps.db.select().from(tasks).where(eq(tasks.lovedOneId, lovedOne.id));
    await t.deps.db.update(tasks).set({ status: 'completed' }).where(eq(tasks.id, first!.id));
    await t.deps.db.update(tasks).set({ status: 'hidden' }).where(eq(tasks.id, second!.id));
    const response = await get(admin, `/api/loved-ones/${lovedOne.id}/checklist`);
    const body = (await response.json()) as {
      total: number;
      completed: number;
      categories: { count: number }[];
    };
    expect(body.total).toBe(GENERATED.length - 1);
    expect(body.completed).toBe(1);
    expect(body.categories.reduce((sum, card) => sum + card.count, 0)).toBe(GENERATED.length - 1);
  });

  it('renders a PDF grouped by category with every task title and its due date', async () => {
    const { admin, lovedOne } = await teamWithChecklist();
    await insertTask(t, {
      lovedOneId: lovedOne.id,
      title: 'Mum’s piano — find a home',
      isCustom: true,
      category: 'Keepsakes',
    });
    const checklist = await listChecklist(t.deps.db, lovedOne.id, admin.userId);
    const pdf = await renderChecklistPdf(checklist, { today: '2025-03-11', compress: false });
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Checklist for Rose Lane');
    for (const category of [
      'Urgent Needs (First 48 Hours)',
      'Memorial Planning',
      'Legal & Financial',
      'Other',
    ]) {
      expect(text).toContain(category);
    }
    for (const task of GENERATED) expect(text).toContain(task.title.replace(/\s+/g, ' '));
    expect(text).toContain('Mum’s piano — find a home');
    expect(text).toContain('Due April 15, 2026');
  });

  it('prints names and tasks in any script as they are written', async () => {
    const { admin, lovedOne } = await teamWithChecklist();
    await t.deps.db
      .update(lovedOnes)
      .set({ firstName: 'محمد', lastName: 'Nguyễn' })
      .where(eq(lovedOnes.id, lovedOne.id));
    await insertTask(t, {
      lovedOneId: lovedOne.id,
      title: '王秀英 — 김민준 — Сергей',
      isCustom: true,
      category: 'Keepsakes',
    });
    const pdf = await renderChecklistPdf(await listChecklist(t.deps.db, lovedOne.id, admin.userId), {
      today: '2025-03-11',
    });
    const text = await pdfText(pdf);
    expect(text).toContain('Checklist for محمد Nguyễn');
    expect(text).toContain('王秀英 — 김민준 — Сергей');
    expect(text).not.toContain('?');
  });

  it('serves the PDF and the calendar file as downloads to the team', async () => {
    const { member, lovedOne } = await teamWithChecklist();
    const pdf = await get(member, `/api/loved-ones/${lovedOne.id}/checklist.pdf?timeZone=UTC`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      'attachment; filename="harbor-checklist-rose-lane.pdf"',
    );
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(Buffer.from(bytes.subarray(-6)).toString('latin1')).toContain('%%EOF');

    const ics = await get(member, `/api/loved-ones/${lovedOne.id}/checklist.ics`);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(ics.headers.get('content-disposition')).toBe(
      'attachment; filename="harbor-checklist-rose-lane.ics"',
    );
    const calendar = parseCalendar(await ics.text());
    const dated = GENERATED.filter((task) => task.dueDate);
    expect(calendar.name).toBe('Harbor: Rose Lane');
    expect(calendar.events.map((event) => event.summary).sort()).toEqual(
      dated.map((task) => task.title).sort(),
    );
    for (const task of dated) {
      const event = calendar.events.find((candidate) => candidate.summary === task.title);
      expect(event?.start).toEqual({ kind: 'date', date: task.dueDate });
      expect(event?.end).toEqual({ kind: 'date', date: addDays(task.dueDate!, 1) });
    }
  });

  it('writes each open dated task as a whole day, ending the next day, with its text intact', async () => {
    const { admin, lovedOne } = await createTeam(t);
    const title = 'Call the bank, the council; then Mum’s GP \\ pharmacy';
    const description = 'Account: 12-34-56, ref; "probate"\nAsk for the bereavement team';
    const task = await insertTask(t, { lovedOneId: lovedOne.id, title, description, dueDate: '2026-12-31' });
    await insertTask(t, { lovedOneId: lovedOne.id, title: 'Leap day', dueDate: '2028-02-28' });
    await insertTask(t, {
      lovedOneId: lovedOne.id,
      title: 'Done',
      dueDate: '2026-05-01',
      status: 'completed',
    });
    await insertTask(t, { lovedOneId: lovedOne.id, title: 'Undated' });
    const calendar = parseCalendar(
      await (await get(admin, `/api/loved-ones/${lovedOne.id}/checklist.ics`)).text(),
    );
    expect(calendar.events).toEqual([
      {
        uid: `${task.id}@harbor`,
        summary: title,
        description,
        location: null,
        url: null,
        categories: ['Other'],
        start: { kind: 'date', date: '2026-12-31' },
        end: { kind: 'date', date: '2027-01-01' },
      },
      expect.objectContaining({
        summary: 'Leap day',
        start: { kind: 'date', date: '2028-02-28' },
        end: { kind: 'date', date: '2028-02-29' },
      }),
    ]);
  });

  it('gives an empty but valid calendar when no task has a date', async () => {
    const { admin, lovedOne } = await createTeam(t);
    await insertTask(t, { lovedOneId: lovedOne.id, title: 'Undated' });
    const calendar = await (await get(admin, `/api/loved-ones/${lovedOne.id}/checklist.ics`)).text();
    expect(parseCalendar(calendar)).toEqual({ name: 'Harbor: Rose Lane', events: [] });
  });
});

describe('Email to me', () => {
  it('queues the checklist to the signed-in user’s own address', async () => {
    const { member, lovedOne } = await teamWithChecklist();
    const response = await t.request('POST', `/api/loved-ones/${lovedOne.id}/checklist/email`, {
      cookie: member.cookie,
      json: { to: 'someone-else@example.com' },
    });
    expect(response.status).toBe(202);
    const mails = await t.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Your Harbor checklist for Rose Lane'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe(member.email);
    expect(mails[0]?.text).toContain(GENERATED[0]!.title);
    expect(mails[0]?.text).toContain(`/dashboard/${lovedOne.id}?tab=tasks`);
  });

  it('never names a loved one by the relationship standing in for a name not given yet', async () => {
    const { admin, lovedOne } = await teamWithChecklist();
    await t.deps.db
      .update(lovedOnes)
      .set({ firstName: 'Parent', lastName: '', nameGiven: false })
      .where(eq(lovedOnes.id, lovedOne.id));
    const base = `/api/loved-ones/${lovedOne.id}`;
    expect((await t.request('POST', `${base}/checklist/email`, { cookie: admin.cookie })).status).toBe(202);
    const [mail] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, admin.email));
    expect(mail?.subject).toBe('Your Harbor checklist');
    expect(mail?.text).toContain('Here is your checklist, as it stands today.');
    const pdf = await get(admin, `${base}/checklist.pdf`);
    expect(pdf.headers.get('content-disposition')).toContain('harbor-checklist.pdf');
    const calendar = await (await get(admin, `${base}/checklist.ics`)).text();
    expect(parseCalendar(calendar).name).toBe('Harbor checklist');
    for (const text of [
      mail?.subject,
      mail?.text,
      await pdfText(new Uint8Array(await pdf.arrayBuffer())),
      calendar,
    ]) {
      expect(text).not.toContain('Parent');
    }
  });

  it('stops after five in an hour', async () => {
    const { admin, lovedOne } = await teamWithChecklist();
    const send = () =>
      t.request('POST', `/api/loved-ones/${lovedOne.id}/checklist/email`, { cookie: admin.cookie });
    for (let index = 0; index < CHECKLIST_EMAIL_RULE.points; index += 1)
      expect((await send()).status).toBe(202);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).message).toBe(CHECKLIST_EMAIL_MESSAGES.rateLimited);
  });
});

describe('permission matrix for the checklist routes', () => {
  it('serves the team and answers 404 to strangers, 401 to nobody', async () => {
    const { admin, member, stranger, lovedOne } = await teamWithChecklist();
    const base = `/api/loved-ones/${lovedOne.id}`;
    for (const [person, expected] of [
      [admin, [200, 200, 200, 202]],
      [member, [200, 200, 200, 202]],
      [stranger, [404, 404, 404, 404]],
      [null, [401, 401, 401, 401]],
    ] as const) {
      const statuses = [
        (await get(person, `${base}/checklist`)).status,
        (await get(person, `${base}/checklist.pdf`)).status,
        (await get(person, `${base}/checklist.ics`)).status,
        (await t.request('POST', `${base}/checklist/email`, { cookie: person?.cookie })).status,
      ];
      expect(statuses).toEqual(expected);
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await get(admin, `/api/loved-ones/${missing}/checklist.pdf`)).status).toBe(404);
    const mails = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, stranger.email));
    expect(mails.filter((mail) => mail.subject.includes('checklist'))).toHaveLength(0);
  });
});
