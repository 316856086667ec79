import { type Browser, expect, type Page, test } from '@playwright/test';
import { STAND_IN_NOTICE } from '../src/shared/wellbeing/companion-stand-in.ts';
import { offlineCompanionReply } from '../src/shared/wellbeing/offline-companion.ts';
import { FAKE_LLM_TOKENS } from './fake-llm-server.ts';
import {
  HARBOR_WITH_MODEL_HOOK_TIMEOUT_MS,
  type HarborWithModel,
  startHarborWithModel,
} from './harbor-with-model.ts';
import { holdRequests, uniqueEmail } from './support.ts';

// A second Harbor with a fake model that streams one token every 250 ms (and holds the stream where
// the test says), to watch an answer arrive piece by piece in the browser.

let harbor: HarborWithModel;

/**
 * What a screen reader is told from the conversation log from now on: each piece added to it and each
 * change of its words, leaving out the words inside `aria-live="off"` (as Chromium does: each word takes
 * the setting of its nearest live region, so a live region inside a quiet one is still read). Returns a
 * reader of what was told so far.
 */
async function listenToLog(page: Page) {
  await page.evaluate(() => {
    const told: string[] = [];
    Object.assign(window, { told });
    const isLive = (node: Node) =>
      (node instanceof Element ? node : node.parentElement)
        ?.closest('[aria-live]')
        ?.getAttribute('aria-live') !== 'off';
    const liveWordsOf = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) return isLive(node) ? (node.textContent ?? '') : '';
      const words: string[] = [];
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode())
        if (isLive(text)) words.push(text.textContent ?? '');
      return words.join('');
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData' && isLive(record.target))
          told.push(record.target.textContent ?? '');
        for (const node of record.addedNodes) {
          const words = liveWordsOf(node);
          if (words) told.push(words);
        }
      }
    }).observe(document.querySelector('[role="log"]')!, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { told: string[] }).told);
}

/**
 * Lets the answer's stream reach the page up to its first words and holds the rest until the returned
 * function is called: the built-in companion writes its whole answer at once, so only a held stream shows
 * what the page says before the answer has a word.
 */
async function holdAnswerBeforeItsWords(page: Page) {
  await page.evaluate(() => {
    const { fetch: fetchAsBefore } = window;
    let letGo = () => {};
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    Object.assign(window, { letAnswerGo: letGo });
    window.fetch = async (input, init) => {
      const response = await fetchAsBefore(input, init);
      if (!String(input).endsWith('/api/chat/messages') || !response.body) return response;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const encoder = new TextEncoder();
      // What came before the first words goes on in one piece, as the page would read it in one go.
      let before: string | null = '';
      const body = new ReadableStream<Uint8Array>({
        // Each call gives the page something: a pull that gives nothing is not called again.
        async pull(controller) {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) {
              if (before) controller.enqueue(encoder.encode(before));
              controller.close();
              return;
            }
            if (before === null) {
              controller.enqueue(encoder.encode(value));
              return;
            }
            before += value;
            const firstWords = before.indexOf('event: delta');
            if (firstWords === -1) continue;
            controller.enqueue(encoder.encode(before.slice(0, firstWords)));
            const rest = before.slice(firstWords);
            before = null;
            await held;
            controller.enqueue(encoder.encode(rest));
            return;
          }
        },
      });
      return new Response(body, { status: response.status, headers: response.headers });
    };
  });
  return () => page.evaluate(() => (window as unknown as { letAnswerGo: () => void }).letAnswerGo());
}

/** A new person signed in on the Harbor with the fake model, in a context of their own. */
async function signUpOnHarborWithModel(browser: Browser, name: string) {
  const context = await browser.newContext({ baseURL: harbor.baseUrl });
  const page = await context.newPage();
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: harbor.baseUrl },
    data: {
      email: uniqueEmail(name),
      password: 'Harbor-Test-1',
      name: 'Sam Lee',
      firstName: 'Sam',
      lastName: 'Lee',
    },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  return { context, page };
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(HARBOR_WITH_MODEL_HOOK_TIMEOUT_MS);
  harbor = await startHarborWithModel({ portOffset: 50, name: 'llm', tokenDelayMs: 250 });
});

test.afterAll(async () => {
  await harbor?.stop();
});

