import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { smallEstateOf } from '../src/shared/state-rules/state-rules.test-support.ts';
import { STATE_RULES } from '../src/shared/state-rules/state-rules.ts';
import {
  addInventoryItemByApi,
  createLovedOneByApi,
  dismissToasts,
  expectAccessibleInBothThemes,
  expectNoHorizontalScroll,
  setUpThroughOnboarding,
} from './dashboard-fixtures.ts';
import { expect, signUpAndVerify, test } from './fixtures.ts';

// Issue 23: the Probate Calculator, opened from the legal hub, estimating from the inventory.

test.setTimeout(180_000);

const _headers = { origin: E2E_BASE_URL };

/** A loved one whose inventory holds savings and a home, each in their name alone. */
async function lovedOneWithAHome(
  page: Page,
  answers: Record<string, unknown>,
  savings: string,
  home: string,
) {
  const lovedOneId = await lovedOneWithAnAccount(page, answers, savings);
  await addInventoryItemByApi(page, lovedOneId, {
    kind: 'property',
    institution: '12 Elm Street',
    estimatedValue: home,
    ownership: 'sole',
  });
  return lovedOneId;
}

/** A loved one as the gentle questions make one, whose inventory holds one bank account in their name alone. */
async function lovedOneWithAnAccount(page: Page, answers: Record<string, unknown>, estimatedValue: string) {
  const lovedOneId = await setUpThroughOnboarding(page, {
    relationship_to_deceased: 'My parent',
    ...answers,
  });
  await addInventoryItemByApi(page, lovedOneId, {
    kind: 'bank_account',
    institution: 'First Bank',
    estimatedValue,
    ownership: 'sole',
  });
  return lovedOneId;
}

