import { and, desc, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../infra/infra.schema.ts';

/** Mails queued to `to` whose subject starts with `subjectStart`, newest first. */
export const mailsTo = (db: Db, to: string, subjectStart: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), like(mailOutbox.subject, `${subjectStart}%`)))
    .orderBy(desc(mailOutbox.createdAt));

/** The signed token in a mail's List-Unsubscribe header. */
export function unsubscribeTokenOf(mail: { headers: Record<string, string> | null }): string {
  const match = /\/unsubscribe\/([^>]+)>/.exec(mail.headers?.['List-Unsubscribe'] ?? '');
  if (!match?.[1]) throw new Error('no List-Unsubscribe header');
  return match[1];
}
