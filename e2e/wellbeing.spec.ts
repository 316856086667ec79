import type { Browser, Locator, Page } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { addDays } from '../src/shared/dates/calendar-days.ts';
import { localTimeZone, todayIn } from '../src/shared/dates/time-zones.ts';
import { CHAT_TEXTS } from '../src/shared/wellbeing/chat-texts.ts';
import { NETWORK_ERROR_MESSAGE } from '../src/web/lib/api-client.ts';
import { createLovedOneByApi, dismissToasts } from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';
// Aliased: a `use` prefix reads as a React hook to the linter.
import { cutOff, useTheme as emulateTheme, expectNoAxeViolations } from './support.ts';

// Each test signs up one user and the e2e server allows 3 sign-ups per client in 15 minutes
// (every test acts as its own client), so each area is one journey.
test.setTimeout(180_000);

async function checkAxeInBothThemes(page: Page) {
  await emulateTheme(page, 'light');
  await expectNoAxeViolations(page);
  await emulateTheme(page, 'dark');
  await expectNoAxeViolations(page);
  await emulateTheme(page, 'light');
}

test('grief journal: an entry is written, survives a reload, is found by search, edited and deleted', async ({
  page,
  user: _user,
}) => {
  await page.goto('/grief-journal');
  await expect(page.getByRole('heading', { name: 'Grief journal', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Grief journal · Harbor');
  await page.getByRole('button', { name: 'Use today’s prompt' }).click();
  await page.getByLabel('Title (optional)').fill('The blue scarf');
  const words = 'I found her blue scarf in the hall cupboard.\n\nIt still smells of her.';
  await page.getByLabel('Your words').fill(words);

  // A reload before saving keeps what was typed.
  // Once the browser has kept its copy of the words (written a moment after the last keystroke).
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith('harbor.journal-draft.'))
          .map((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { body?: string }).body),
      ),
    )
    .toContain(words);
  await page.reload();
  await expect(page.getByLabel('Your words')).toHaveValue(words);
  await expect(page.getByText('We kept what you were writing last time.')).toBeVisible();
  await checkAxeInBothThemes(page);

  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('Entry saved')).toBeVisible();
  await expect(page.getByLabel('Your words')).toHaveValue('');
  await page.reload();
  const body = page.getByTestId('journal-entry-body');
  await expect(body).toHaveText(words, { useInnerText: true });
  await expect(page.getByRole('heading', { name: 'The blue scarf' })).toBeVisible();

  await page.getByLabel('Search your journal').fill('cupboard');
  await expect(body).toHaveCount(1);
  await page.getByLabel('Search your journal').fill('garden');
  await expect(page.getByText('No entries match your search.')).toBeVisible();
  await page.getByLabel('Search your journal').fill('');

  // Edit goes to the entry's words. Cancel with nothing changed closes at once; with changed words it
  // asks first, and Keep editing keeps them.
  const edit = page.getByRole('button', { name: /^Edit entry from/ });
  const cancel = page.getByRole('button', { name: 'Cancel', exact: true });
  await edit.click();
  await expect(page.getByLabel('Your words')).toBeFocused();
  await cancel.click();
  await expect(page.getByRole('heading', { name: 'Write an entry' })).toBeVisible();
  await expect(edit).toBeFocused();
  await edit.click();
  await page.getByLabel('Your words').fill('I kept the scarf.');
  await cancel.click();
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(discard).toContainText('The entry stays as it was last saved.');
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByLabel('Your words')).toHaveValue('I kept the scarf.');
  // Discarded, the entry is as it was, and the keyboard is back on its Edit.
  await cancel.click();
  await discard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(discard).toHaveCount(0);
  await expect(body).toHaveText(words, { useInnerText: true });
  await expect(edit).toBeFocused();
  await edit.click();
  await expect(page.getByLabel('Your words')).toHaveValue(words);

  // Once saved the keyboard is back on the entry's Edit.
  await page.getByLabel('Your words').fill('I gave the scarf to my sister.');
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(body).toHaveText('I gave the scarf to my sister.');
  await expect(edit).toBeFocused();

  await page.setViewportSize({ width: 360, height: 800 });
  // Where the page is scrolled after saving depends on when the narrower layout settled: what matters is
  // that the button can be reached on a phone, inside its width. Scrolled to the middle of the screen:
  // a scroll that only just reaches it can leave a fraction of a pixel outside, with nothing hidden.
  // Scrolled again until it holds: on slow cores the narrower layout can settle after a first scroll
  // and push the button out of view again.
  const save = page.getByRole('button', { name: 'Save entry' });
  await expect(async () => {
    await save.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await expect(save).toBeInViewport({ ratio: 1, timeout: 1_000 });
  }).toPass();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // On a phone the "Entry saved" toast sits over the bottom of the screen, where the list's Delete can
  // be: a tap there reaches the toast (which then stays while the pointer rests on it). Closed first,
  // as a person would.
  await dismissToasts(page);
  const deleteEntry = page.getByRole('button', { name: /^Delete entry from/ });
  await deleteEntry.click();
  // The question names the entry it is about, and opens on the answer that keeps it: an Enter pressed
  // by habit loses nothing.
  await expect(page.getByRole('dialog')).toContainText('Your entry “The blue scarf” from');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(deleteEntry).toBeFocused();
  await expect(body).toHaveCount(1);
  await deleteEntry.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete entry' }).click();
  await expect(page.getByText('Entry deleted')).toBeVisible();
  await expect(body).toHaveCount(0);
});