test('the calculator splits the inventory, weighs California’s small-estate limit and works out the statutory fee; strangers see nothing', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  const lovedOneId = await setUpThroughOnboarding(page, {
    deceased_name: { first: 'Rose', last: 'Lane' },
    relationship_to_deceased: 'My parent',
    date_of_death: '2026-03-03',
    jurisdiction: { state: 'CA' },
  });

  for (const item of [
    { kind: 'bank_account', institution: 'First Bank', estimatedValue: '120,000.50', ownership: 'sole' },
    { kind: 'insurance', institution: 'MetLife', estimatedValue: '250,000', ownership: 'beneficiary' },
    { kind: 'vehicle', institution: 'Honda Civic', estimatedValue: '15,000' },
  ])
    await addInventoryItemByApi(page, lovedOneId, item);

  // The legal hub's card opens the calculator.
  await page.goto(`/hub/legal/${lovedOneId}`);
  await page.getByRole('link', { name: 'Open Calculator' }).click();
  await expect(page).toHaveURL(`/hub/legal/${lovedOneId}/probate-calculator`);
  await expect(page.getByRole('heading', { level: 1, name: 'Probate Calculator' })).toBeVisible();
  await expect(page.getByText('For Rose Lane')).toBeVisible();
  await expect(page.getByText('These are organizational tools, not legal advice.')).toBeVisible();

  // The three totals and the debts, each with its count of items.
  await expect(page.getByTestId('split-probate')).toContainText('$120,000.50');
  await expect(page.getByTestId('split-probate')).toContainText('1 item');
  await expect(page.getByTestId('split-outside')).toContainText('$250,000.00');
  await expect(page.getByTestId('split-not-known')).toContainText('$15,000.00');
  await expect(page.getByTestId('split-debts')).toContainText('$0.00');
  await expect(
    page.getByText('1 item in the inventory doesn’t say yet how Rose Lane held it.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the inventory' })).toHaveAttribute(
    'href',
    `/dashboard/${lovedOneId}?tab=inventory`,
  );

  // California's small estate affidavit: $208,850 without vehicles, 40 days after March 3, 2026.
  const smallEstate = page.getByRole('region', { name: 'A simpler route for a small estate' });
  await expect(smallEstate).toContainText('no more than $208,850, not counting vehicles.');
  // The affidavit passes no house or land, though they count toward the limit (Probate Code 13100, 13150).
  await expect(smallEstate).toContainText(
    'Real property counts toward it, but the small estate affidavit passes only personal property',
  );
  await expect(smallEstate).toContainText(
    'California leaves vehicles out of this limit. Without the $15,000.00 listed as Vehicles, what goes through probate is $120,000.50 so far, which looks within it.',
  );
  await expect(smallEstate).toContainText('may be used from April 12, 2026, 40 days after the death.');
  await expect(
    smallEstate.getByRole('link', { name: /California’s rule for small estates/ }),
  ).toHaveAttribute('href', smallEstateOf('CA').url);

  await expect(page.getByRole('region', { name: 'How long it typically takes' })).toContainText(
    'Commonly 9 to 18 months',
  );

  // Probate Code §10800 on $120,000.50: 4 % of $100,000 = $4,000, plus 3 % of $20,000.50 = $600.015,
  // so $4,600.015, rounded half up to $4,600.02. With the vehicle too ($135,000.50): $5,050.015 → $5,050.02.
  const pay = page.getByRole('region', { name: 'The executor’s pay' });
  await expect(pay).toContainText(
    'Under California Probate Code §10800, on $120,000.50 going through probate, the executor’s fee would be about $4,600.02.',
  );
  await expect(pay).toContainText('($135,000.50 in all), it would be about $5,050.02.');
  await expect(pay.getByRole('link', { name: /California Probate Code 10800/ })).toHaveAttribute(
    'href',
    STATE_RULES.CA.executorCompensation?.source.url ?? '',
  );

  // Government Code 70650: $355 for the first petition and two $40 supplemental fees.
  const filingFee = page.getByRole('region', { name: 'Court filing fee' });
  await expect(filingFee).toContainText('$435.');
  await expect(filingFee).toContainText('two $40 supplemental fees');
  await expect(filingFee.getByRole('link', { name: /California Government Code 70650/ })).toHaveAttribute(
    'href',
    STATE_RULES.CA.probateFilingFee?.source.url ?? '',
  );
  const sources = page.getByRole('region', { name: 'Sources' });
  await expect(sources).toContainText('last checked against their sources on November 27, 2026.');
  await expect(
    sources.getByRole('link', { name: /California Courts Self-Help Guide: Probate/ }),
  ).toHaveAttribute('target', '_blank');
  await expectAccessibleInBothThemes(page);

  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoHorizontalScroll(page);
  await page.getByRole('link', { name: 'Back to Legal Hub' }).click();
  await expect(page).toHaveURL(`/hub/legal/${lovedOneId}`);

  // A loved one with no state and an empty inventory: gentle lines saying what to do first.
  const stateless = await createLovedOneByApi(page, { firstName: 'Ada', lastName: 'Hart' });
  await page.goto(`/hub/legal/${stateless}/probate-calculator`);
  await expect(page.getByText('We don’t know yet which state Ada Hart lived in.')).toBeVisible();
  await expect(page.getByText('Nothing is in Ada Hart’s inventory yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to the inventory' })).toHaveAttribute(
    'href',
    `/dashboard/${stateless}?tab=inventory`,
  );
  await expect(page.getByRole('region', { name: 'The executor’s pay' })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectAccessibleInBothThemes(page);

  // Another signed-in person gets the hubs' not-found state, and no figures.
  const strangerContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const stranger = await strangerContext.newPage();
  await signUpAndVerify(stranger);
  await stranger.goto(`/hub/legal/${lovedOneId}/probate-calculator`);
  await expect(stranger.getByRole('heading', { name: 'Error loading probate calculator' })).toBeVisible();
  await expect(stranger.getByText('Rose Lane')).toHaveCount(0);
  await expect(stranger.getByText('$120,000.50')).toHaveCount(0);
  await dismissToasts(stranger);
  await expectAccessibleInBothThemes(stranger);
  await strangerContext.close();
});

