import { expect, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

test('an admin change reaches an open leaderboard page at once, without a reload', async ({
  page,
  member,
}) => {
  await page.goto('/leaderboard');
  const tabs = page.getByRole('tablist', { name: 'Leaderboard platforms' }).getByRole('tab');
  await expect(tabs).toHaveText(['Roobet', 'Gamdom', 'Shuffle']);
  let navigations = 0;
  page.on('framenavigated', () => navigations++);

  const admin = await member('admin');
  const ids = (await admin.api<{ id: number }[]>('GET', '/api/admin/leaderboards')).map((b) => b.id);
  try {
    await admin.post('/api/admin/leaderboards/reorder', { ids: [...ids].reverse() });
    await expect(tabs).toHaveText(['Shuffle', 'Gamdom', 'Roobet'], { timeout: 3000 });
    expect(navigations).toBe(0);
  } finally {
    await admin.post('/api/admin/leaderboards/reorder', { ids });
  }
  await expect(tabs).toHaveText(['Roobet', 'Gamdom', 'Shuffle'], { timeout: 3000 });
});
