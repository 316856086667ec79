import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config.ts';
import {
  createLovedOneByApi,
  createMemorialByApi,
  dayFromToday,
  dismissToasts,
  expectAccessibleInBothThemes,
  expectNoHorizontalScroll,
} from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';
import { cutOff, uniqueEmail, waitForMail } from './support.ts';

// The Guest List Manager (issue 22): the admin keeps a list, sends the gatherings by e-mail, and sees
// who replied to each.

const headers = { origin: E2E_BASE_URL };

async function publishedMemorialWithService(page: Page) {
  const lastName = `Ash${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;
  const lovedOneId = await createLovedOneByApi(page, { firstName: 'Eleanor', lastName });
  const memorial = await createMemorialByApi(page, lovedOneId);
  const event = await page.request.post(`/api/memorials/${memorial.id}/events`, {
    headers,
    data: {
      kind: 'service',
      eventDate: dayFromToday(7),
      startTime: '14:30',
      timeZone: 'America/Chicago',
      place: 'Grace Chapel',
    },
  });
  expect(event.status(), await event.text()).toBe(201);
  const published = await page.request.put(`/api/memorials/${memorial.id}/visibility`, {
    headers,
    data: { isPublic: true },
  });
  expect(published.ok()).toBe(true);
  return { lovedOneId, ...memorial, name: `Eleanor ${lastName}` };
}

test('the admin gathers a guest list, sends the invitations, sees a reply and exports the list', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const memorial = await publishedMemorialWithService(page);
  const ann = uniqueEmail('ann');
  const bob = uniqueEmail('bob');
  const cara = uniqueEmail('cara');

  // From the hub's card.
  await page.goto(`/hub/memorial/${memorial.lovedOneId}`);
  await page.getByRole('tab', { name: 'Tools' }).click();
  await expect(page.getByRole('button', { name: 'Coming Soon' })).toHaveCount(0);
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Guest List Manager' }) })
    .getByRole('link', { name: 'Open' })
    .click();
  await expect(page).toHaveURL(`/hub/memorial/${memorial.lovedOneId}/guests`);
  await expect(page.getByRole('heading', { level: 1, name: 'Guest List' })).toBeVisible();
  await expect(page.getByText(/No guests yet/)).toBeVisible();

  // One guest; a bad address is refused and what was typed stays.
  const add = page.getByRole('region', { name: 'Add a guest' });
  await add.getByRole('textbox', { name: /Name/ }).fill('Ann Hale');
  await add.getByRole('textbox', { name: /E-mail/ }).fill('ann@');
  await add.getByRole('button', { name: 'Add guest' }).click();
  await expect(add.getByText('Please enter a valid e-mail address')).toBeVisible();
  await expect(add.getByRole('textbox', { name: /Name/ })).toHaveValue('Ann Hale');
  await add.getByRole('textbox', { name: /E-mail/ }).fill(ann);
  await add.getByRole('button', { name: 'Add guest' }).click();
  const guests = page.getByRole('list', { name: 'Guests' });
  await expect(guests.getByText('Ann Hale')).toBeVisible();
  // Added twice: the reason is told under the address, which is what to change, and what was typed stays.
  await add.getByRole('textbox', { name: /Name/ }).fill('Ann Hale');
  await add.getByRole('textbox', { name: /E-mail/ }).fill(ann);
  await add.getByRole('button', { name: 'Add guest' }).click();
  await expect(add.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
    'This person is already on the list',
  );
  await expect(add.getByRole('textbox', { name: /E-mail/ })).toHaveValue(ann);
  await add.getByRole('textbox', { name: /Name/ }).fill('');
  await add.getByRole('textbox', { name: /E-mail/ }).fill('');

  // Many at once: the bad line is named, the duplicate skipped, the pasted text kept.
  const many = page.getByRole('region', { name: 'Add many at once' });
  const pasted = `Bob Stone <${bob}>\nJust a name\n${ann.toUpperCase()}`;
  await many.getByRole('textbox', { name: /one person a line/ }).fill(pasted);
  await many.getByRole('button', { name: 'Add these guests' }).click();
  await expect(many.getByText('Line 2: No e-mail address found')).toBeVisible();
  await expect(many.getByText(/Added 1 guest; skipped 1 person already on the list/)).toBeVisible();
  await expect(many.getByRole('textbox', { name: /one person a line/ })).toHaveValue(pasted);
  await expect(guests.getByText('Bob Stone')).toBeVisible();

  // A CSV file, columns in any order, a comma in a quoted name. Lost on the way, it is sent again
  // without finding it again.
  // The keyboard stays on the file field while it is sent, and is back on it once the button that sent
  // it again is gone.
  const reconnect = await cutOff(page, '**/api/memorials/*/guests/import');
  const csvFile = many.getByLabel('Or import a CSV file');
  await csvFile.focus();
  await csvFile.setInputFiles({
    name: 'guests.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Email,Name\r\n${cara},"Lee, Cara"\r\n`),
  });
  await expect(many.getByText(/could not reach Harbor/)).toBeVisible();
  await expect(csvFile).toBeFocused();
  await reconnect();
  await many.getByRole('button', { name: 'Send guests.csv again' }).click();
  await expect(many.getByText(/From guests.csv: Added 1 guest/)).toBeVisible();
  await expect(many.getByRole('button', { name: 'Send guests.csv again' })).toHaveCount(0);
  await expect(csvFile).toBeFocused();
  await expect(guests.getByText('Lee, Cara')).toBeVisible();

  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoHorizontalScroll(page);
  await expectAccessibleInBothThemes(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The invitations: one mail each, with the gathering and the way to reply.
  await page.getByRole('button', { name: 'Send 3 invitations' }).click();
  await expect(page.getByText('Sent 3 invitations.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Everyone is invited' })).toBeDisabled();
  const mail = await waitForMail(page, bob, `Remembering ${memorial.name}`);
  expect(mail.text).toContain('Dear Bob Stone,');
  expect(mail.text).toContain('Funeral service');
  expect(mail.text).toContain('2:30 PM (Chicago time)');
  expect(mail.text).toContain('Grace Chapel');
  const replyUrl = `${E2E_BASE_URL}/memorial/${memorial.slug}#service`;
  expect(mail.text).toContain(replyUrl);

  // Bob replies on the public page, from the link.
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const guest = await context.newPage();
  await guest.goto(replyUrl);
  const service = guest
    .getByRole('region', { name: 'Service details' })
    .getByRole('listitem')
    .filter({ hasText: 'Funeral service' });
  await service.getByRole('button', { name: 'RSVP (Funeral service)' }).click();
  const form = guest.getByRole('form', { name: 'RSVP for the Funeral service' });
  await form.getByRole('textbox', { name: /Your name/ }).fill('Bob Stone');
  await form.getByRole('textbox', { name: /E-mail/ }).fill(bob);
  await form.getByRole('spinbutton', { name: /How many are coming/ }).fill('2');
  await form.getByRole('button', { name: 'Send reply' }).click();
  await expect(service.getByRole('status')).toHaveText('Thank you. The family will know you are coming.');
  await context.close();

  // The list shows it, by guest and in the event's total.
  await page.reload();
  const bobRow = guests.getByRole('listitem').filter({ hasText: 'Bob Stone' });
  await expect(bobRow.getByText('2 coming')).toBeVisible();
  await expect(
    guests.getByRole('listitem').filter({ hasText: 'Ann Hale' }).getByText('No reply yet'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Replies' }).getByText('1 reply · 2 coming')).toBeVisible();

  // Sending one again, and the export.
  await bobRow.getByRole('button', { name: 'Send the invitation again to Bob Stone' }).click();
  await expect(page.getByText('Invitation sent to Bob Stone')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${memorial.slug}-guests.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain(`Bob Stone,${bob},`);
  expect(csv).toMatch(new RegExp(`Bob Stone,${bob.replace(/[.]/g, '\\.')},\\d{4}-\\d{2}-\\d{2},2`));
  expect(csv).toContain(`"Lee, Cara",${cara},`);

  // Printed, only the list: no buttons, no forms.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: /Send/ }).first()).toBeHidden();
  await expect(page.getByRole('region', { name: 'Add many at once' })).toBeHidden();
  await expect(guests.getByText('Bob Stone')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Taking someone off the list, by keyboard: it asks first, naming them.
  await dismissToasts(page);
  await guests
    .getByRole('listitem')
    .filter({ hasText: 'Lee, Cara' })
    .getByRole('button', { name: 'Remove Lee, Cara' })
    .focus();
  await page.keyboard.press('Enter');
  const asked = page.getByRole('dialog', { name: 'Remove Lee, Cara from the guest list?' });
  await expect(asked).toContainText('It cannot be brought back.');
  await asked.getByRole('button', { name: 'Remove', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(guests.getByText('Lee, Cara')).toHaveCount(0);
  await expectAccessibleInBothThemes(page);
});

test('without a memorial page, the list and its hub card say to create the page first', async ({
  page,
  user: _signedIn,
}) => {
  const lovedOneId = await createLovedOneByApi(page);
  await page.goto(`/hub/memorial/${lovedOneId}/guests`);
  await expect(page.getByText(/Create the memorial page first/)).toBeVisible();
  await page.goto(`/hub/memorial/${lovedOneId}`);
  await page.getByRole('tab', { name: 'Tools' }).click();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Guest List Manager' }) });
  await expect(card.getByText('Create the memorial page first (Overview).')).toBeVisible();
});
