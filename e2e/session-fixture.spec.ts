import { expect, test } from './fixtures.ts';

test('a fresh verified user is signed in and reaches protected routes', async ({ page, user }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings$/);
  expect(user.email).toContain('@example.com');
});

test('a signed-out visitor to a protected route is sent to /auth with a way back', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fsettings$/);
});
