import { E2E_BASE_URL } from '../playwright.config.ts';
import { localTimeZone } from '../src/shared/dates/time-zones.ts';
import { expect, test } from './fixtures.ts';

test.setTimeout(120_000);

const headers = { origin: E2E_BASE_URL };
type Item = { institution: string; taskId: string | null };

test('an inventory item is linked to a checklist task only when the person chooses one', async ({
  page,
  user: _user,
}) => {
  // A generated checklist, which has "Notify their health insurer and Medicare" but no life insurance claim.
  const setup = await page.request.post(
    `/api/onboarding/setup?timeZone=${encodeURIComponent(localTimeZone())}`,
    {
      headers,
      data: {
        path: 'recent-loss',
        answers: { relationship_to_deceased: 'My parent', date_of_death: '2025-03-10' },
      },
    },
  );
  expect(setup.status(), await setup.text()).toBe(201);
  const { lovedOneId } = (await setup.json()) as { lovedOneId: string };
  const itemsUrl = `/api/inventory/${lovedOneId}/items`;
  const linkOf = async (institution: string) => {
    const { items } = (await (await page.request.get(itemsUrl)).json()) as { items: Item[] };
    return items.find((item) => item.institution === institution)?.taskId;
  };

  await page.goto(`/dashboard/${lovedOneId}?tab=inventory`);
  await page.getByRole('button', { name: 'Add item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an item' });
  await dialog.getByLabel('Kind').selectOption({ label: 'Insurance policy' });
  await dialog.getByLabel('Institution or company').fill('MetLife');
  // The checklist's task for the kind is offered, not chosen.
  await expect(dialog.getByLabel('Checklist task')).toHaveValue('');
  await expect(dialog.getByText('Suggested: Notify their health insurer and Medicare')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save item' }).click();
  await expect(dialog).toBeHidden();
  expect(await linkOf('MetLife')).toBeNull();

  // Accepting the suggestion links it.
  await page.getByRole('button', { name: 'Add item' }).click();
  await dialog.getByLabel('Kind').selectOption({ label: 'Insurance policy' });
  await dialog.getByLabel('Institution or company').fill('Blue Cross');
  await dialog.getByRole('button', { name: 'Link to this task' }).click();
  await expect(dialog.getByLabel('Checklist task')).toHaveValue(/^[0-9a-f-]{36}$/);
  await expect(dialog.getByRole('button', { name: 'Link to this task' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save item' }).click();
  await expect(dialog).toBeHidden();
  const linked = await linkOf('Blue Cross');
  const task = await page.request.get(`/api/tasks/${linked}`);
  expect(((await task.json()) as { task: { title: string } }).task.title).toBe(
    'Notify their health insurer and Medicare',
  );
});
