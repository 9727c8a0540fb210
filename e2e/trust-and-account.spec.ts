import { readFileSync } from 'node:fs';
import { expect, test, uniqueName } from './fixtures';

// A fresh member with a unique name: deleting it touches no other spec's data. The trust pages are
// only read (their default or an admin's text).

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

test('the footer links to the trust pages, server-rendered text beside an 18+ notice', async ({ page }) => {
  await page.goto('/');
  const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' });
  await expect(legal.getByText('18+ only')).toBeVisible();
  for (const [label, path] of [
    ['Terms', '/terms'],
    ['Privacy', '/privacy'],
    ['Responsible Gambling', '/responsible-gambling'],
  ] as const) {
    await legal.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('18+ only. Gamble responsibly.')).toBeVisible();
  }
  const html = await (await page.request.get('/responsible-gambling')).text();
  expect(html.slice(html.indexOf('<div id="root">'))).toContain('Responsible Gambling</h1>');
});

test('a member downloads their data, then deletes their account and is signed out', async ({
  page,
  login,
}) => {
  const name = uniqueName('gone');
  await login(name);
  await page.goto('/settings');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^podium-data-\d+-[\d-]+\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    profile: { username: string };
    points_history: unknown[];
  };
  expect(data.profile.username).toBe(name);
  expect(Array.isArray(data.points_history)).toBe(true);

  const remove = page.getByRole('button', { name: 'Delete my account' });
  await expect(remove).toBeDisabled();
  await page.getByLabel('Confirm with your username').fill(name);
  await remove.click();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();

  const profile = await page.request.get(`/api/r/user/${name}`);
  expect(profile.status()).toBe(404);
  expect((await page.request.get('/api/r/account/export')).status()).toBe(401);
});