test('mood tracker: a check-in appears on the chart and in the summary; guided exercises run', async ({
  page,
  user: _user,
}) => {
  await page.goto('/mood-tracker');
  await expect(page.getByTestId('mood-summary')).toHaveText('No check-ins in the last 30 days.');
  await page.getByText('Low', { exact: true }).click();
  await page.getByLabel('Slept badly').check();
  await page.getByLabel('A note (optional)').fill('The first Sunday without him.');
  await page.getByRole('button', { name: 'Save check-in' }).click();
  await expect(page.getByText('Check-in saved')).toBeVisible();
  await expect(page.getByTestId('mood-summary')).toContainText('you checked in on 1 day');
  await expect(page.getByTestId('mood-chart').locator('.recharts-line-dot, .recharts-dot')).toHaveCount(1);
  await page.getByText('90 days', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'The last 90 days' })).toBeVisible();
  await expect(page.getByTestId('mood-summary')).toContainText('Low (2 of 5)');

  // The same day again updates it rather than adding a second one.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Update check-in' })).toBeVisible();
  await expect(page.getByLabel('A note (optional)')).toHaveValue('The first Sunday without him.');
  await expect(page.getByText('The last few days have been hard')).toHaveCount(0);

  // Two more low days before today: a kind note, pointing to support.
  const today = todayIn(localTimeZone());
  for (const daysAgo of [1, 2]) {
    const saved = await page.request.put('/api/moods', {
      headers: { origin: E2E_BASE_URL },
      data: { date: addDays(today, -daysAgo), mood: 1, tags: [] },
    });
    expect(saved.ok()).toBe(true);
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: 'The last few days have been hard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the support hub' })).toBeVisible();
  // 988 in the note's own sentence, to call or to text from a phone.
  const note = page.getByTestId('low-mood-note');
  await expect(note.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await expect(note.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
  await checkAxeInBothThemes(page);
  await page.setViewportSize({ width: 360, height: 800 });
  // The chart resizes itself a moment after the window does.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/guided-exercises');
  await checkAxeInBothThemes(page);
  await page.getByRole('button', { name: 'Start 5-4-3-2-1 grounding' }).click();
  await expect(page.getByRole('heading', { name: '5-4-3-2-1 grounding' })).toBeFocused();
  await expect(page.getByTestId('exercise-step')).toContainText('Pause where you are');
  for (let step = 0; step < 7; step++) await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('exercise-finished')).toBeVisible();
  // By keyboard: focus moves on to the way back, and from there to the exercise just done.
  await expect(page.getByRole('button', { name: 'Back to exercises' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Start 5-4-3-2-1 grounding' })).toBeFocused();

  // Box breathing moves on by itself; with reduced motion there is no animation, only the count.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('button', { name: 'Start Box breathing' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('exercise-step')).toContainText('Breathe out gently');
  await expect(page.getByTestId('breathing-circle')).toHaveCount(0);
  await expect(page.getByTestId('exercise-step')).toContainText('Breathe in slowly', { timeout: 8_000 });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(page.getByTestId('breathing-circle')).toBeVisible();
  // The words never touch the circle, whatever its size: they sit below the space it grows in.
  const ring = await page.getByTestId('breathing-ring').boundingBox();
  const words = await page.getByTestId('breathing-phase').boundingBox();
  expect(words!.y).toBeGreaterThanOrEqual(ring!.y + ring!.height);
  await expectNoAxeViolations(page);

  // Pause goes with the timed steps: when the last one moves on by itself, the keyboard is on Continue.
  await page.getByRole('button', { name: 'Pause' }).click();
  const counter = page.getByText(/^Step \d+ of 23$/);
  while ((await counter.textContent()) !== 'Step 22 of 23') {
    await page.getByRole('button', { name: 'Next step' }).click();
  }
  await expect(page.getByTestId('exercise-step')).toContainText('Hold, lungs empty');
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('exercise-step')).toContainText('Let your breath find its own rhythm', {
    timeout: 8_000,
  });
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
});

test('guided exercises and the support hub: the person who died is named, when there is only one', async ({
  page,
  user: _user,
}) => {
  await page.goto('/guided-exercises');
  await expect(page.getByRole('heading', { name: 'A letter to the person who died' })).toBeVisible();

  await createLovedOneByApi(page, { firstName: 'Rose', lastName: 'Ellery' });
  await page.goto('/guided-exercises');
  await expect(page.getByRole('heading', { name: 'A letter to Rose' })).toBeVisible();
  await page.getByRole('button', { name: 'Start A letter to Rose' }).click();
  await expect(page.getByRole('heading', { name: 'A letter to Rose' })).toBeFocused();
  // The support hub reached from no loved one (the header's Help) speaks of her too.
  await page.goto('/hub/support');
  await expect(page.getByText("A private place to write about Rose and how you're feeling.")).toBeVisible();

  // With a second, "to Rose" would pass over him.
  await createLovedOneByApi(page, { firstName: 'Samuel', lastName: 'Ellery' });
  await page.goto('/guided-exercises');
  await expect(page.getByRole('heading', { name: 'A letter to the person who died' })).toBeVisible();
  await page.goto('/hub/support');
  await expect(
    page.getByText("A private place to write about the person you miss and how you're feeling."),
  ).toBeVisible();
});

/**
 * The crisis card sits above the answer. The streamed answer is swapped for the stored one when the
 * conversation is read again, so for a moment it has no box: measure both until each has one.
 */
/** The same person on a phone: 360 px wide, by touch, signed in as on `page`. */
async function onAPhone(page: Page, browser: Browser): Promise<Page> {
  const phone = await browser.newContext({
    storageState: await page.context().storageState(),
    viewport: { width: 360, height: 780 },
    hasTouch: true,
    isMobile: true,
    serviceWorkers: 'block',
  });
  return phone.newPage();
}

async function expectAbove(card: Locator, answer: Locator) {
  await expect
    .poll(async () => {
      const [cardBox, answerBox] = [await card.boundingBox(), await answer.boundingBox()];
      return cardBox && answerBox ? cardBox.y < answerBox.y : null;
    })
    .toBe(true);
}

test('support chat: the offline companion answers, and a crisis message leads with the crisis card', async ({
  page,
  user: _user,
}) => {
  await page.goto('/chat');
  await expect(page).toHaveTitle(`${CHAT_TEXTS.title} · Harbor`);
  // One true sentence about who answers: here no model is configured.
  await expect(page.getByText("Harbor's built-in companion answers here")).toBeVisible();
  await expect(page.getByText('This is an AI companion')).toHaveCount(0);
  // A conversation not yet begun says how it may begin, rather than sitting empty.
  await expect(page.getByText(CHAT_TEXTS.emptyConversation)).toBeVisible();

  // The crisis card is one tap away at all times.
  await page.getByRole('button', { name: 'Crisis help' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await expect(dialog.getByRole('link', { name: 'Text HOME to 741741' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  await expect(dialog.getByRole('link', { name: 'Call 1-800-662-4357' })).toHaveAttribute(
    'href',
    'tel:+18006624357',
  );
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  const box = page.getByLabel('Your message');
  await box.fill('I miss my dad so much today');
  await box.press('Enter');
  const answers = page.getByTestId('assistant-message');
  await expect(answers.first()).toContainText('not a person and not an AI model');
  await expect(page.getByTestId('crisis-card')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete conversation: I miss my dad/ })).toBeVisible();

  await box.fill('I want to end my life');
  await page.getByRole('button', { name: 'Send' }).click();
  const card = page.getByTestId('crisis-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('link', { name: 'Call 988' })).toBeVisible();
  // The card comes before the words of the answer.
  await expect(card).toBeVisible();
  await expect(answers.nth(1)).toBeVisible();
  await expectAbove(card, answers.nth(1));
  // The numbers in the answer are a tap away too: 988 calls, 741741 texts HOME.
  await expect(answers.nth(1).getByRole('link', { name: '988', exact: true }).first()).toHaveAttribute(
    'href',
    'tel:988',
  );
  await expect(answers.nth(1).getByRole('link', { name: '741741' })).toHaveAttribute(
    'href',
    'sms:741741?&body=HOME',
  );

  // The conversation, card included, is still there after a reload.
  await page.reload();
  await expect(page.getByTestId('crisis-card')).toHaveCount(1);
  await expect(page.getByTestId('user-message')).toHaveCount(2);
  await checkAxeInBothThemes(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole('button', { name: 'Crisis help' })).toBeVisible();
  // Down at the message box, with the header scrolled away, the numbers are still one tap off.
  await box.scrollIntoViewIfNeeded();
  const nearBox = page.getByRole('button', { name: 'Call or text for help now' });
  await expect(nearBox).toBeInViewport();
  await nearBox.click();
  const crisisDialog = page.getByRole('dialog');
  await expect(crisisDialog.getByRole('link', { name: 'Call 988' })).toBeVisible();
  // On a phone, every line of the dialog is on its first screen, 911 included.
  for (const line of ['Call 988', 'Text HOME to 741741', 'Call 1-800-662-4357', 'Call 911']) {
    await expect(crisisDialog.getByRole('link', { name: line })).toBeInViewport({ ratio: 1 });
  }
  await page.keyboard.press('Escape');
  // A crisis message sent from the bottom of a phone's screen: the card's buttons, above the answer,
  // are brought on screen, not the end of the answer that would push them out of sight.
  await box.fill('Honestly I don’t want to be here anymore');
  await box.press('Enter');
  const newestCard = page.getByTestId('crisis-card').last();
  await expect(page.getByTestId('crisis-card')).toHaveCount(2);
  await expect(answers.nth(2)).toContainText('988');
  await expect(newestCard.getByRole('link', { name: 'Call 988' })).toBeInViewport({ ratio: 1 });
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > 361)
      .map((element) => `${element.tagName}.${element.className}`.slice(0, 80)),
  );
  expect(wide).toEqual([]);

  await page.getByRole('button', { name: /^Delete conversation: I miss my dad/ }).click();
  // The question names the conversation it is about.
  await expect(page.getByRole('dialog')).toContainText('“I miss my dad');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete conversation' }).click();
  await expect(page.getByText('Conversation deleted')).toBeVisible();
  await expect(page.getByText('Your conversations will appear here.')).toBeVisible();
});

test('support chat: New conversation keeps the words in the box, and a message not yet taken comes back to it', async ({
  page,
  user: _user,
}) => {
  await page.goto('/chat');
  const box = page.getByLabel('Your message');
  await box.fill('Some days I talk to her photo.');
  await page.getByRole('button', { name: CHAT_TEXTS.newConversation }).click();
  await expect(box).toHaveValue('Some days I talk to her photo.');
  await expect(box).toBeFocused();

  // The message is on its way (the server has not taken it) when the person starts afresh.
  await page.route('**/api/chat/messages', () => undefined);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await page.getByRole('button', { name: CHAT_TEXTS.newConversation }).click();
  await expect(box).toHaveValue('Some days I talk to her photo.');
});

test('support chat on a phone: Return starts a new line, and Send sends', async ({
  page,
  browser,
  user: _user,
}) => {
  const onPhone = await onAPhone(page, browser);
  await onPhone.goto('/chat');
  const box = onPhone.getByLabel('Your message');
  await box.fill('Line one');
  await box.press('Enter');
  await box.pressSequentially('Line two');
  await expect(box).toHaveValue('Line one\nLine two');
  await expect(onPhone.getByTestId('user-message')).toHaveCount(0);
  await expect(onPhone.getByText('Enter sends; Shift+Enter starts a new line.')).toHaveCount(0);
  await onPhone.getByRole('button', { name: 'Send' }).click();
  await expect(onPhone.getByTestId('user-message')).toHaveText('Line one\nLine two');
  await onPhone.context().close();
});

/**
 * The box drawn around the words, below whatever also holds the message box: a border or a shadow there
 * would make the words look like a second place to type. Null when there is none.
 */
const boxAround = async (words: Locator, messageBox: Locator) =>
  words.evaluate(
    (element, box) => {
      const TRANSPARENT = 'rgba(0, 0, 0, 0)';
      for (
        let around: Element | null = element;
        around && !around.contains(box);
        around = around.parentElement
      ) {
        const style = getComputedStyle(around);
        const hasBorder = (['top', 'right', 'bottom', 'left'] as const).some(
          (side) =>
            style.getPropertyValue(`border-${side}-style`) !== 'none' &&
            Number.parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 &&
            style.getPropertyValue(`border-${side}-color`) !== TRANSPARENT,
        );
        // Tailwind's shadow is a list of layers, each transparent when there is none.
        const hasShadow = style.boxShadow
          .split(/,(?![^(]*\))/)
          .some((layer) => layer.trim() !== 'none' && !layer.includes(TRANSPARENT));
        if (hasBorder || hasShadow) return `<${around.tagName.toLowerCase()} class="${around.className}">`;
      }
      return null;
    },
    await messageBox.elementHandle(),
  );

test('support chat on a phone: the message box is on the first screen, below a plain invitation, again after New conversation', async ({
  page,
  browser,
  user: _user,
}) => {
  const onPhone = await onAPhone(page, browser);
  await onPhone.goto('/chat');
  const box = onPhone.getByLabel('Your message');
  const invitation = onPhone.getByText(CHAT_TEXTS.emptyConversation);

  const expectReadyToWrite = async () => {
    await expect(invitation).toBeVisible();
    // Where the page is now, the whole message box is on the screen, the invitation just above it.
    await expect(box).toBeInViewport({ ratio: 1 });
    await expect(invitation).toBeInViewport({ ratio: 1 });
    const said = await invitation.boundingBox();
    expect((said?.y ?? 0) + (said?.height ?? 0)).toBeLessThanOrEqual((await box.boundingBox())?.y ?? 0);
    // The invitation reads as words, not as a box of its own: there is one place to type.
    expect(await boxAround(invitation, box)).toBeNull();
    await expect(onPhone.getByRole('textbox')).toHaveCount(1);
    // The first screen, at the top of the page, holds the Crisis help button and the whole message box.
    await onPhone.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => onPhone.evaluate(() => window.scrollY)).toBe(0);
    const where = await box.boundingBox();
    expect((where?.y ?? Number.POSITIVE_INFINITY) + (where?.height ?? 0)).toBeLessThanOrEqual(780);
    await expect(onPhone.getByRole('button', { name: CHAT_TEXTS.crisisButton })).toBeInViewport({ ratio: 1 });
  };

  // Arriving, nothing has been scrolled.
  await expect(invitation).toBeVisible();
  expect(await onPhone.evaluate(() => window.scrollY)).toBe(0);
  await expectReadyToWrite();
  await checkAxeInBothThemes(onPhone);

  // A conversation begun and then left for a new one comes back to the same first screen.
  await box.fill('I keep setting a place for him at the table.');
  await onPhone.getByRole('button', { name: CHAT_TEXTS.send }).click();
  await expect(onPhone.getByTestId('assistant-message')).toHaveCount(1);
  await expect(invitation).toHaveCount(0);
  // Back up at the top of the page, where the button is, as a person would be.
  await onPhone.evaluate(() => window.scrollTo(0, 0));
  await onPhone.getByRole('button', { name: CHAT_TEXTS.newConversation }).click();
  await expect(onPhone.getByTestId('user-message')).toHaveCount(0);
  await expect(box).toBeFocused();
  await expectReadyToWrite();
  await onPhone.context().close();
});

test('support chat: when the message never reaches the server, a crisis message still gets the card', async ({
  page,
  user: _user,
}) => {
  await page.goto('/chat');
  await page.route('**/api/chat/messages', (route) => route.fulfill({ status: 500, body: '' }));
  const box = page.getByLabel('Your message');
  await box.fill('I wish I could just die and be with him');
  await box.press('Enter');
  const card = page.getByTestId('crisis-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await expect(page.getByRole('alert')).toContainText("Sorry — I couldn't answer just now");
  // Nothing typed is lost: the words go back in the box to send again.
  await expect(box).toHaveValue('I wish I could just die and be with him');

  // An ordinary message that fails shows no card.
  await page.reload();
  await box.fill('I miss him at breakfast');
  await box.press('Enter');
  await expect(page.getByRole('alert')).toContainText("Sorry — I couldn't answer just now");
  await expect(page.getByTestId('crisis-card')).toHaveCount(0);
});

test('support chat: an overdose under way gets the emergency card, 911 and Poison Control, before any reply', async ({
  page,
  user: _user,
}) => {
  await page.goto('/chat');
  const box = page.getByLabel('Your message');
  await box.fill('i just took all my pills');
  await box.press('Enter');
  const card = page.getByTestId('crisis-card');
  await expect(card).toHaveAttribute('data-level', 'emergency');
  await expect(card.getByRole('heading', { name: 'Call 911 now' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  await expect(card.getByRole('link', { name: 'Call Poison Control' })).toHaveAttribute(
    'href',
    'tel:+18002221222',
  );
  const answer = page.getByTestId('assistant-message');
  await expect(answer).toContainText('Please call 911 now.');
  await expectAbove(card, answer);
  await expectNoAxeViolations(page);
});

test('support chat: a threat from someone at home gets the safety card, 911 and the abuse lines first, again when reopened', async ({
  page,
  user: _user,
}) => {
  await page.goto('/chat');
  const box = page.getByLabel('Your message');
  await box.fill('he said he will kill me if I leave');
  await box.press('Enter');
  const card = page.getByTestId('crisis-card');
  await expect(card).toHaveAttribute('data-level', 'in-danger');
  await expect(card.getByRole('heading', { name: 'Your safety matters' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  await expect(card.getByRole('link', { name: 'Call 1-800-799-7233' })).toBeVisible();
  await expect(page.getByTestId('assistant-message')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByTestId('crisis-card')).toHaveAttribute('data-level', 'in-danger');
});

test('mood tracker on a phone: a note with a plan brings the crisis card into view and reads it out first', async ({
  page,
  user: _user,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/mood-tracker');
  await page.getByText('Really hard', { exact: true }).click();
  await page
    .getByLabel('A note (optional)')
    .fill("i've worked out the whole plan. i'm going to do it tonight");
  await page.getByRole('button', { name: 'Save check-in' }).click();
  const note = page.getByTestId('saved-writing-crisis-note');
  // Save is far down the form; the card is at the top of the page, and comes to the person.
  await expect(note.getByText('You do not have to hold it alone')).toBeFocused();
  await expect(note.getByText('You do not have to hold it alone')).toBeInViewport();
  await expect(note.getByRole('link', { name: 'Call 988' })).toBeInViewport();
  await expectNoAxeViolations(page);
});

test('grief journal: a save that never reaches Harbor is said beside Save, and the words stay', async ({
  page,
  user: _user,
}) => {
  await page.goto('/grief-journal');
  await page.getByLabel('Your words').fill('Today I laid the table for two again.');
  const reconnect = await cutOff(page, /\/api\/journal\/entries$/, 'POST');
  await page.getByRole('button', { name: 'Save entry' }).click();
  const editor = page.getByRole('region', { name: 'Write an entry' });
  await expect(editor.getByRole('alert')).toHaveText(NETWORK_ERROR_MESSAGE);
  await expect(page.getByLabel('Your words')).toHaveValue('Today I laid the table for two again.');
  await reconnect();
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('Entry saved')).toBeVisible();
  await expect(editor.getByRole('alert')).toHaveCount(0);
});

test('grief journal: an entry with a plan shows its author a gentle card', async ({ page, user: _user }) => {
  await page.goto('/grief-journal');
  await page
    .getByLabel('Your words')
    .fill("i've worked out the whole plan. i'm going to do it on her birthday");
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('Entry saved')).toBeVisible();
  const note = page.getByTestId('saved-writing-crisis-note');
  await expect(note).toContainText('You do not have to hold it alone');
  await expect(note.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await expectNoAxeViolations(page);
  // Another such entry while the note is still up brings it back to the person, as the first did.
  await page.getByLabel('Your words').fill("I've been stockpiling my pills");
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(note.getByText('You do not have to hold it alone')).toBeFocused();
  // Close gives the keyboard back where it was.
  await note.getByRole('button', { name: 'Close' }).click();
  await expect(note).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save entry' })).toBeFocused();
});