test('a death before California raised its limit is weighed against the limit then in force', async ({
  page,
  user: _signedIn,
}) => {
  const lovedOneId = await lovedOneWithAnAccount(
    page,
    {
      deceased_name: { first: 'Ada', last: 'Moreno' },
      date_of_death: '2025-01-15',
      jurisdiction: { state: 'CA' },
    },
    '190,000',
  );

  await page.goto(`/hub/legal/${lovedOneId}/probate-calculator`);
  const smallEstate = page.getByRole('region', { name: 'A simpler route for a small estate' });
  await expect(smallEstate).toContainText(
    'no more than $184,500, not counting vehicles. That is the limit for a death on January 15, 2025; for deaths since, it is $208,850.',
  );
  await expect(smallEstate).toContainText(
    'What goes through probate, $190,000.00 so far, looks over that limit, so the usual route would be full probate.',
  );
});

test('a statute that sets only a ceiling (Maryland) reads as “up to”; one counted on money in and out (Georgia) gives no figure', async ({
  page,
  user: _signedIn,
}) => {
  const maryland = await lovedOneWithAnAccount(
    page,
    { deceased_name: { first: 'June', last: 'Carter' }, jurisdiction: { state: 'MD' } },
    '1,000,000',
  );

  await page.goto(`/hub/legal/${maryland}/probate-calculator`);
  // Over both limits, so the spouse's higher one is named but not said to be met.
  const smallEstate = page.getByRole('region', { name: 'A simpler route for a small estate' });
  await expect(smallEstate).toContainText(
    'no more than $50,000, or $100,000 where a surviving spouse inherits everything.',
  );
  await expect(smallEstate).not.toContainText('looks within it');
  const pay = page.getByRole('region', { name: 'The executor’s pay' });
  await expect(pay).toContainText('up to 9% of the first $20,000');
  await expect(pay).toContainText(
    'Under Maryland Estates and Trusts §7-601, on $1,000,000.00 going through probate, the executor’s fee could be up to about $37,080.00.',
  );
  await expect(pay.getByRole('link', { name: 'See it in the Estate Account' })).toHaveCount(0);
  await expect(pay.getByRole('link', { name: 'Maryland Estates and Trusts 7-601' })).toHaveAttribute(
    'href',
    STATE_RULES.MD.executorCompensation?.source.url ?? '',
  );

  const georgia = await lovedOneWithAnAccount(
    page,
    { deceased_name: { first: 'Ray', last: 'Carter' }, jurisdiction: { state: 'GA' } },
    '80,000',
  );
  await page.goto(`/hub/legal/${georgia}/probate-calculator`);
  await expect(pay).toContainText(
    'Under Official Code of Georgia §53-6-60, the executor’s pay is counted on what they receive and pay out while settling the estate, so the inventory alone can’t give it.',
  );
  await expect(pay).toContainText('2.5% of the money received for the estate and 2.5% of the money paid out');
  // The estate account counts it as the money comes in and goes out.
  await expect(pay.getByRole('link', { name: 'See it in the Estate Account' })).toHaveAttribute(
    'href',
    `/hub/financial/${georgia}/estate-account`,
  );
  // No figure, and not the words for a state with no schedule.
  await expect(pay).not.toContainText('$');
  await expect(pay).not.toContainText('sets no percentage');
  await expectAccessibleInBothThemes(page);
});

