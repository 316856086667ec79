import { count, desc, eq, ilike, inArray, max, or, type SQL } from 'drizzle-orm';
import { buildCsv } from '#shared/csv/csv.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../infra/app-error.ts';
import { mailOutbox } from '../infra/infra.schema.ts';
import { enqueueMail } from '../infra/mail.ts';
import { waitlist } from '../waitlist/waitlist.schema.ts';
import { containsPattern } from './like-pattern.ts';
import { OPERATOR_PAGE_SIZE } from './operator-schemas.ts';

export const PILOT_PASSCODE_SUBJECT = 'Your place in the Harbor pilot';

const matching = (q: string | undefined): SQL | undefined => {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(waitlist.firstName, pattern),
    ilike(waitlist.lastName, pattern),
    ilike(waitlist.email, pattern),
  );
};

// When each person was last sent the passcode, read from the outbox itself (no second record to drift).
const passcodeMails = (db: Db) =>
  db
    .select({ toAddress: mailOutbox.toAddress, sentAt: max(mailOutbox.createdAt).as('passcode_sent_at') })
    .from(mailOutbox)
    .where(eq(mailOutbox.subject, PILOT_PASSCODE_SUBJECT))
    .groupBy(mailOutbox.toAddress)
    .as('passcode_mails');

async function selectEntries(db: Db, q: string | undefined, limit?: number, offset = 0) {
  const sent = passcodeMails(db);
  const query = db
    .select({
      id: waitlist.id,
      firstName: waitlist.firstName,
      lastName: waitlist.lastName,
      email: waitlist.email,
      interestReason: waitlist.interestReason,
      createdAt: waitlist.createdAt,
      passcodeSentAt: sent.sentAt,
    })
    .from(waitlist)
    .leftJoin(sent, eq(sent.toAddress, waitlist.email))
    .where(matching(q))
    .orderBy(desc(waitlist.createdAt), desc(waitlist.id))
    .offset(offset);
  return limit === undefined ? query : query.limit(limit);
}

export async function listWaitlist(db: Db, query: { q?: string; page: number }) {
  const [rows, [total]] = await Promise.all([
    selectEntries(db, query.q, OPERATOR_PAGE_SIZE, (query.page - 1) * OPERATOR_PAGE_SIZE),
    db.select({ value: count() }).from(waitlist).where(matching(query.q)),
  ]);
  return {
    entries: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      passcodeSentAt: row.passcodeSentAt ? new Date(row.passcodeSentAt).toISOString() : null,
    })),
    total: Number(total?.value ?? 0),
    pageSize: OPERATOR_PAGE_SIZE,
  };
}

export const WAITLIST_CSV_HEADER = [
  'First name',
  'Last name',
  'Email',
  'Why interested',
  'Joined',
  'Passcode sent',
];

/** Every matching entry, oldest last, as a CSV that is safe to open in a spreadsheet. */
export async function buildWaitlistCsv(db: Db, q: string | undefined): Promise<string> {
  const rows = await selectEntries(db, q);
  return buildCsv([
    WAITLIST_CSV_HEADER,
    ...rows.map((row) => [
      row.firstName,
      row.lastName,
      row.email,
      row.interestReason ?? '',
      row.createdAt.toISOString(),
      row.passcodeSentAt ? new Date(row.passcodeSentAt).toISOString() : '',
    ]),
  ]);
}

/** Queues the pilot passcode to each chosen person; returns how many mails were queued. */
export async function sendPilotPasscode(
  db: Db,
  options: { ids: string[]; passcode: string | undefined; appUrl: string },
): Promise<number> {
  const { passcode, appUrl } = options;
  if (!passcode) {
    throw new AppError(
      'CONFLICT',
      'The pilot has no passcode (PREVIEW_PASSCODE is not set), so there is nothing to send.',
    );
  }
  return db.transaction(async (tx) => {
    const people = await tx
      .select({ firstName: waitlist.firstName, email: waitlist.email })
      .from(waitlist)
      .where(inArray(waitlist.id, options.ids));
    for (const person of people) {
      await enqueueMail(tx, {
        to: person.email,
        subject: PILOT_PASSCODE_SUBJECT,
        text: [
          `Dear ${person.firstName},`,
          '',
          'Thank you for waiting. There is now a place for you in the Harbor pilot.',
          '',
          `Open ${appUrl}, choose "Have a passcode? Enter it here." and enter this passcode:`,
          '',
          `    ${passcode}`,
          '',
          'Please keep it to yourself; it is only for people we have invited.',
          '',
          'With care,',
          'The Harbor team',
        ].join('\n'),
      });
    }
    return people.length;
  });
}