test('a streamed answer from the model renders token by token, and a timeout shows the error state', async ({
  browser,
}) => {
  const { context, page } = await signUpOnHarborWithModel(browser, 'stream');

  await page.goto('/chat');
  // One true sentence about who answers: here a model is configured.
  await expect(page.getByText('An AI model answers here, not a person.')).toBeVisible();
  await expect(page.getByText("Harbor's built-in companion answers here")).toHaveCount(0);
  await page.getByLabel('Your message').fill('I keep thinking about mum');
  // The model stops after two tokens until the test has looked, however slow the machine.
  const releaseStream = harbor.fake.holdStreamAfter(2);
  const told = await listenToLog(page);
  // "Sending…" comes into a status line already in the page, as a screen reader needs to read it out;
  // the message is held on its way until the test has seen it there.
  const statusLine = page.getByRole('region', { name: 'Conversation' }).locator('p[role="status"]');
  await statusLine.evaluate((line) => line.setAttribute('data-there-before', ''));
  const letItGo = await holdRequests(page, '**/api/chat/messages');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(statusLine).toHaveText('Sending…');
  await expect(statusLine).toHaveAttribute('data-there-before', '');
  letItGo();

  const answer = page.getByTestId('assistant-message');
  const full = FAKE_LLM_TOKENS.join('');
  // Part of the answer is on screen while the rest is still being written.
  const partial = FAKE_LLM_TOKENS.slice(0, 2).join('').trim();
  await expect(answer).toContainText(partial);
  await expect(answer).toHaveAttribute('aria-busy', 'true');
  expect(((await answer.textContent()) ?? '').replace('▍', '').trim()).toBe(partial);
  releaseStream();
  await expect(answer).toHaveText(full);
  await expect(answer).not.toHaveAttribute('aria-busy');
  // A screen reader hears the answer once, whole: not word by word, and not the message just typed.
  await expect.poll(told).toEqual([`Companion said:${full}`]);

  // A past conversation opened again is shown, not read out whole: the log tells nothing of it.
  await page.getByRole('button', { name: 'New conversation' }).click();
  await expect(answer).toHaveCount(0);
  const toldOnOpening = await listenToLog(page);
  await page
    .getByRole('region', { name: 'Past conversations' })
    .getByRole('button', { name: /^I keep thinking about mum/ })
    .click();
  await expect(answer).toHaveText(full);
  expect(await toldOnOpening()).toEqual([]);

  // A provider that never answers: the page says so and offers to try again.
  await page.getByLabel('Your message').fill('slow provider once, are you there?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText("Sorry — I couldn't answer just now")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByTestId('user-message')).toHaveCount(2);
  await page.getByRole('button', { name: 'Try again' }).press('Enter');
  await expect(page.getByLabel('Your message')).toBeFocused();
  await expect(answer).toHaveCount(2);
  await expect(answer.nth(1)).toHaveText(full);
  await expect(page.getByText("Sorry — I couldn't answer just now")).toHaveCount(0);
  await context.close();
});

test('a crisis card above a streamed answer is read out once, as it comes, and the answer once, whole', async ({
  browser,
}) => {
  const { context, page } = await signUpOnHarborWithModel(browser, 'stream-crisis');

  await page.goto('/chat');
  await expect(page.getByText('An AI model answers here, not a person.')).toBeVisible();
  const told = await listenToLog(page);
  const releaseStream = harbor.fake.holdStreamAfter(2);
  await page.getByLabel('Your message').fill('I want to end my life');
  await page.getByRole('button', { name: 'Send' }).click();

  const card = page.getByTestId('crisis-card');
  const answer = page.getByTestId('assistant-message');
  await expect(answer).toHaveAttribute('aria-busy', 'true');
  await expect(card.getByRole('link', { name: 'Call 988' })).toBeVisible();
  const cardWords = (await card.textContent()) ?? '';
  expect(cardWords).toContain('988');
  // The card is read the moment it appears, before any of the answer.
  await expect.poll(told).toEqual([cardWords]);
  releaseStream();
  const full = FAKE_LLM_TOKENS.join('');
  await expect(answer).toHaveText(full);
  await expect(answer).not.toHaveAttribute('aria-busy');
  // Saved, the answer is read once, whole; the card, still above it, is not read a second time.
  await expect.poll(told).toEqual([cardWords, `Companion said:${full}`]);
  await expect(card).toHaveCount(1);
  await context.close();
});

test('the built-in companion standing in for the model says so from its first word, not once its answer is saved', async ({
  browser,
}) => {
  const { context, page } = await signUpOnHarborWithModel(browser, 'stream-stand-in');
  // The model's 30 messages in ten minutes (chat-rate-limits.ts), sent within a minute, so the next one is
  // past the flood limit too: past the model's limit alone would take a minute's wait. A message the
  // crisis card is shown for is still answered, by the companion standing in.
  const earlier = await Promise.all(
    Array.from({ length: 30 }, (_, index) =>
      page.request.post('/api/chat/messages', { data: { content: `Still awake, message ${index + 1}` } }),
    ),
  );
  expect(earlier.map((response) => response.status())).toEqual(earlier.map(() => 200));

  await page.goto('/chat');
  await expect(page.getByText('An AI model answers here, not a person.')).toBeVisible();
  const told = await listenToLog(page);
  const letAnswerGo = await holdAnswerBeforeItsWords(page);
  // The saved conversation, which already holds the whole answer, waits too: only the answer being
  // written is on the page.
  const letSavedGo = await holdRequests(page, '**/api/chat/conversations/*');
  const message = 'I can’t go on without him';
  await page.getByLabel('Your message').fill(message);
  await page.getByRole('button', { name: 'Send' }).click();

  const card = page.getByTestId('crisis-card');
  const answer = page.getByTestId('assistant-message');
  const notice = page.getByTestId('stand-in-notice');
  await expect(card.getByRole('link', { name: 'Call 988' })).toBeVisible();
  await expect(answer).toHaveAttribute('aria-busy', 'true');
  // Not a word of the answer yet, and the person already knows who is answering.
  expect(((await answer.textContent()) ?? '').replace('▍', '')).toBe('');
  await expect(notice).toHaveText(STAND_IN_NOTICE);
  const cardWords = (await card.textContent()) ?? '';

  await letAnswerGo();
  letSavedGo();
  const full = offlineCompanionReply({ message, history: [] }).text;
  await expect(answer).toHaveText(full);
  await expect(answer).not.toHaveAttribute('aria-busy');
  // The saved answer keeps it.
  await expect(notice).toHaveCount(1);
  await expect(notice).toBeVisible();
  // Read out as it appears, with the card it came with, and not again with the answer read whole.
  await expect.poll(told).toEqual([`${cardWords}${STAND_IN_NOTICE}`, `Companion said:${full}`]);
  await context.close();
});