test('a home and the savings held each to its own limit (West Virginia), or the home left out (Texas); a will closes Texas’s affidavit, and Louisiana’s to a home', async ({
  page,
  user: _signedIn,
}) => {
  const lovedOneId = await lovedOneWithAHome(
    page,
    { deceased_name: { first: 'Hazel', last: 'Moss' }, jurisdiction: { state: 'WV' } },
    '10,000',
    '90,000',
  );

  await page.goto(`/hub/legal/${lovedOneId}/probate-calculator`);
  const smallEstate = page.getByRole('region', { name: 'A simpler route for a small estate' });
  await expect(smallEstate).toContainText(
    'West Virginia allows a small estate affidavit when the estate, as the state counts it, is worth no more than $50,000 of personal property and $100,000 of real property.',
  );
  // $100,000 in all, over the $50,000 alone, yet within both of West Virginia's limits.
  await expect(smallEstate).toContainText(
    'What goes through probate so far, $90,000.00 of real property and $10,000.00 of personal property, looks within those limits.',
  );
  await expect(smallEstate).toContainText(
    'the items listed as Property in the inventory count as real property',
  );

  // A second piece of land nobody has said how it was held could take the real property over $100,000.
  await addInventoryItemByApi(page, lovedOneId, {
    kind: 'property',
    institution: 'Lot 4, Mill Road',
    estimatedValue: '20,000',
  });
  await page.reload();
  await expect(smallEstate).toContainText(
    'is within those limits, but the items not known yet could take it over if they belong to it.',
  );

  // Texas leaves the home out of its $75,000, but not other land: until the home is marked, it counts.
  const texas = await lovedOneWithAHome(
    page,
    { deceased_name: { first: 'Otis', last: 'Moss' }, jurisdiction: { state: 'TX' } },
    '20,000',
    '250,000',
  );
  await page.goto(`/hub/legal/${texas}/probate-calculator`);
  await expect(smallEstate).toContainText(
    'is worth no more than $75,000, not counting the home. The small estate affidavit is only for a death without a will.',
  );
  await expect(smallEstate).toContainText('$270,000.00 so far, looks over that limit');
  await expect(smallEstate).toContainText(
    'If one of the items listed as Property was their home, mark it “This was their home” in the inventory; until then all of them count.',
  );

  // Marked in the inventory's form (a box only Property items offer), the home comes out of the limit.
  await page.goto(`/dashboard/${texas}?tab=inventory`);
  await page.getByRole('listitem', { name: '12 Elm Street' }).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit item' });
  const theirHome = edit.getByRole('checkbox', { name: 'This was their home' });
  await expect(theirHome).toHaveAccessibleDescription(
    'Where they lived. Some states leave the home out of their small-estate limit, but not other land.',
  );
  await theirHome.check();
  await expectAccessibleInBothThemes(page);
  await edit.getByRole('button', { name: 'Save item' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('listitem', { name: '12 Elm Street' })).toContainText('Their home');
  await page.getByRole('listitem', { name: '12 Elm Street' }).getByRole('button', { name: 'Edit' }).click();
  await edit.getByLabel('Kind').selectOption('vehicle');
  await expect(edit.getByRole('checkbox', { name: 'This was their home' })).toHaveCount(0);
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`/hub/legal/${texas}/probate-calculator`);
  await expect(smallEstate).toContainText(
    'Texas leaves the home out of this limit. Without the home, worth $250,000.00, what goes through probate is $20,000.00 so far, which looks within it.',
  );
  await expect(smallEstate).toContainText('Land or a second home that was not where they lived counts');

  // Where the answers say a will was left, Texas's affidavit is closed, whatever the figures say.
  const withWill = await lovedOneWithAnAccount(
    page,
    { deceased_name: { first: 'Ruth', last: 'Moss' }, jurisdiction: { state: 'TX' }, will_status: 'Yes' },
    '20,000',
  );
  await page.goto(`/hub/legal/${withWill}/probate-calculator`);
  await expect(smallEstate).toContainText(
    'Your answers say Ruth Moss left a will, so the small estate affidavit won’t serve here, whatever the estate is worth. The county court (or, in larger counties, a statutory probate court) can tell you which route fits.',
  );
  await expect(smallEstate).not.toContainText('looks within');
  await expect(smallEstate).not.toContainText('may be used');

  // Louisiana's affidavit, with a will, is closed once a home goes through probate.
  const louisiana = await lovedOneWithAHome(
    page,
    { deceased_name: { first: 'Cora', last: 'Moss' }, jurisdiction: { state: 'LA' }, will_status: 'Yes' },
    '20,000',
    '90,000',
  );
  await page.goto(`/hub/legal/${louisiana}/probate-calculator`);
  await expect(smallEstate).toContainText(
    'With a will, the small succession affidavit can’t be used when real property goes through probate.',
  );
  await expect(smallEstate).toContainText(
    'The $90,000.00 listed as Property goes through probate, and with a will the small succession affidavit can’t be used then, so the usual route would be full probate.',
  );
});

