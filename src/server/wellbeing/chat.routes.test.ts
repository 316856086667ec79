import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../db/client.ts';
import { CHAT_MESSAGE_RULE } from './chat-rate-limits.ts';
import { chatMessages, wellbeingCrisisDailyCounts } from './wellbeing.schema.ts';
import { ownerStrangerAndAdmin, readChatStream, replyText } from './wellbeing-test-support.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const send = (cookie: string, content: string, conversationId?: string) =>
  t.request('POST', '/api/chat/messages', { cookie, json: { content, conversationId } });

describe('support chat with the offline companion', () => {
  it('streams an answer that says what it is, and keeps the conversation', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const response = await send(owner.cookie, 'I miss my dad so much today');
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = await readChatStream(response);
    expect(events[0]).toMatchObject({ event: 'start', data: { answeredBy: 'offline' } });
    expect(events.filter((event) => event.event === 'delta').length).toBeGreaterThan(5);
    expect(events.some((event) => event.event === 'crisis')).toBe(false);
    expect(events.at(-1)?.event).toBe('done');
    expect(replyText(events)).toContain('not a person and not an AI model');

    const start = events[0]!;
    const conversationId = start.event === 'start' ? start.data.conversationId : '';
    const list = await (await t.request('GET', '/api/chat/conversations', { cookie: owner.cookie })).json();
    expect(list).toMatchObject({
      conversations: [{ id: conversationId, title: 'I miss my dad so much today' }],
    });
    const opened = await (
      await t.request('GET', `/api/chat/conversations/${conversationId}`, { cookie: owner.cookie })
    ).json();
    expect(opened).toMatchObject({
      messages: [
        { role: 'user', content: 'I miss my dad so much today' },
        { role: 'assistant', content: replyText(events), answeredBy: 'offline' },
      ],
    });
    const rows = await queryRows<Record<string, unknown>>(t.deps.db, sql`select * from chat_messages`);
    expect(JSON.stringify(rows)).not.toContain('miss my dad');
  });

  it('leads with the crisis card and counts the day, keeping nobody and no words', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const events = await readChatStream(await send(owner.cookie, 'I want to end my life tonight'));
    expect(events.map((event) => event.event).slice(0, 3)).toEqual(['start', 'crisis', 'delta']);
    expect(events[1]).toEqual({ event: 'crisis', data: { level: 'crisis' } });
    const reply = replyText(events);
    for (const contact of ['988', 'HOME to 741741', '911']) expect(reply).toContain(contact);

    expect(await t.deps.db.select().from(wellbeingCrisisDailyCounts)).toEqual([
      { day: new Date().toISOString().slice(0, 10), count: 1 },
    ]);
    // No security event names the person or the reason any more (decision 033).
    const logged = await queryRows<Record<string, unknown>>(t.deps.db, sql`select * from security_events`);
    expect(JSON.stringify(logged)).not.toMatch(/crisis|end my life|tonight/);

    // The card comes back with the conversation.
    const start = events[0]!;
    const id = start.event === 'start' ? start.data.conversationId : '';
    const opened = (await (
      await t.request('GET', `/api/chat/conversations/${id}`, { cookie: owner.cookie })
    ).json()) as {
      messages: { role: string; crisisLevel: string }[];
    };
    expect(opened.messages.map((message) => message.crisisLevel)).toEqual(['crisis', 'crisis']);
  });

  it("answers 'I feel dead inside since mum died' without the card, but names 988 softly", async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const events = await readChatStream(await send(owner.cookie, 'I feel dead inside since mum died'));
    expect(events.some((event) => event.event === 'crisis')).toBe(false);
    expect(replyText(events)).toContain('Feeling numb or empty is very common');
    expect(replyText(events)).toContain('call or text 988');
  });

  it('stays quiet on ordinary grief talk', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const events = await readChatStream(
      await send(owner.cookie, 'My mother died last week and this paperwork is killing me'),
    );
    expect(events.some((event) => event.event === 'crisis')).toBe(false);
    expect(await t.deps.db.select().from(wellbeingCrisisDailyCounts)).toEqual([]);
  });

  it('leads with the emergency card for an overdose under way, and answers in short sentences', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const events = await readChatStream(await send(owner.cookie, 'i just took all my pills'));
    expect(events.map((event) => event.event).slice(0, 3)).toEqual(['start', 'crisis', 'delta']);
    expect(events[1]).toEqual({ event: 'crisis', data: { level: 'emergency' } });
    expect(replyText(events)).toMatch(/^Please call 911 now\./);
    expect(replyText(events)).toContain('Poison Control at 1-800-222-1222');
  });

  it('lets risk build across the conversation: a means after hopelessness is a crisis', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const first = await readChatStream(await send(owner.cookie, "i can't go on without her"));
    expect(first[1]).toEqual({ event: 'crisis', data: { level: 'concern' } });
    const id = first[0]!.event === 'start' ? first[0]!.data.conversationId : '';
    const second = await readChatStream(await send(owner.cookie, "there's a rope in the garage", id));
    expect(second[1]).toEqual({ event: 'crisis', data: { level: 'crisis' } });
    // One ordinary message does not reset it.
    const third = await readChatStream(await send(owner.cookie, 'ok', id));
    expect(third[1]).toEqual({ event: 'crisis', data: { level: 'crisis' } });
  });

  it('continues a conversation and deletes it with every message', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const first = await readChatStream(await send(owner.cookie, 'Hello'));
    const id = first[0]!.event === 'start' ? first[0]!.data.conversationId : '';
    const second = await readChatStream(await send(owner.cookie, 'I feel so guilty', id));
    expect(second[0]).toMatchObject({ event: 'start', data: { conversationId: id } });
    expect(
      (await t.request('DELETE', `/api/chat/conversations/${id}`, { cookie: owner.cookie })).status,
    ).toBe(200);
    expect((await t.request('GET', `/api/chat/conversations/${id}`, { cookie: owner.cookie })).status).toBe(
      404,
    );
    expect(await queryRows(t.deps.db, sql`select id from chat_messages`)).toEqual([]);
  });

  it('stores one answer when "Try again" is pressed in several tabs at once, and each tab is told which', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const first = await readChatStream(await send(owner.cookie, 'Hello'));
    const id = first[0]!.event === 'start' ? first[0]!.data.conversationId : '';
    // As after "Sorry — I couldn't answer just now": the person's message has no answer yet.
    await t.deps.db.delete(chatMessages).where(eq(chatMessages.role, 'assistant'));

    const retry = () => t.request('POST', `/api/chat/conversations/${id}/retry`, { cookie: owner.cookie });
    const streams = await Promise.all((await Promise.all([retry(), retry(), retry()])).map(readChatStream));
    const answers = await t.deps.db.select().from(chatMessages).where(eq(chatMessages.role, 'assistant'));
    expect(answers).toHaveLength(1);
    const told = streams.map((events) => events.find((event) => event.event === 'done')?.data);
    expect(told).toEqual([0, 1, 2].map(() => ({ messageId: answers[0]!.id })));
  });

  it('keeps a conversation from everyone but the person, including the admin of a loved one they share', async () => {
    const { owner, stranger, admin } = await ownerStrangerAndAdmin(t);
    const events = await readChatStream(await send(owner.cookie, 'Something only I should read'));
    const id = events[0]!.event === 'start' ? events[0]!.data.conversationId : '';
    for (const other of [stranger, admin]) {
      const attempts = [
        await t.request('GET', `/api/chat/conversations/${id}`, { cookie: other.cookie }),
        await t.request('POST', `/api/chat/conversations/${id}/retry`, { cookie: other.cookie }),
        await send(other.cookie, 'Adding to your chat', id),
      ];
      for (const response of attempts) {
        expect(response.status).toBe(404);
        expect(await response.text()).not.toContain('only I should read');
      }
      // A delete removes nothing, with the answer for a conversation that is not there (decision 081).
      const deleted = await t.request('DELETE', `/api/chat/conversations/${id}`, { cookie: other.cookie });
      const missing = await t.request('DELETE', `/api/chat/conversations/${randomUUID()}`, {
        cookie: other.cookie,
      });
      expect([deleted.status, await deleted.text()]).toEqual([missing.status, await missing.text()]);
      expect(
        await (await t.request('GET', '/api/chat/conversations', { cookie: other.cookie })).json(),
      ).toEqual({
        conversations: [],
      });
    }
    expect((await send('', 'hello')).status).toBe(401);
    const mine = (await (
      await t.request('GET', `/api/chat/conversations/${id}`, { cookie: owner.cookie })
    ).json()) as {
      messages: unknown[];
    };
    expect(mine.messages).toHaveLength(2);
  });

  it('limits messages per person, but never keeps the crisis card from someone over the limit', async () => {
    const { owner, stranger } = await ownerStrangerAndAdmin(t);
    for (let count = 0; count < CHAT_MESSAGE_RULE.points; count++) {
      await t.deps.rateLimiter.consume(CHAT_MESSAGE_RULE, owner.userId);
    }
    const limited = await send(owner.cookie, 'Hello again');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(await limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });

    const crisis = await readChatStream(await send(owner.cookie, "I'm going to kill myself"));
    expect(crisis.map((event) => event.event).slice(0, 2)).toEqual(['start', 'crisis']);
    expect(replyText(crisis)).toContain('988');
    // A quieter sign, one the card is shown for under the limit, is answered with it over the limit too.
    const concern = await readChatStream(await send(owner.cookie, "I can't go on without him"));
    expect(concern.map((event) => event.event).slice(0, 2)).toEqual(['start', 'crisis']);

    // Someone else's limit is their own.
    expect((await send(stranger.cookie, 'Hello')).status).toBe(200);
  });

  it('refuses an empty message and markup', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const empty = await send(owner.cookie, '   ');
    expect(await empty.json()).toMatchObject({ error: { message: 'Please write a message' } });
    expect((await send(owner.cookie, '<img src=x onerror=alert(1)>')).status).toBe(422);
  });
});
