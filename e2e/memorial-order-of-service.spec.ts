import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { pdfText } from '../test/pdf-text.ts';
import { createLovedOneByApi, createMemorialByApi, dayFromToday } from './dashboard-fixtures.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support.ts';

// The programme handed out at the service (issue 22): the family prints it from the page's controls,
// and a guest takes it from the service details of the public page.

const headers = { origin: E2E_BASE_URL };

async function pdfOf(download: Download) {
  const bytes = new Uint8Array(await readFile(await download.path()));
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  return pdfText(bytes);
}

test('the admin prints the order of service; a visitor of the public page downloads it from the service details', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  const lastName = `Vale${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;
  const memorial = await createMemorialByApi(page, await createLovedOneByApi(page, { lastName }));
  const added = await page.request.post(`/api/memorials/${memorial.id}/events`, {
    headers,
    data: {
      kind: 'service',
      eventDate: dayFromToday(10),
      startTime: '10:30',
      timeZone: 'America/Chicago',
      place: 'Grace Chapel',
    },
  });
  expect(added.status(), await added.text()).toBe(201);

  await page.goto(`/memorial/${memorial.slug}`);
  const print = page
    .getByRole('region', { name: 'Page controls' })
    .getByRole('button', { name: 'Print the order of service' });
  await expect(print).toBeVisible();
  const [printed] = await Promise.all([page.waitForEvent('download'), print.click()]);
  expect(printed.suggestedFilename()).toBe(`${memorial.slug}-order-of-service.pdf`);
  const text = await pdfOf(printed);
  expect(text).toContain(`Eleanor ${lastName}`);
  expect(text).toContain('10:30 AM (Chicago time)');
  expect(text).toContain('Grace Chapel');

  const published = await page.request.put(`/api/memorials/${memorial.id}/visibility`, {
    headers,
    data: { isPublic: true },
  });
  expect(published.ok()).toBe(true);

  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const visitor = await context.newPage();
  await visitor.goto(`/memorial/${memorial.slug}`);
  const link = visitor
    .getByRole('region', { name: 'Service details' })
    .getByRole('link', { name: 'Download the order of service (PDF)' });
  await expect(link).toBeVisible();
  const [downloaded] = await Promise.all([visitor.waitForEvent('download'), link.click()]);
  expect(await pdfOf(downloaded)).toContain(`Eleanor ${lastName}`);

  // Made private while the visitor reads: the link opens a page saying why, with the way back, rather
  // than saving the refusal as the PDF.
  const hidden = await page.request.put(`/api/memorials/${memorial.id}/visibility`, {
    headers,
    data: { isPublic: false },
  });
  expect(hidden.ok()).toBe(true);
  await link.click();
  await expect(visitor.getByRole('heading', { name: 'We couldn’t make this file' })).toBeVisible();
  await expect(visitor.getByText('Memorial page not found')).toBeVisible();
  await expectNoAxeViolations(visitor);
  await visitor.getByRole('link', { name: 'Back to the page' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/memorial/${memorial.slug}$`));
  await context.close();
});
