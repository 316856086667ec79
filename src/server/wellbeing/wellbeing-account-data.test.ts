import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../../../test/test-app.ts';
import { exportAccountData } from '../account/export-account-data.ts';
import { users } from '../auth/auth.schema.ts';
import { queryRows } from '../db/client.ts';
import './wellbeing-account-data.ts';
import { readChatStream } from './wellbeing-test-support.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function writeEverything(cookie: string) {
  await t.request('POST', '/api/journal/entries', {
    cookie,
    json: { entryDate: '2024-06-01', body: 'Her laugh.' },
  });
  await t.request('PUT', '/api/moods', {
    cookie,
    json: { date: '2024-06-01', mood: 3, note: 'A quiet day' },
  });
  await readChatStream(
    await t.request('POST', '/api/chat/messages', { cookie, json: { content: 'Hello there' } }),
  );
}

describe('wellbeing data in "Download my data" and account deletion', () => {
  it('exports the journal, moods and chats decrypted, for their owner only', async () => {
    const owner = await signUpUser(t);
    const other = await signUpUser(t);
    await writeEverything(owner.cookie);
    const data = await exportAccountData(t.deps.db, owner.userId, t.config);
    expect(data.features.wellbeing).toMatchObject({
      journalEntries: [{ body: 'Her laugh.', entryDate: '2024-06-01' }],
      moodCheckIns: [{ date: '2024-06-01', mood: 3, note: 'A quiet day' }],
      chatConversations: [
        { title: 'Hello there', messages: [{ role: 'user', content: 'Hello there' }, { role: 'assistant' }] },
      ],
    });
    const theirs = await exportAccountData(t.deps.db, other.userId, t.config);
    expect(theirs.features.wellbeing).toEqual({
      journalEntries: [],
      journalDraft: null,
      moodCheckIns: [],
      chatConversations: [],
    });
  });

  it('goes with the account', async () => {
    const owner = await signUpUser(t);
    await writeEverything(owner.cookie);
    await t.deps.db.delete(users).where(eq(users.id, owner.userId));
    for (const table of ['journal_entries', 'mood_check_ins', 'chat_conversations', 'chat_messages']) {
      expect(await queryRows(t.deps.db, sql`select 1 from ${sql.identifier(table)}`)).toEqual([]);
    }
  });
});
