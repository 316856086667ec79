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
import { holdRequests, toast } from './support.ts';

// The page carries the service logistics (issue 22): several gatherings, each with its own time zone,
// 12-hour times, a map link, a livestream link and its own calendar file.

const headers = { origin: E2E_BASE_URL };

async function memorialOf(page: Page) {
  const lastName = `Ash${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;
  const lovedOneId = await createLovedOneByApi(page, { firstName: 'Eleanor', lastName });
  const memorial = await createMemorialByApi(page, lovedOneId);
  return { ...memorial, name: `Eleanor ${lastName}`, path: `/memorial/${memorial.slug}` };
}

async function fillGathering(
  page: Page,
  gathering: {
    kind: string;
    name?: string;
    date: string;
    start: string;
    end?: string;
    zone: string;
    place?: string;
    livestream?: string;
  },
) {
  const panel = page.getByRole('tabpanel', { name: 'Service details' });
  await panel.getByRole('combobox', { name: 'What it is' }).selectOption({ label: gathering.kind });
  if (gathering.name) await panel.getByRole('textbox', { name: /^Its name/ }).fill(gathering.name);
  await panel.getByLabel('Date', { exact: true }).fill(gathering.date);
  await panel.getByLabel('Starts at').fill(gathering.start);
  if (gathering.end) await panel.getByLabel('Ends at').fill(gathering.end);
  await panel.getByRole('combobox', { name: 'Time zone' }).selectOption(gathering.zone);
  if (gathering.place) await panel.getByRole('textbox', { name: /^Place/ }).fill(gathering.place);
  if (gathering.livestream)
    await panel.getByRole('textbox', { name: 'Livestream link' }).fill(gathering.livestream);
  return panel;
}

test('the admin lists the visitation and the service; a visitor on a phone sees both and takes one to their calendar', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  test.setTimeout(120_000);
  const memorial = await memorialOf(page);
  await page.goto(memorial.path);
  await page.getByRole('button', { name: 'Service, timeline, quotes & tributes' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Service details' });
  await expect(panel).toBeVisible();

  // Nothing yet: the form says what it needs, in words.
  await panel.getByRole('button', { name: 'Add gathering' }).click();
  await expect(panel.getByText('Please enter a date, a place or a livestream link')).toBeVisible();

  // An end before the start is refused, and nothing typed is lost.
  await fillGathering(page, {
    kind: 'Visitation',
    date: '2026-12-04',
    start: '17:00',
    end: '16:00',
    zone: 'America/Chicago',
    place: 'Grace Chapel, 12 Elm Street, Springfield',
  });
  await panel.getByRole('button', { name: 'Add gathering' }).click();
  await expect(panel.getByText('Please enter an end time after the start time')).toBeVisible();
  await expect(panel.getByRole('textbox', { name: /^Place/ })).toHaveValue(
    'Grace Chapel, 12 Elm Street, Springfield',
  );
  await panel.getByLabel('Ends at').fill('19:00');
  await panel.getByRole('button', { name: 'Add gathering' }).click();
  await expect(toast(page, 'Gathering added')).toBeVisible();
  await expect(panel.getByRole('textbox', { name: /^Place/ })).toHaveValue('');

  await fillGathering(page, {
    kind: 'Funeral service',
    name: 'Celebration of life',
    date: '2026-12-05',
    start: '10:30',
    zone: 'America/Chicago',
    place: 'St Mark’s Church, Springfield',
    livestream: 'https://stream.example.com/eleanor',
  });
  await panel.getByRole('button', { name: 'Add gathering' }).click();
  await expect(
    panel.getByRole('listitem').filter({ hasText: 'Celebration of life (Dec 5, 2026)' }),
  ).toBeVisible();
  await dismissToasts(page);

  // The page draws them at once, in the order they happen.
  const section = page.getByRole('region', { name: 'Service details' });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(['Visitation', 'Celebration of life']);
  await expect(section.getByText('December 4, 2026 at 5:00 PM – 7:00 PM (Chicago time)')).toBeVisible();

  const published = await page.request.put(`/api/memorials/${memorial.id}/visibility`, {
    headers,
    data: { isPublic: true },
  });
  expect(published.ok()).toBe(true);

  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 360, height: 780 } });
  const visitor = await context.newPage();
  await visitor.goto(memorial.path);
  const shown = visitor.getByRole('region', { name: 'Service details' });
  await expect(shown.getByRole('heading', { level: 3 })).toHaveText(['Visitation', 'Celebration of life']);
  await expect(shown.getByText('December 5, 2026 at 10:30 AM (Chicago time)')).toBeVisible();
  const service = shown.getByRole('listitem').filter({ hasText: 'Celebration of life' });
  await expect(service.getByRole('link', { name: /Open map/ })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/search?query=St%20Mark%E2%80%99s%20Church%2C%20Springfield',
  );
  await expect(service.getByRole('link', { name: /Watch the livestream/ })).toHaveAttribute(
    'href',
    'https://stream.example.com/eleanor',
  );
  await expect(
    shown
      .getByRole('listitem')
      .filter({ hasText: 'Visitation' })
      .getByRole('link', { name: /livestream/ }),
  ).toHaveCount(0);
  await expectNoHorizontalScroll(visitor);
  await expectAccessibleInBothThemes(visitor);

  const downloading = visitor.waitForEvent('download');
  await service.getByRole('link', { name: 'Add to calendar (Celebration of life)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${memorial.slug}-service.ics`);
  const calendar = await readFile((await download.path())!, 'utf8');
  expect(calendar).toContain('DTSTART:20261205T163000Z');
  expect(calendar).toContain(`SUMMARY:Celebration of life for ${memorial.name}`);
  expect(calendar).toContain('LOCATION:St Mark’s Church\\, Springfield');
  await context.close();

  // The admin moves the visitation; the page follows. The keyboard starts in the form that took the
  // Edit button's place, and is back on that button once saved.
  const editVisitation = page.getByRole('button', { name: 'Edit Visitation (Dec 4, 2026)' });
  await editVisitation.click();
  const editing = panel.getByRole('list').getByRole('listitem').first();
  await expect(editing.getByRole('combobox', { name: 'What it is' })).toBeFocused();
  await editing.getByRole('textbox', { name: /^Place/ }).fill('Grace Chapel, Main Hall');
  await editing.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(section.getByText('Grace Chapel, Main Hall')).toBeVisible();
  await expect(editVisitation).toBeFocused();
  await page.getByRole('button', { name: 'Delete Visitation (Dec 4, 2026)' }).click();
  // It asks first, saying the replies to it go too.
  const asked = page.getByRole('dialog', { name: 'Delete Visitation (Dec 4, 2026)?' });
  await expect(asked).toContainText('The replies to it (who said they are coming) are deleted with it.');
  await expect(asked.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await asked.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(asked).toBeHidden();
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(['Celebration of life']);
  // Its row is gone: the keyboard goes on from the list's heading, not from the top of the page.
  await expect(panel.getByRole('heading', { name: 'Service details' })).toBeFocused();
  await expectAccessibleInBothThemes(page);
});

