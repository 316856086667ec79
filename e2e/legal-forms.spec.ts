import { format, parseISO } from 'date-fns';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { addDays, addMonths, weekdayOf } from '../src/shared/dates/calendar-days.ts';
import { STATE_RULES } from '../src/shared/state-rules/state-rules.ts';
import {
  createLovedOneByApi,
  dismissToasts,
  expectAccessibleInBothThemes,
  expectNoHorizontalScroll,
  setUpThroughOnboarding,
} from './dashboard-fixtures.ts';
import { expect, signUpAndVerify, test } from './fixtures.ts';

// Issue 23: the Legal Forms Library, opened from the legal hub for one loved one.

test.setTimeout(180_000);

const DATE_OF_DEATH = '2026-03-03';

test('the legal hub opens the forms library, with the state courts’ page and dates from the death; strangers see nothing', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  const lovedOneId = await setUpThroughOnboarding(page, {
    deceased_name: { first: 'Rose', last: 'Lane' },
    relationship_to_deceased: 'My parent',
    date_of_death: DATE_OF_DEATH,
    jurisdiction: { state: 'CA' },
  });

  // The page's today is the day Form 706 falls due: a date due today has not passed yet.
  const due706 = addMonths(DATE_OF_DEATH, 9);
  await page.clock.setFixedTime(new Date(`${due706}T12:00:00`));

  // The card on the legal hub is a link now, not Coming Soon.
  await page.goto(`/hub/legal/${lovedOneId}`);
  const card = page.locator('li', { has: page.getByRole('heading', { name: 'Legal Forms Library' }) });
  await expect(card.getByRole('button', { name: 'Coming Soon' })).toHaveCount(0);
  await card.getByRole('link', { name: 'Open Forms Library' }).click();
  await expect(page).toHaveURL(`/hub/legal/${lovedOneId}/legal-forms`);
  await expect(page.getByRole('heading', { level: 1, name: 'Legal Forms Library' })).toBeVisible();
  await expect(page.getByText('For Rose Lane')).toBeVisible();
  await expect(page.getByText('These are organizational tools, not legal advice.')).toBeVisible();

  // California's courts: their own probate self-help page, in a new tab.
  await expect(
    page.getByText('In California, probate is handled by the Superior Court (probate).'),
  ).toBeVisible();
  const stateLink = page.getByRole('link', { name: /California courts: probate forms and self-help/ });
  await expect(stateLink).toHaveAttribute('href', STATE_RULES.CA.probateSelfHelp.url);
  await expect(stateLink).toHaveAttribute('target', '_blank');
  await expect(stateLink).toContainText('(opens in a new tab)');

  // Form 706 is due 9 months after the death (a weekday here, so no weekend shift).
  expect([0, 6]).not.toContain(weekdayOf(due706));
  const form706 = page.getByRole('region', { name: /^Form 706/ });
  await expect(form706.getByText(`Due ${format(parseISO(due706), 'MMMM d, yyyy')}`)).toBeVisible();
  await expect(form706.getByText('Date passed')).toHaveCount(0);
  const official = form706.getByRole('link', { name: /Official page for Form 706/ });
  await expect(official).toHaveAttribute('href', 'https://www.irs.gov/forms-pubs/about-form-706');
  await expect(official).toHaveAttribute('target', '_blank');
  await expect(official).toHaveAttribute('rel', 'noopener noreferrer');
  for (const group of ['Taxes', 'Social Security', 'Veterans', 'Records']) {
    await expect(page.getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible();
  }
  await expectAccessibleInBothThemes(page);

  // At 360 px nothing scrolls sideways; the way back leads to the legal hub.
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoHorizontalScroll(page);
  await page.getByRole('link', { name: 'Back to Legal Hub' }).click();
  await expect(page).toHaveURL(`/hub/legal/${lovedOneId}`);

  // A loved one with no state yet: a gentle line pointing to where it is set, and no court link.
  const stateless = await createLovedOneByApi(page, { firstName: 'Ada', lastName: 'Hart' });
  await page.goto(`/hub/legal/${stateless}/legal-forms`);
  await expect(page.getByText('We don’t know yet which state Ada Hart lived in.')).toBeVisible();
  await expect(page.getByRole('link', { name: /courts: probate forms and self-help/ })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectAccessibleInBothThemes(page);
  // The link opens the profile's editor at where they lived; once saved, the state's courts appear. West
  // Virginia's link is its courts' home page, so the card says so and promises no forms.
  await page.getByRole('link', { name: 'Add where Ada Hart lived' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Profile Information' });
  const state = editor.getByRole('group', { name: 'Where Ada lived' }).getByLabel('State');
  await expect(state).toBeFocused();
  await state.selectOption('WV');
  await editor.getByLabel('County').selectOption('Kanawha County');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByText('Kanawha County, WV')).toBeVisible();
  await page.goto(`/hub/legal/${stateless}/legal-forms`);
  await expect(
    page.getByText(
      'In West Virginia, probate is handled by the County Commission (the county clerk and fiduciary supervisor). We couldn’t confirm a probate page on the state courts’ website, so this link opens its home page',
    ),
  ).toBeVisible();
  await expect(page.getByText('The court’s clerk in the county where Ada Hart lived')).toBeVisible();
  await expect(page.getByRole('link', { name: /^West Virginia courts’ website/ })).toHaveAttribute(
    'href',
    STATE_RULES.WV.probateSelfHelp.url,
  );
  await expect(page.getByRole('link', { name: /probate forms and self-help/ })).toHaveCount(0);

  // The day after, Form 706's date and its extension's have passed: said in the warning tone, with what can
  // still be done. Social Security's death payment, to apply for within two years of the death, has not.
  await page.clock.setFixedTime(new Date(`${addDays(due706, 1)}T12:00:00`));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/hub/legal/${lovedOneId}/legal-forms`);
  for (const name of [/^Form 706/, /^Form 4768/]) {
    const passed = page.getByRole('region', { name });
    await expect(passed.getByText('Date passed', { exact: true })).toBeVisible();
    await expect(passed).toContainText(
      'This date has passed. The official page, or the agency itself, can say what can still be done.',
    );
  }
  const ssa8 = page.getByRole('region', { name: /^Form SSA-8/ });
  await expect(ssa8).toContainText('Apply by');
  await expect(ssa8.getByText('Date passed')).toHaveCount(0);
  await expectAccessibleInBothThemes(page);

  // Another signed-in person opening the same address gets the hubs' not-found state, and no forms.
  const strangerContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const stranger = await strangerContext.newPage();
  await signUpAndVerify(stranger);
  await stranger.goto(`/hub/legal/${lovedOneId}/legal-forms`);
  await expect(stranger.getByRole('heading', { name: 'Error loading legal forms library' })).toBeVisible();
  await expect(stranger.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(stranger.getByText('Rose Lane')).toHaveCount(0);
  await expect(stranger.getByRole('region', { name: /^Form 706/ })).toHaveCount(0);
  await dismissToasts(stranger);
  await expectAccessibleInBothThemes(stranger);
  await strangerContext.close();
});
