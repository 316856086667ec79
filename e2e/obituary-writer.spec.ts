import {
  createLovedOneByApi,
  createMemorialByApi,
  expectAccessibleInBothThemes,
  expectNoHorizontalScroll,
  PNG_PHOTO,
} from './dashboard-fixtures.ts';
import { FAKE_LLM_TOKENS } from './fake-llm-server.ts';
import { expect, test } from './fixtures.ts';
import {
  HARBOR_WITH_MODEL_HOOK_TIMEOUT_MS,
  type HarborWithModel,
  startHarborWithModel,
} from './harbor-with-model.ts';
import { toast, uniqueEmail } from './support.ts';

// The Obituary Writer (issue 22): guided questions, a draft from Harbor's templates on the main e2e
// server (no model there), and a streamed draft from a second Harbor pointed at the fake model.

test('the admin answers the questions, writes a draft offline, edits it and sees it on the memorial page', async ({
  page,
  user: _signedIn,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const lastName = `Hart${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;
  const lovedOneId = await createLovedOneByApi(page, {
    firstName: 'Eleanor',
    lastName,
    dateOfBirth: '1948-03-14',
  });
  const memorial = await createMemorialByApi(page, lovedOneId);

  await page.goto(`/hub/memorial/${lovedOneId}`);
  await page.getByRole('tab', { name: 'Tools' }).click();
  const card = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Obituary Writer' }) });
  await card.getByRole('link', { name: 'Open' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Obituary Writer' })).toBeVisible();

  // Life facts come from the profile.
  await expect(page.getByLabel('Full name')).toHaveValue(`Eleanor ${lastName}`);
  await expect(page.getByLabel('Date of birth')).toHaveValue('1948-03-14');
  await page.getByLabel('What people called them').fill('Nell');
  await page.getByLabel('Place of birth').fill('Dayton, Ohio');
  await page.getByRole('radio', { name: 'She / her' }).check();
  await expectAccessibleInBothThemes(page);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Family' })).toBeFocused();
  await page.getByLabel('Who survives Nell').fill('her husband Tom and their son Ben');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('What Nell loved').fill('her garden');

  // Answers survive a reload and a step back.
  await page.reload();
  await expect(page.getByLabel('What Nell loved')).toHaveValue('her garden');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByLabel('Who survives Nell')).toHaveValue('her husband Tom and their son Ben');
  await page.getByRole('button', { name: 'Service details' }).click();
  await page.getByLabel('A charity for donations').fill('the Springfield Food Bank');

  await page.getByRole('button', { name: 'Write a draft' }).click();
  const draft = page.getByRole('textbox', { name: 'Your obituary' });
  await expect(draft).toHaveValue(
    new RegExp(`^Eleanor ${lastName} died on .+\\. Family and friends knew her as Nell\\.`),
  );
  await expect(draft).toHaveValue(/Nell is survived by her husband Tom and their son Ben\./);
  await expect(draft).toHaveValue(/donations in her memory to the Springfield Food Bank\./);
  await expect(page.getByText('Written by Harbor from your answers.')).toBeVisible();

  await draft.press('End');
  await draft.pressSequentially('\n\nWe miss her every day.');
  // The profile is Eleanor's, though the obituary calls her Nell.
  await expect(page.getByRole('checkbox', { name: 'The obituary on Eleanor’s profile' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'The memorial page’s story' })).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Obituary saved')).toContainText(
    'It is on Eleanor’s profile and in the memorial page’s story.',
  );

  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page);
  await expectAccessibleInBothThemes(page);

  await page.goto(`/memorial/${memorial.slug}`);
  await expect(page.locator('#story')).toContainText(
    'Nell is survived by her husband Tom and their son Ben.',
  );
  await expect(page.locator('#story')).toContainText('We miss her every day.');
});

test('when the model fails before writing a word, the family’s own text stays and can be brought back', async ({
  page,
  user: _signedIn,
}) => {
  const lovedOneId = await createLovedOneByApi(page);
  // This server has no model: its answers are changed to those of one whose model fails at once (the
  // model's own failure is in the second Harbor's tests and the API's).
  await page.route(new RegExp(`/api/obituary/${lovedOneId}$`), async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), writer: 'model' } });
  });
  await page.route(`**/api/obituary/${lovedOneId}/draft`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/event-stream',
      body: 'event: error\ndata: {"message":"We couldn’t write a draft just now."}\n\n',
    }),
  );
  await page.goto(`/hub/memorial/${lovedOneId}/obituary`);
  const draft = page.getByRole('textbox', { name: 'Your obituary' });
  await draft.fill('Our mum loved the sea, and the sea loved her back.');

  await page.getByRole('button', { name: 'Write a new draft' }).click();
  await expect(page.getByText('We couldn’t write a draft just now.')).toBeVisible();
  await expect(draft).toHaveValue('Our mum loved the sea, and the sea loved her back.');

  await page.getByRole('button', { name: 'Write it from our templates' }).click();
  await expect(draft).not.toHaveValue('Our mum loved the sea, and the sea loved her back.');
  await page.getByRole('button', { name: 'Bring back the previous text' }).click();
  await expect(draft).toHaveValue('Our mum loved the sea, and the sea loved her back.');
});

// ——— With a model: a second Harbor (harbor-with-model.ts). ———

test.describe('with a model configured', () => {
  test.describe.configure({ mode: 'serial' });
  let harbor: HarborWithModel;

  test.beforeAll(async () => {
    test.setTimeout(HARBOR_WITH_MODEL_HOOK_TIMEOUT_MS);
    harbor = await startHarborWithModel({ portOffset: 60, name: 'obituary', tokenDelayMs: 100 });
  });

  test.afterAll(async () => {
    await harbor?.stop();
  });

  test('the draft streams into the box as it is written, and Stop keeps what was written', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: harbor.baseUrl });
    const page = await context.newPage();
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      headers: { origin: harbor.baseUrl },
      data: {
        email: uniqueEmail('obituary'),
        password: 'Harbor-Test-1',
        name: 'Sam Lee',
        firstName: 'Sam',
        lastName: 'Lee',
      },
    });
    expect(signUp.ok(), await signUp.text()).toBe(true);
    const created = await page.request.post('/api/loved-ones', {
      headers: { origin: harbor.baseUrl },
      multipart: {
        firstName: 'Eleanor',
        lastName: 'Hart',
        dateOfBirth: '1948-03-14',
        dateOfDeath: '2026-10-01',
        relationshipToUser: 'parent',
        photo: { name: 'eleanor.png', mimeType: 'image/png', buffer: await PNG_PHOTO() },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const lovedOneId = ((await created.json()) as { lovedOne: { id: string } }).lovedOne.id;

    await page.goto(`/hub/memorial/${lovedOneId}/obituary`);
    await page.getByRole('button', { name: 'Service details' }).click();
    const release = harbor.fake.holdStreamAfter(2);
    await page.getByRole('button', { name: 'Write a draft' }).click();
    const draft = page.getByRole('textbox', { name: 'Your obituary' });
    const partial = FAKE_LLM_TOKENS.slice(0, 2).join('');
    await expect(draft).toHaveValue(partial);
    await expect(draft).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByTestId('draft-status')).toHaveText('Writing your draft…');
    release();
    await expect(draft).toHaveValue(FAKE_LLM_TOKENS.join(''));
    await expect(draft).not.toHaveAttribute('aria-busy');
    await expect(page.getByTestId('draft-status')).toContainText('Written by an AI model');
    // The model was sent the family's answers, nothing else.
    expect(harbor.fake.requests.at(-1)?.messages.at(-1)?.content).toContain('Full name: Eleanor Hart');

    // Stop: what arrived stays, and can be edited and saved.
    const holdAgain = harbor.fake.holdStreamAfter(3);
    await page.getByRole('button', { name: 'Write a new draft' }).click();
    await expect(draft).toHaveValue(FAKE_LLM_TOKENS.slice(0, 3).join(''));
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByTestId('draft-status')).toContainText('Stopped');
    holdAgain();
    await expect(draft).toHaveValue(FAKE_LLM_TOKENS.slice(0, 3).join(''));
    await expect(draft).toBeEditable();
    await context.close();
  });
});