test('a visitor replies to the service with no account; the admin sees who is coming', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  const memorial = await memorialOf(page);
  for (const [url, data] of [
    [
      `/api/memorials/${memorial.id}/events`,
      { kind: 'service', eventDate: dayFromToday(7), startTime: '11:00', timeZone: 'America/New_York' },
    ],
    [`/api/memorials/${memorial.id}/events`, { kind: 'burial', eventDate: dayFromToday(-3) }],
  ] as const) {
    const response = await page.request.post(url, { headers, data });
    expect(response.status(), await response.text()).toBe(201);
  }
  const published = await page.request.put(`/api/memorials/${memorial.id}/visibility`, {
    headers,
    data: { isPublic: true },
  });
  expect(published.ok()).toBe(true);

  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 360, height: 780 } });
  const visitor = await context.newPage();
  await visitor.goto(memorial.path);
  const shown = visitor.getByRole('region', { name: 'Service details' });
  const service = shown.getByRole('listitem').filter({ hasText: 'Funeral service' });
  // A gathering that has passed takes no more replies.
  await expect(
    shown.getByRole('listitem').filter({ hasText: 'Burial' }).getByRole('button', { name: /RSVP/ }),
  ).toHaveCount(0);
  // The thanks will come in a status line that is in the page before it, as a screen reader needs to
  // read it out: marked now, it must be the same line then.
  await service.locator('[role="status"]').evaluate((line) => line.setAttribute('data-there-before', ''));
  // The form's code comes on the first RSVP, held here until the test has looked: meanwhile the button
  // stays, busy and with the focus, rather than a placeholder that leaves the keyboard nowhere.
  const releaseFormCode = await holdRequests(visitor, '**/assets/rsvp-form-*.js');
  const rsvp = service.getByRole('button', { name: 'RSVP (Funeral service)' });
  await rsvp.focus();
  await visitor.keyboard.press('Enter');
  await expect(rsvp).toHaveAttribute('aria-busy', 'true');
  await expect(rsvp).toBeFocused();
  releaseFormCode();
  const form = visitor.getByRole('form', { name: 'RSVP for the Funeral service' });
  await expect(form.getByRole('textbox', { name: /Your name/ })).toBeFocused();
  await form.getByRole('textbox', { name: /Your name/ }).fill('Margaret Hale');
  await form.getByRole('textbox', { name: /E-mail/ }).fill('margaret@');
  await form.getByRole('spinbutton', { name: /How many are coming/ }).fill('0');
  await form.getByRole('button', { name: 'Send reply' }).click();
  await expect(form.getByText('Please enter a valid e-mail address')).toBeVisible();
  await expect(form.getByText('Please enter how many are coming, from 1 to 20')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /E-mail/ })).toBeFocused();
  await expect(form.getByRole('textbox', { name: /Your name/ })).toHaveValue('Margaret Hale');
  await form.getByRole('textbox', { name: /E-mail/ }).fill('margaret@example.com');
  await form.getByRole('spinbutton', { name: /How many are coming/ }).fill('2');
  await form.getByRole('textbox', { name: /A note/ }).fill('We will bring soup.');
  await expectNoHorizontalScroll(visitor);
  await expectAccessibleInBothThemes(visitor);
  await form.getByRole('button', { name: 'Send reply' }).click();
  await expect(service.getByRole('status')).toHaveText('Thank you. The family will know you are coming.');
  await expect(service.getByRole('status')).toHaveAttribute('data-there-before', '');
  await expect(
    service.getByRole('button', { name: 'Reply for someone else (Funeral service)' }),
  ).toBeFocused();
  await context.close();

  await page.goto(memorial.path);
  const replies = page.getByRole('region', { name: 'Service details' }).getByText('1 reply, 2 guests');
  await expect(replies).toBeVisible();
  await replies.click();
  await expect(page.getByText('margaret@example.com')).toBeVisible();
  await expect(page.getByText('We will bring soup.')).toBeVisible();
});