test('Massachusetts leaves one vehicle out, and its voluntary administration is barred once a home goes through probate', async ({
  page,
  user: _signedIn,
}) => {
  const lovedOneId = await lovedOneWithAnAccount(
    page,
    { deceased_name: { first: 'Iris', last: 'Quinn' }, jurisdiction: { state: 'MA' } },
    '15,000',
  );
  for (const [institution, estimatedValue] of [
    ['Subaru Outback', '30,000'],
    ['Ford Focus', '8,000'],
  ])
    await addInventoryItemByApi(page, lovedOneId, {
      kind: 'vehicle',
      institution,
      estimatedValue,
      ownership: 'sole',
    });
  await addInventoryItemByApi(page, lovedOneId, {
    kind: 'property',
    institution: '3 Bay Road',
    estimatedValue: '300,000',
  });

  await page.goto(`/hub/legal/${lovedOneId}/probate-calculator`);
  const smallEstate = page.getByRole('region', { name: 'A simpler route for a small estate' });
  await expect(smallEstate).toContainText(
    'Massachusetts allows a voluntary administration when the estate, as the state counts it, is worth no more than $25,000 of personal property, not counting one vehicle. The voluntary administration can’t be used when real property goes through probate.',
  );
  // $53,000 in all: without the $30,000 car, $23,000 is within $25,000, but the home is not known yet.
  await expect(smallEstate).toContainText(
    'Massachusetts leaves one vehicle out of this limit. Without the most valuable item listed as Vehicles, worth $30,000.00, what goes through probate is $23,000.00 so far, which looks within it. If the $300,000.00 listed as Property goes through probate too, the voluntary administration can’t be used.',
  );
  await expect(
    smallEstate.getByRole('link', { name: /Massachusetts’s rule for small estates/ }),
  ).toHaveAttribute('href', smallEstateOf('MA').url);

  // Once the home is said to be in Iris's name alone, the route is full probate.
  await addInventoryItemByApi(page, lovedOneId, {
    kind: 'property',
    institution: 'Plot 9, Shore Lane',
    estimatedValue: '5,000',
    ownership: 'sole',
  });
  await page.reload();
  await expect(smallEstate).toContainText(
    'The $5,000.00 listed as Property goes through probate, and the voluntary administration is only for personal property, so the usual route would be full probate.',
  );
  await expectAccessibleInBothThemes(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoHorizontalScroll(page);
});

test('Alaska holds vehicles to a limit of their own, apart from the rest', async ({
  page,
  user: _signedIn,
}) => {
  const lovedOneId = await lovedOneWithAnAccount(
    page,
    { deceased_name: { first: 'June', last: 'Okafor' }, jurisdiction: { state: 'AK' } },
    '30,000',
  );
  await addInventoryItemByApi(page, lovedOneId, {
    kind: 'vehicle',
    institution: 'Ford F-150',
    estimatedValue: '70,000',
    ownership: 'sole',
  });

  await page.goto(`/hub/legal/${lovedOneId}/probate-calculator`);
  const smallEstate = page.getByRole('region', { name: 'A simpler route for a small estate' });
  await expect(smallEstate).toContainText(
    'Alaska allows an affidavit for collection of personal property when the estate, as the state counts it, is worth no more than $50,000 of personal property, plus vehicles worth up to $100,000.',
  );
  await expect(smallEstate).toContainText(
    'Without the $70,000.00 listed as Vehicles, what goes through probate is $30,000.00 so far, which looks within it. Vehicles have a limit of their own, $100,000, and the $70,000.00 listed as Vehicles looks within it.',
  );

  // A second vehicle takes them over their own limit, though the rest is still within its.
  await addInventoryItemByApi(page, lovedOneId, {
    kind: 'vehicle',
    institution: 'Toyota Tacoma',
    estimatedValue: '50,000',
    ownership: 'sole',
  });
  await page.reload();
  await expect(smallEstate).toContainText(
    'Vehicles have a limit of their own, $100,000, and the $120,000.00 listed as Vehicles looks over it, so the usual route would be full probate.',
  );
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoHorizontalScroll(page);
});

test('New York counts only personal property toward its limit, so a home in their name alone is left out; New Hampshire has no procedure on record', async ({
  page,
  user: _signedIn,
}) => {
  const lovedOneId = await lovedOneWithAHome(
    page,
    { deceased_name: { first: 'Cora', last: 'Hale' }, jurisdiction: { state: 'NY' } },
    '20,000',
    '300,000',
  );

  await page.goto(`/hub/legal/${lovedOneId}/probate-calculator`);
  const smallEstate = page.getByRole('region', { name: 'A simpler route for a small estate' });
  await expect(smallEstate).toContainText(
    'New York allows a voluntary administration when the estate, as the state counts it, is worth no more than $50,000 of personal property. Real property doesn’t count toward it, and the voluntary administration doesn’t pass it; the court can tell you what real property needs.',
  );
  await expect(smallEstate).toContainText(
    'New York leaves real property out of this limit. Without the $300,000.00 listed as Property, what goes through probate is $20,000.00 so far, which looks within it.',
  );
  await expect(smallEstate).toContainText(
    'the items listed as Property in the inventory count as real property',
  );
  // SCPA 2307 counts the commission on what is received: the home, kept and passed on, is left out (decision 097).
  const pay = page.getByRole('region', { name: 'The executor’s pay' });
  await expect(pay).toContainText(
    'Under New York Surrogate’s Court Procedure Act §2307, on the $20,000.00 of personal property going through probate, the executor’s fee would be about $1,000.00.',
  );
  await expect(pay).toContainText(
    'The $300,000.00 listed as Property is left out while the real estate is kept. If it is sold, what the sale brings counts too.',
  );

  // A $40,000 car takes it over $50,000, but a spouse or children under 21 would keep the car up to $25,000 and
  // $25,000 of money (EPTL 5-3.1), which the page can't know: it depends (decision 102).
  await addInventoryItemByApi(page, lovedOneId, {
    kind: 'vehicle',
    institution: 'Subaru Outback',
    estimatedValue: '40,000',
    ownership: 'sole',
  });
  await page.reload();
  await expect(smallEstate).toContainText(
    'Where a spouse or children under 21 survive, what the law sets apart for them doesn’t count toward it: one vehicle worth up to $25,000, money up to $25,000,',
  );
  await expect(smallEstate).toContainText(
    'Without the $300,000.00 listed as Property, what goes through probate is $60,000.00 so far, which is over it. But where a spouse or children under 21 survive, what the law sets apart for them doesn’t count, and here that could be up to $45,000.00, which would bring it to $15,000.00: within the limit. So it depends on who survives them',
  );

  // New Hampshire's voluntary administration is gone: the card says so and where to ask, with no verdict.
  const newHampshire = await lovedOneWithAnAccount(
    page,
    { deceased_name: { first: 'Ruth', last: 'Hale' }, jurisdiction: { state: 'NH' } },
    '9,000',
  );
  await page.goto(`/hub/legal/${newHampshire}/probate-calculator`);
  await expect(smallEstate).toHaveText(
    'A simpler route for a small estateNew Hampshire has no simpler procedure for small estates that we could confirm. The Circuit Court, Probate Division can tell you whether a shorter route fits the estate.',
  );
  const timeline = page.getByRole('region', { name: 'How long it typically takes' });
  await expect(timeline).toContainText('Through full probate');
  await expect(timeline).not.toContainText('By ');
  await expect(page.getByRole('region', { name: 'Sources' })).not.toContainText('rule for small estates');
  await expectAccessibleInBothThemes(page);
});
