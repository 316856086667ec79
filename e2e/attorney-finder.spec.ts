import { E2E_BASE_URL } from '../playwright.config.ts';
import {
  expectAccessibleInBothThemes,
  expectNoHorizontalScroll,
  setUpThroughOnboarding,
} from './dashboard-fixtures.ts';
import { expect, signUpAndVerify, test } from './fixtures.ts';

// One journey: each sign-up counts against the e2e server's per-client limit.
test.setTimeout(180_000);

test('the Attorney Finder: from the legal hub to the state’s referral service or its local ones, the directories and the questions; a stranger finds nothing', async ({
  page,
  browser,
  user: _user,
}) => {
  // A family whose loved one lived in Florida (its referral service has a confirmed phone).
  const lovedOneId = await setUpThroughOnboarding(page, {
    deceased_name: { first: 'Walter', last: 'Hart' },
    relationship_to_deceased: 'My parent',
    jurisdiction: { state: 'FL', county: 'Leon County' },
  });

  // The legal hub's card is a link, no longer Coming Soon.
  await page.goto(`/hub/legal/${lovedOneId}`);
  const card = page.getByRole('link', { name: /Find an Attorney/ });
  await expect(card).toHaveAttribute('href', `/hub/legal/${lovedOneId}/attorney-finder`);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/hub/legal/${lovedOneId}/attorney-finder$`));

  await expect(page.getByRole('heading', { level: 1, name: 'Attorney Finder' })).toBeVisible();
  await expect(page.getByText('For Walter Hart', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lawyers who handle probate in Florida' })).toBeVisible();
  await expect(page.getByText('The Florida Bar Lawyer Referral Service')).toBeVisible();

  // The state's service: its site opens in a new tab, its phone is a tel: link.
  const site = page.getByRole('link', { name: /Visit their website/ });
  await expect(site).toHaveAttribute('href', 'https://www.floridabar.org/');
  await expect(site).toHaveAttribute('target', '_blank');
  await expect(site).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(site).toContainText('(opens in a new tab)');
  await expect(page.getByRole('link', { name: 'Call (800) 342-8011' })).toHaveAttribute(
    'href',
    'tel:+18003428011',
  );

  // The national directories, the questions and the fees, and the legal disclaimer.
  for (const name of [
    /ACTEC/,
    /NAELA/,
    /LawHelp\.org/,
    /Legal Services Corporation/,
    /American Bar Association/,
  ]) {
    await expect(page.getByRole('link', { name }).first()).toHaveAttribute('target', '_blank');
  }
  const questions = page.getByRole('region', { name: 'Questions to ask a lawyer' }).getByRole('listitem');
  expect(await questions.count()).toBeGreaterThanOrEqual(8);
  await expect(page.getByRole('heading', { name: 'How lawyers’ fees work' })).toBeVisible();
  await expect(
    page.getByText('These are organizational tools, not legal advice.', { exact: false }),
  ).toBeVisible();
  for (const link of await page.locator('a[target="_blank"]').all()) {
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  // Links only: nothing loads from another site.
  const foreignScripts = await page
    .locator('script[src], iframe')
    .evaluateAll((nodes) =>
      nodes
        .map((node) => (node as HTMLScriptElement).src)
        .filter((src) => src && new URL(src).origin !== window.location.origin),
    );
  expect(foreignScripts).toEqual([]);
  await expectAccessibleInBothThemes(page);

  // A phone's width: nothing sticks out.
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoHorizontalScroll(page);
  await expectAccessibleInBothThemes(page);

  // A state with no confirmed statewide phone: the city and county bar services, each one a tel: link.
  const pennsylvania = await setUpThroughOnboarding(page, {
    deceased_name: { first: 'Ruth', last: 'Hart' },
    relationship_to_deceased: 'My parent',
    jurisdiction: { state: 'PA', county: 'Allegheny County' },
  });
  await page.goto(`/hub/legal/${pennsylvania}/attorney-finder`);
  await expect(
    page.getByRole('heading', { name: 'Lawyers who handle probate in Pennsylvania' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Local bar referral services' })).toBeVisible();
  await expect(page.getByText('Pittsburgh (Allegheny County)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call (412) 261-5555' })).toHaveAttribute(
    'href',
    'tel:+14122615555',
  );
  await expect(page.getByRole('link', { name: /^Call / })).toHaveCount(3);
  // The state bar's own service, whose number is not confirmed: the page says why it shows none.
  await expect(page.getByText('Pennsylvania Bar Association Lawyer Referral Service')).toBeVisible();
  await expect(
    page.getByText(
      'Their website gives the number to call. We show a phone number here only once we have confirmed it.',
    ),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessibleInBothThemes(page);

  // Where no statewide service could be confirmed, the ABA's list stands in and is not called the state's.
  const ohio = await setUpThroughOnboarding(page, {
    deceased_name: { first: 'Iris', last: 'Hart' },
    relationship_to_deceased: 'My parent',
    jurisdiction: { state: 'OH' },
  });
  await page.goto(`/hub/legal/${ohio}/attorney-finder`);
  await expect(page.getByRole('heading', { name: 'Lawyer referral services in the state' })).toBeVisible();
  await expect(page.getByText('We couldn’t confirm a statewide referral service for Ohio.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The state’s lawyer referral service' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Call (216) 696-3532' })).toBeVisible();
  await page.goto(`/hub/legal/${lovedOneId}/attorney-finder`);

  // Back to the legal hub.
  await page.getByRole('link', { name: 'Back to Legal Hub' }).click();
  await expect(page).toHaveURL(new RegExp(`/hub/legal/${lovedOneId}$`));

  // Another signed-in person opening the same address finds nothing about this loved one.
  const strangerContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const stranger = await strangerContext.newPage();
  await signUpAndVerify(stranger);
  await stranger.goto(`/hub/legal/${lovedOneId}/attorney-finder`);
  await expect(stranger.getByRole('heading', { name: 'Error loading attorney finder' })).toBeVisible();
  await expect(stranger.getByText('Florida')).toHaveCount(0);
  await expect(stranger.getByText('Walter Hart')).toHaveCount(0);
  await strangerContext.close();
});
