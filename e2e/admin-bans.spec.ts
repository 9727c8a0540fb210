import AxeBuilder from '@axe-core/playwright';
import { csrfToken, expect, test, uniqueName } from './fixtures';

// Other specs share this database: the banned member is a new one of this test's own.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

test('an admin bans a member from their page with a reason, and finds it in the audit log', async ({
  page,
  login,
  member,
}) => {
  const mallory = await member();
  await mallory.api('GET', '/api/r/profile/points-history'); // signed in, and in the session cache
  await login('admin');

  await page.goto(`/admin-new/members/${mallory.id}`);
  await expect(page.getByText(`@${mallory.username}`, { exact: true }).first()).toBeVisible();
  const reason = uniqueName('Chargeback fraud ');
  await page.getByRole('region', { name: 'Ban' }).getByRole('button', { name: 'Ban member' }).click();
  const dialog = page.getByRole('dialog', { name: `Ban ${mallory.username}?` });
  await expect(dialog).toContainText('signed out everywhere at once');
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Ban member' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Member banned' })).toBeVisible();
  await expect(dialog).toBeHidden();
  const banned = page.getByRole('region', { name: 'Banned' });
  await expect(banned).toContainText(reason);
  await expect(banned.getByRole('button', { name: 'Unban member' })).toBeVisible();

  // Their very next request is a visitor's; their page shows them signed out.
  expect((await mallory.page.request.get('/api/r/profile/points-history')).status()).toBe(401);
  await mallory.page.reload();
  await expect(mallory.page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

  // On the member's page, and in the audit log section with its filters.
  const actions = page.getByRole('region', { name: 'Actions on this member' });
  await expect(actions.getByRole('row').filter({ hasText: reason })).toContainText('members.ban');
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 2 })).toBeVisible();
  const row = page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: reason });
  await expect(row).toContainText('members.ban');
  await expect(row).toContainText('admin');
  await expect(row).toContainText(mallory.username);
  await row.getByRole('button', { name: mallory.username }).click();
  await expect(page).toHaveURL(new RegExp(`member=${mallory.id}`));
  await page.getByLabel('Action').selectOption('members.ban');
  await expect(page.getByRole('table', { name: 'Audit log' }).getByRole('row')).toHaveCount(2);
  const axe = await new AxeBuilder({ page }).include('#main').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Signing in again is refused, with since when.
  const refused = await mallory.page.request.post('/auth/dev-login', {
    data: { username: mallory.username },
    headers: {
      'x-csrf-token': await csrfToken(mallory.page),
    },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toMatch(
    /^This account has been banned since/,
  );
});
