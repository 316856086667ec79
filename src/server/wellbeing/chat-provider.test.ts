import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_LLM_TOKENS, type FakeLlm, startFakeLlm } from '../../../e2e/fake-llm-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ownerStrangerAndAdmin, readChatStream, replyText } from './wellbeing-test-support.ts';

let fake: FakeLlm;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeLlm({ tokenDelayMs: 5 });
});
afterAll(async () => {
  await fake.close();
});
const appWithTimeout = (seconds: string) =>
  createTestApp({
    env: {
      LLM_BASE_URL: fake.url,
      LLM_MODEL: 'fake-grief-model',
      LLM_API_KEY: 'test-key',
      LLM_TIMEOUT_SECONDS: seconds,
    },
  });
beforeEach(async () => {
  fake.requests.length = 0;
  t = await appWithTimeout('1.5');
});
afterEach(async () => {
  await t.close();
});

/** The requests for an answer, leaving out the crisis second opinions. */
const replyRequests = () => fake.requests.filter((request) => !request.response_format);

const send = (cookie: string, content: string) =>
  t.request('POST', '/api/chat/messages', { cookie, json: { content } });

describe('support chat with an OpenAI-compatible model', () => {
  it('streams the model’s answer piece by piece and stores it', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const events = await readChatStream(await send(owner.cookie, 'I keep thinking about mum'));
    expect(events[0]).toMatchObject({ event: 'start', data: { answeredBy: 'fake-grief-model' } });
    const deltas = events.filter((event) => event.event === 'delta').map((event) => event.data.text);
    expect(deltas).toEqual(FAKE_LLM_TOKENS);
    expect(events.at(-1)?.event).toBe('done');

    const [request] = replyRequests();
    expect(request).toMatchObject({ model: 'fake-grief-model', stream: true });
    expect(request!.messages[0]).toMatchObject({ role: 'system' });
    expect(request!.messages[0]!.content).toContain('You are an AI companion');
    expect(request!.messages.at(-1)).toEqual({ role: 'user', content: 'I keep thinking about mum' });
    expect(await (await t.request('GET', '/api/chat', { cookie: owner.cookie })).json()).toMatchObject({
      answeredBy: 'model',
    });
  });

  it('asks the model for a second opinion with a JSON schema, and takes the higher level', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const events = await readChatStream(await send(owner.cookie, 'everything is fine [model: crisis]'));
    expect(events[1]).toEqual({ event: 'crisis', data: { level: 'crisis' } });
    const opinion = fake.requests.find((request) => request.response_format);
    expect(opinion).toMatchObject({ stream: false, response_format: { type: 'json_schema' } });
    expect(opinion!.messages.at(-1)!.content).toContain('everything is fine');
  });

  it('sends the rules’ card at once and raises it, before any words, when the model sees more', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const events = await readChatStream(
      await send(owner.cookie, 'i feel like such a burden to everyone [model: crisis]'),
    );
    expect(events.slice(1, 3)).toEqual([
      { event: 'crisis', data: { level: 'concern' } },
      { event: 'crisis', data: { level: 'crisis' } },
    ]);
    expect(events[3]?.event).toBe('delta');
    const id = events[0]!.event === 'start' ? events[0]!.data.conversationId : '';
    const stored = (await (
      await t.request('GET', `/api/chat/conversations/${id}`, { cookie: owner.cookie })
    ).json()) as { messages: { role: string; crisisLevel: string }[] };
    expect(stored.messages[0]).toMatchObject({ role: 'user', crisisLevel: 'crisis' });
  });

  it('does not wait for the model when the rules already see an emergency', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    await readChatStream(await send(owner.cookie, 'i just took all my pills'));
    expect(fake.requests.filter((request) => request.response_format)).toEqual([]);
  });

  it.each([
    ['answers a lower level', 'i just took all my pills [model: none]', 'emergency'],
    ['answers nonsense', 'i want to kill myself [model: nonsense]', 'crisis'],
    ['answers a level that does not exist', 'i want to kill myself [model: dire]', 'crisis'],
    ['times out', 'i want to kill myself slow provider once', 'crisis'],
  ])('never lowers the rules’ level when the model %s', async (_, message, level) => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const response = await send(owner.cookie, message);
    const events = await readChatStream(response);
    expect(events[1]).toEqual({ event: 'crisis', data: { level } });
  });

  it('puts the crisis card before the model’s words and tells the model it is there', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const events = await readChatStream(await send(owner.cookie, 'I want to die'));
    expect(events.map((event) => event.event).slice(0, 3)).toEqual(['start', 'crisis', 'delta']);
    expect(replyText(events)).toBe(FAKE_LLM_TOKENS.join(''));
    expect(replyRequests()[0]!.messages[0]!.content).toContain('has already shown them the crisis card');
  });

  it('tells the model the safe-messaging rules, and one rule for when to give the numbers', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    await readChatStream(await send(owner.cookie, 'I keep thinking about mum'));
    const system = replyRequests()[0]!.messages[0]!.content;
    for (const rule of [
      'Never give information about ways to die, doses, lethality or how long dying takes, including about how the person died or ‘for a story’.',
      'Say ‘died by suicide’, never ‘committed’ or ‘successful’.',
      'If they lost someone to suicide, acknowledge that this loss carries extra risk and gently ask about their own safety.',
      'If they found the person or saw the death, don’t ask for details.',
      'If they describe abuse, believe them, don’t ask them to prove it, and offer the National Domestic Violence Hotline',
      'If they mention drinking or drug use to cope, respond without judgement, name SAMHSA (1-800-662-4357), and don’t advise on amounts.',
      'If they ask about a grieving child, suggest honest, simple words like ‘died’, not ‘went to sleep’ or ‘we lost him’, and the child’s doctor or school counsellor.',
      'slow breathing with a longer out-breath (in for 4, out for 6), no holding',
      'National Domestic Violence Hotline: 1-800-799-7233, or text START to 88788',
      'Childhelp National Child Abuse Hotline: 1-800-422-4453',
    ]) {
      expect(system).toContain(rule);
    }
    expect(system).not.toMatch(/hold for 4/);
    // Numbers in full unless the card already shows them: the crisis note's "do not list them again" agrees.
    expect(system).toContain(
      "Give these numbers, exactly as written, unless a '# Right now' note below says Harbor has already shown them in a card above your reply",
    );
  });

  it('tells the model about someone hurting the person: believe them, safety now, the abuse lines', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    await readChatStream(await send(owner.cookie, 'my husband hits me'));
    const note = replyRequests()[0]!.messages[0]!.content.split('# Right now\n')[1] ?? '';
    expect(note).toMatch(/someone may be hurting or threatening the person/);
    expect(note).toMatch(/Believe them, do not ask them to prove it/);
    expect(note).toContain('National Domestic Violence Hotline: 1-800-799-7233, or text START to 88788');
    expect(note).toContain('Childhelp National Child Abuse Hotline: 1-800-422-4453');
    expect(note).not.toMatch(/thoughts of suicide or self-harm/);

    fake.requests.length = 0;
    await readChatStream(await send(owner.cookie, 'he hit me again and I want to die'));
    expect(replyRequests()[0]!.messages[0]!.content).toMatch(
      /also show signs of thoughts of suicide or self-harm/,
    );
  });

  it('keeps the suicide crisis note when no one else is the danger', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    await readChatStream(await send(owner.cookie, 'I want to die'));
    const note = replyRequests()[0]!.messages[0]!.content.split('# Right now\n')[1] ?? '';
    expect(note).toContain('has already shown them the crisis card');
    expect(note).not.toContain('Domestic Violence');
  });

  it('asks the second opinion to count a question about methods, doses or lethality as a crisis', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    await readChatStream(await send(owner.cookie, 'how long does it take, for a story I am writing'));
    const instructions = fake.requests.find((request) => request.response_format)!.messages[0]!.content;
    const crisisLine = instructions.split('\n').find((line) => line.startsWith('- "crisis"'));
    expect(crisisLine).toContain('asking about methods, doses or lethality, whatever the framing');
    const noneLine = instructions.split('\n').find((line) => line.startsWith('- "none"'));
    expect(noneLine).toContain('a plain mention of how someone died (even by suicide)');
  });

  it('retries a failed request once', async () => {
    // The SDK waits about two seconds before its retry; the short timeout of the other tests would end it.
    await t.close();
    t = await appWithTimeout('15');
    const { owner } = await ownerStrangerAndAdmin(t);
    const events = await readChatStream(await send(owner.cookie, 'flaky provider, are you there?'));
    expect(replyText(events)).toBe(FAKE_LLM_TOKENS.join(''));
    expect(replyRequests()).toHaveLength(2);
  });

  it('gives up after the timeout with the couldn’t-answer state, and "Try again" answers later', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const started = Date.now();
    const events = await readChatStream(await send(owner.cookie, 'slow provider once, hello?'));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { message: "Sorry — I couldn't answer just now" },
    });
    expect(replyText(events)).toBe('');

    const id = events[0]!.event === 'start' ? events[0]!.data.conversationId : '';
    const url = `/api/chat/conversations/${id}`;
    const rolesOf = async () =>
      (
        (await (await t.request('GET', url, { cookie: owner.cookie })).json()) as {
          messages: { role: string }[];
        }
      ).messages.map((message) => message.role);
    expect(await rolesOf()).toEqual(['user']);

    const retried = await readChatStream(await t.request('POST', `${url}/retry`, { cookie: owner.cookie }));
    expect(replyText(retried)).toBe(FAKE_LLM_TOKENS.join(''));
    expect(await rolesOf()).toEqual(['user', 'assistant']);
    // Nothing left to answer.
    expect((await t.request('POST', `${url}/retry`, { cookie: owner.cookie })).status).toBe(409);
  });

  it('answers a crisis from the built-in companion when the model cannot answer', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const events = await readChatStream(await send(owner.cookie, 'slow provider. I want to kill myself'));
    expect(events.map((event) => event.event).slice(0, 2)).toEqual(['start', 'crisis']);
    expect(replyText(events)).toContain('741741');
    expect(events.at(-1)?.event).toBe('done');
  });
});
