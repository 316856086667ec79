import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { FOLLOW_MESSAGES } from '../src/shared/memorial-followers/follow-messages.ts';
import {
  createLovedOneByApi,
  createMemorialByApi,
  expectAccessibleInBothThemes,
  expectNoHorizontalScroll,
} from './dashboard-fixtures.ts';
import { actAsOwnClient, expect, test } from './fixtures.ts';
import { firstLinkIn, holdRequests, uniqueEmail, waitForMail } from './support.ts';

// "Follow this page" (issue 22): a visitor with no account asks for the page's news by e-mail, confirms
// from the mail (double opt-in), and stops with the link every mail carries.

const headers = { origin: E2E_BASE_URL };

async function liveMemorial(page: Page) {
  const lastName = `Ash${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;
  const lovedOneId = await createLovedOneByApi(page, { firstName: 'Eleanor', lastName });
  const memorial = await createMemorialByApi(page, lovedOneId);
  const published = await page.request.put(`/api/memorials/${memorial.id}/visibility`, {
    headers,
    data: { isPublic: true },
  });
  expect(published.ok()).toBe(true);
  return { ...memorial, name: `Eleanor ${lastName}`, path: `/memorial/${memorial.slug}` };
}

/** Opens the form under the share links and fills it; the answer shows in the block's status line. */
async function askToFollow(visitor: Page, email: string, options: { anniversaries: boolean }) {
  const share = visitor.getByRole('region', { name: 'Share this page' });
  await share.getByRole('button', { name: 'Follow this page' }).click();
  const form = share.getByRole('form', { name: 'Follow this page' });
  await form.getByRole('textbox', { name: /E-mail/ }).fill(email);
  if (options.anniversaries) await form.getByRole('checkbox', { name: /birthday/ }).check();
  await form.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(share.getByRole('status').filter({ hasText: FOLLOW_MESSAGES.requested })).toBeVisible();
  await expect(form).toHaveCount(0);
}

test('a visitor follows a live memorial page, confirms from the e-mail, and stops with one link', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  test.setTimeout(180_000);
  const memorial = await liveMemorial(page);
  const pageName = `${memorial.name}’s memorial page`;
  const email = uniqueEmail('follower');

  // A visitor with no account, on a phone.
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 360, height: 780 } });
  const visitor = await context.newPage();
  await actAsOwnClient(visitor);
  await visitor.emulateMedia({ reducedMotion: 'reduce' });
  await visitor.goto(memorial.path);

  const share = visitor.getByRole('region', { name: 'Share this page' });
  const opener = share.getByRole('button', { name: 'Follow this page' });
  // The form's code comes when first wanted, held here until the test has looked: meanwhile the button
  // stays, busy and with the focus, rather than a placeholder that leaves the keyboard nowhere.
  const releaseFormCode = await holdRequests(visitor, '**/assets/follow-form-*.js');
  await opener.focus();
  await visitor.keyboard.press('Enter');
  await expect(opener).toHaveAttribute('aria-busy', 'true');
  await expect(opener).toBeFocused();
  releaseFormCode();
  const form = share.getByRole('form', { name: 'Follow this page' });
  const address = form.getByRole('textbox', { name: /E-mail/ });
  await expect(address).toBeFocused();
  // Each island makes its ids under its own name: this form's and the tribute form's never clash, so
  // every label names its own field.
  const repeatedIds = await visitor.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    return ids.filter((id, index) => ids.indexOf(id) !== index);
  });
  expect(repeatedIds).toEqual([]);
  await expect(visitor.getByRole('textbox', { name: 'Your name' })).toHaveCount(1);
  // News is ticked; the anniversary notes are the visitor's own choice.
  await expect(
    form.getByRole('checkbox', { name: 'News from the page: gatherings and new photos' }),
  ).toBeChecked();
  const anniversaries = form.getByRole('checkbox', {
    name: 'A note on Eleanor’s birthday and on the anniversary of their death',
  });
  await expect(anniversaries).not.toBeChecked();

  // Sent empty: the address is asked for, and the keyboard is back on it.
  await form.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(form.getByText(FOLLOW_MESSAGES.emailRequired)).toBeVisible();
  await expect(address).toBeFocused();
  await expect(address).toHaveAccessibleDescription(
    /Only used for these e-mails.*Please enter your e-mail address/,
  );
  await expectNoHorizontalScroll(visitor);
  await expectAccessibleInBothThemes(visitor);

  // Cancel gives the focus back to the button; nothing was sent.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(opener).toBeFocused();

  await askToFollow(visitor, email, { anniversaries: true });
  await expect(opener).toBeFocused();

  // The link in the mail opens a page that asks first: opening it (as a mail scanner would) confirms nothing.
  const confirmation = await waitForMail(visitor, email, 'Please confirm');
  const confirmUrl = firstLinkIn(confirmation.text);
  expect(confirmUrl).toContain('/follow/confirm/');
  await visitor.goto(confirmUrl);
  await expect(visitor).toHaveTitle('Follow a memorial page · Harbor');
  await expect(visitor.getByText(`Follow ${pageName}?`)).toBeVisible();
  const token = new URL(confirmUrl).pathname.split('/').at(-1)!;
  const before = await visitor.request.get(`/api/memorial-follows/confirm/${token}`);
  expect(((await before.json()) as { confirmed: boolean }).confirmed).toBe(false);
  await expectNoHorizontalScroll(visitor);
  await expectAccessibleInBothThemes(visitor);

  await visitor.getByRole('button', { name: 'Confirm' }).click();
  await expect(visitor.getByText(`You now follow ${pageName}.`)).toBeVisible();
  await expect(visitor.getByRole('link', { name: `Go to ${pageName}` })).toHaveAttribute(
    'href',
    memorial.path,
  );
  await expect(visitor.getByText(/Every e-mail has a link to stop/)).toBeVisible();

  // The family sees how many follow, never who.
  await page.goto(memorial.path);
  const controls = page.getByRole('region', { name: 'Page controls' });
  await expect(controls.getByText('1 person follows it by e-mail')).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);

  // Asking again looks the same on the page; the mail says they already follow, with the way to stop.
  await visitor.goto(memorial.path);
  await askToFollow(visitor, email, { anniversaries: false });
  const already = await waitForMail(visitor, email, 'You already follow');
  const stopUrl = already.text.match(/https?:\/\/\S+\/follow\/stop\/\S+/)?.[0] ?? '';
  expect(stopUrl).not.toBe('');
  // (The dev mailbox shows no headers, so List-Unsubscribe is checked by the server's tests.)

  await visitor.goto(stopUrl);
  await expect(visitor).toHaveTitle('Stop e-mails · Harbor');
  await expect(visitor.getByText(`Stop e-mails about ${pageName}?`)).toBeVisible();
  await expectNoHorizontalScroll(visitor);
  await expectAccessibleInBothThemes(visitor);
  await visitor.getByRole('button', { name: 'Stop e-mails' }).click();
  await expect(visitor.getByText(`You will not get any more e-mails about ${pageName}.`)).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByText(`You no longer follow ${pageName}`)).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Stop e-mails' })).toHaveCount(0);

  // A made-up or worn-out link says so gently, on both pages.
  await visitor.goto('/follow/confirm/not-a-real-token');
  await expect(visitor.getByText(FOLLOW_MESSAGES.confirmLinkInvalid)).toBeVisible();
  await visitor.goto('/follow/stop/not-a-real-token');
  await expect(visitor.getByText(FOLLOW_MESSAGES.stopLinkInvalid)).toBeVisible();
  await context.close();
});

test('on a page that hides its dates, following offers only the news: an anniversary note would tell them', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  const memorial = await liveMemorial(page);
  const opened = await page.request.get(`/api/memorials/by-slug/${memorial.slug}`);
  const { memorial: current } = (await opened.json()) as { memorial: { settings: Record<string, unknown> } };
  const hidden = await page.request.put(`/api/memorials/${memorial.id}/settings`, {
    headers,
    data: { ...current.settings, showDates: false },
  });
  expect(hidden.ok(), await hidden.text()).toBe(true);

  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 360, height: 780 } });
  const visitor = await context.newPage();
  await actAsOwnClient(visitor);
  await visitor.goto(memorial.path);
  const share = visitor.getByRole('region', { name: 'Share this page' });
  await expect(share.getByText('Get an e-mail when the family adds news.', { exact: true })).toBeVisible();
  await share.getByRole('button', { name: 'Follow this page' }).click();
  const form = share.getByRole('form', { name: 'Follow this page' });
  await expect(form.getByRole('checkbox', { name: /News from the page/ })).toBeChecked();
  await expect(form.getByRole('checkbox')).toHaveCount(1);
  await context.close();
});
