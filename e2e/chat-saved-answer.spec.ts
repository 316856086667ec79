import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { holdRequests } from './support.ts';

/**
 * Lets the answer's stream reach the page up to its last event ('done', which names the saved answer) and
 * holds that until the returned function is called. The page's `answerSaved` is true once the server has
 * sent the whole stream: it stores the answer before its last event.
 */
async function holdStreamEnd(page: Page) {
  await page.evaluate(() => {
    const { fetch: fetchAsBefore } = window;
    let letGo = () => {};
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    Object.assign(window, { letStreamEndGo: letGo, answerSaved: false });
    window.fetch = async (input, init) => {
      const response = await fetchAsBefore(input, init);
      if (!String(input).endsWith('/api/chat/messages') || !response.body) return response;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const encoder = new TextEncoder();
      let received = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        received += value;
      }
      Object.assign(window, { answerSaved: true });
      const end = received.indexOf('event: done');
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(received.slice(0, end)));
          await held;
          controller.enqueue(encoder.encode(received.slice(end)));
          controller.close();
        },
      });
      return new Response(body, { status: response.status, headers: response.headers });
    };
  });
  return () => page.evaluate(() => (window as unknown as { letStreamEndGo: () => void }).letStreamEndGo());
}

/** Records how many answers the log shows, now and after each change to it; returns a reader of the counts. */
async function countAnswersShown(page: Page) {
  await page.evaluate(() => {
    const log = document.querySelector('[role="log"]')!;
    const count = () => log.querySelectorAll('[data-testid="assistant-message"]').length;
    const counts = [count()];
    Object.assign(window, { answerCounts: counts });
    new MutationObserver(() => {
      if (counts.at(-1) !== count()) counts.push(count());
    }).observe(log, { subtree: true, childList: true });
  });
  return () => page.evaluate(() => (window as unknown as { answerCounts: number[] }).answerCounts);
}

test('support chat: an answer saved before its stream ends is shown once, and never goes missing', async ({
  page,
  user: _user,
}) => {
  await page.goto('/chat');
  await expect(page.getByText("Harbor's built-in companion answers here")).toBeVisible();
  const answerCounts = await countAnswersShown(page);
  const letStreamEndGo = await holdStreamEnd(page);
  // The conversation is read as soon as the stream names it: held until the answer is saved, it brings
  // the whole answer back while the page still waits for the stream's last event.
  const letSavedGo = await holdRequests(page, '**/api/chat/conversations/*');
  const savedRead = page.waitForResponse(
    (response) => /\/api\/chat\/conversations\/[^/]+$/.test(response.url()) && response.ok(),
  );
  await page.getByLabel('Your message').fill('I miss my dad so much today');
  await page.getByRole('button', { name: 'Send' }).click();

  const answers = page.getByTestId('assistant-message');
  await expect(answers).toHaveAttribute('aria-busy', 'true');
  await page.waitForFunction(() => (window as unknown as { answerSaved: boolean }).answerSaved);
  letSavedGo();
  await savedRead;
  // The saved answer takes the place of the one being written, while the stream is still open.
  await expect(page.locator('[data-testid="assistant-message"]:not([aria-busy])')).toBeVisible();
  await expect(answers).toHaveCount(1);
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toHaveAttribute('aria-busy', 'true');
  const saved = (await answers.textContent()) ?? '';
  expect(saved).toContain('not a person and not an AI model');

  await letStreamEndGo();
  await expect(send).not.toHaveAttribute('aria-busy');
  await expect(answers).toHaveText(saved);
  expect(await answerCounts()).toEqual([0, 1]);
});
