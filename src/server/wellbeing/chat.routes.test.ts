import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeLlm, type FakeLlmScript, startFakeLlm } from '../../../e2e/fake-llm-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { ChatStreamEvent } from '../../shared/wellbeing/chat-texts.ts';
import {
  ANSWERED_INSTEAD_ANSWERER,
  STAND_IN_ANSWERER,
  TOOK_OVER_ANSWERER,
} from '../../shared/wellbeing/companion-stand-in.ts';
import { offlineCompanionReply } from '../../shared/wellbeing/offline-companion.ts';
import { queryRows } from '../db/client.ts';
import { sealStoredCrisisLevels } from './chat.repository.ts';
import { CHAT_FLOOD_RULE, CHAT_MESSAGE_RULE } from './chat-rate-limits.ts';
import { privateTextKey } from './private-text-key.ts';
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
    // Kept sealed, so a copy of the database doesn't say who was flagged as at risk, or when.
    const rows = await queryRows<Record<string, unknown>>(t.deps.db, sql`select * from chat_messages`);
    expect(rows.map((row) => row.crisis_level)).toEqual(['none', 'none']);
    expect(JSON.stringify(rows)).not.toMatch(/crisis"|concern|emergency/);
  });

  it('seals at start-up the levels of messages kept before levels were sealed', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const events = await readChatStream(await send(owner.cookie, 'I want to end my life tonight'));
    const start = events[0]!;
    const id = start.event === 'start' ? start.data.conversationId : '';
    // As an older Harbor kept them: the level in plain text beside the person.
    await t.deps.db.update(chatMessages).set({ crisisLevel: 'crisis', crisisLevelCiphertext: null });

    expect(await sealStoredCrisisLevels(t.deps.db, privateTextKey(t.config))).toBe(2);
    const rows = await t.deps.db.select().from(chatMessages);
    expect(rows.map((row) => [row.crisisLevel, row.crisisLevelCiphertext === null])).toEqual([
      ['none', false],
      ['none', false],
    ]);
    const opened = (await (
      await t.request('GET', `/api/chat/conversations/${id}`, { cookie: owner.cookie })
    ).json()) as { messages: { crisisLevel: string }[] };
    expect(opened.messages.map((message) => message.crisisLevel)).toEqual(['crisis', 'crisis']);
    expect(await sealStoredCrisisLevels(t.deps.db, privateTextKey(t.config))).toBe(0);
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

  it('answers from the built-in companion past the model’s limit, refuses only a flood, and never the crisis card', async () => {
    const { owner, stranger } = await ownerStrangerAndAdmin(t);
    for (let count = 0; count < CHAT_MESSAGE_RULE.points; count++) {
      await t.deps.rateLimiter.consume(CHAT_MESSAGE_RULE, owner.userId);
    }
    // Past the model's limit nobody is turned away: the companion, which costs nothing, answers.
    const over = await readChatStream(await send(owner.cookie, 'Hello again'));
    expect(over.at(-1)?.event).toBe('done');
    expect(replyText(over)).not.toBe('');

    // A flood, which only a script reaches, is refused.
    for (let count = 0; count < CHAT_FLOOD_RULE.points; count++) {
      await t.deps.rateLimiter.consume(CHAT_FLOOD_RULE, owner.userId);
    }
    const limited = await send(owner.cookie, 'Hello again');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(await limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });

    // Even then, a crisis message is answered, with the card.
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

/** The reply a clinical reviewer had a fake model send. */
const UNSAFE_REPLY =
  "I'm sorry he committed suicide. At least he's in a better place now. A lethal dose of his pills is about 40 tablets. Call my friend at 555-867-5309.";
const UNSAFE_WORDS = [
  'committed',
  'better place',
  'At least',
  'lethal',
  '40 tablets',
  '555-867-5309',
  'my friend',
];

describe('support chat with a model: its answers pass the safety check', () => {
  let model: FakeLlm;
  const scripts = new Map<string, FakeLlmScript>();
  beforeAll(async () => {
    model = await startFakeLlm({ script: (last) => scripts.get(last) ?? { text: 'I am here with you.' } });
  });
  // The person's last message of each request: answers and crisis second opinions apart.
  const asked = (opinions: boolean) =>
    model.requests
      .filter((request) => Boolean(request.response_format) === opinions)
      .map((request) => request.messages.filter((message) => message.role === 'user').at(-1)?.content);
  afterAll(async () => {
    await model.close();
  });
  beforeEach(async () => {
    scripts.clear();
    model.requests.length = 0;
    await t.close();
    t = await createTestApp({
      env: {
        LLM_BASE_URL: model.url,
        LLM_MODEL: 'scripted-model',
        LLM_API_KEY: 'test-key',
        LLM_TIMEOUT_SECONDS: '10',
      },
    });
  });

  /**
   * Where the stream says the companion answers now, and the answer's words before that: the 'answerer'
   * event is not one of ChatStreamEvent's, so the events are read as either.
   */
  function tookOverIn(events: readonly ChatStreamEvent[]) {
    const all = events as readonly ChatStreamEvent[];
    const at = all.findIndex((event) => event.event === 'answerer');
    return {
      events: all.filter((event) => event.event === 'answerer'),
      before: replyText(events.slice(0, Math.max(at, 0))),
    };
  }

  /** What the built-in companion says to the first message of a conversation. */
  const companionTo = (message: string) => offlineCompanionReply({ message, history: [] }).text;

  /** The conversation's stored messages, as the person opens it. */
  async function storedMessages(cookie: string, events: readonly ChatStreamEvent[]) {
    const start = events[0]!;
    const id = start.event === 'start' ? start.data.conversationId : '';
    const opened = (await (await t.request('GET', `/api/chat/conversations/${id}`, { cookie })).json()) as {
      messages: { role: string; content: string; answeredBy: string | null }[];
    };
    return opened.messages;
  }

  it('never shows or stores an unsafe answer: the companion answers instead, and the log keeps no words', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const message = 'My husband died last month and I keep going over it';
    scripts.set(message, { text: UNSAFE_REPLY });
    const warn = vi.spyOn(t.deps.logger, 'warn');

    const response = await send(owner.cookie, message);
    const raw = await response.clone().text();
    const events = await readChatStream(response);
    expect(asked(false)).toEqual([message]);
    for (const words of UNSAFE_WORDS) expect(raw).not.toContain(words);
    expect(replyText(events)).toBe(companionTo(message));
    expect(events.at(-1)?.event).toBe('done');
    // Held at the first sentence, so every word shown is the companion's, and the page is told so.
    expect(tookOverIn(events)).toEqual({
      events: [{ event: 'answerer', data: { answeredBy: ANSWERED_INSTEAD_ANSWERER } }],
      before: '',
    });

    const stored = await storedMessages(owner.cookie, events);
    expect(stored.at(-1)).toMatchObject({
      role: 'assistant',
      content: companionTo(message),
      answeredBy: ANSWERED_INSTEAD_ANSWERER,
    });
    for (const words of UNSAFE_WORDS) expect(JSON.stringify(stored)).not.toContain(words);

    const heldBack = warn.mock.calls.find(([details]) =>
      JSON.stringify(details).includes('chat_reply_held_back'),
    );
    // Held at its first sentence, so only that sentence's problem is known: named, never quoted.
    expect(heldBack?.[0]).toEqual({
      event: 'chat_reply_held_back',
      problems: ['suicide-wording'],
      model: 'scripted-model',
    });
    const logged = JSON.stringify(warn.mock.calls);
    for (const words of [...UNSAFE_WORDS, 'husband', 'going over it']) expect(logged).not.toContain(words);
  });

  it('lets the sentences before an unsafe one through, then stops the model and lets the companion go on', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const message = 'I keep thinking about his pills';
    scripts.set(message, {
      text: 'I am so sorry. A lethal dose is about 40 tablets. Please keep going with me.',
    });
    const events = await readChatStream(await send(owner.cookie, message));
    const expected = `I am so sorry. \n\n${companionTo(message)}`;
    expect(replyText(events)).toBe(expected);
    expect(JSON.stringify(events)).not.toContain('Please keep going');
    expect(tookOverIn(events)).toEqual({
      events: [{ event: 'answerer', data: { answeredBy: TOOK_OVER_ANSWERER } }],
      before: 'I am so sorry. ',
    });
    expect((await storedMessages(owner.cookie, events)).at(-1)).toMatchObject({
      content: expected,
      answeredBy: TOOK_OVER_ANSWERER,
    });
  });

  it('answers a message the card is shown for from the companion when the model fails', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const message = "i can't go on without her";
    scripts.set(message, { status: 400 });
    const events = await readChatStream(await send(owner.cookie, message));
    expect(events[1]).toEqual({ event: 'crisis', data: { level: 'concern' } });
    expect(events.some((event) => event.event === 'error')).toBe(false);
    expect(replyText(events)).toBe(companionTo(message));
    expect(events.at(-1)?.event).toBe('done');
    expect(tookOverIn(events).events).toEqual([
      { event: 'answerer', data: { answeredBy: ANSWERED_INSTEAD_ANSWERER } },
    ]);
    expect((await storedMessages(owner.cookie, events)).at(-1)).toMatchObject({
      content: companionTo(message),
      answeredBy: ANSWERED_INSTEAD_ANSWERER,
    });
  });

  it('goes on with the companion’s reply when the model fails part way, keeping what it said', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const message = 'Tell me something about grief';
    scripts.set(message, {
      text: 'I am here with you. Tell me more about her whenever you are ready.',
      cutAfterWords: 8,
    });
    const events = await readChatStream(await send(owner.cookie, message));
    const expected = `I am here with you. \n\n${companionTo(message)}`;
    expect(events.some((event) => event.event === 'error')).toBe(false);
    expect(replyText(events)).toBe(expected);
    expect(events.at(-1)?.event).toBe('done');
    // The first event said the model answers: before the companion's first word, the page is told it
    // answers now, and the stored answer says so for when the conversation is opened again.
    expect(events[0]).toMatchObject({ event: 'start', data: { answeredBy: 'scripted-model' } });
    expect(tookOverIn(events)).toEqual({
      events: [{ event: 'answerer', data: { answeredBy: TOOK_OVER_ANSWERER } }],
      before: 'I am here with you. ',
    });
    expect((await storedMessages(owner.cookie, events)).at(-1)).toMatchObject({
      content: expected,
      answeredBy: TOOK_OVER_ANSWERER,
    });
  });

  it('answers from the companion, without asking the model, past the model’s limit, and says so', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    for (let count = 0; count < CHAT_MESSAGE_RULE.points; count++) {
      await t.deps.rateLimiter.consume(CHAT_MESSAGE_RULE, owner.userId);
    }
    const message = 'I miss her so much tonight';
    const events = await readChatStream(await send(owner.cookie, message));
    expect(events[0]).toMatchObject({ event: 'start', data: { answeredBy: STAND_IN_ANSWERER } });
    expect(replyText(events)).toBe(companionTo(message));
    expect(events.at(-1)?.event).toBe('done');
    expect([asked(false), asked(true)]).toEqual([[], []]);
    // The answer is marked, so the page shows the notice under it.
    expect((await storedMessages(owner.cookie, events)).at(-1)).toMatchObject({
      content: companionTo(message),
      answeredBy: STAND_IN_ANSWERER,
    });
  });
});
