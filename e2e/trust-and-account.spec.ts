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

test('Responsible Gambling shows its help lines as links and when it was last updated', async ({ page }) => {
  await page.goto('/responsible-gambling');
  const main = page.getByRole('main');
  await expect(main.getByText(/^Last updated \w+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(main.getByRole('link', { name: '1-800-GAMBLER' })).toHaveAttribute('href', 'tel:18004262537');
  const web = main.getByRole('link', { name: 'begambleaware.org' });
  await expect(web).toHaveAttribute('href', 'https://begambleaware.org/');
  await expect(web).toHaveAttribute('rel', 'noopener noreferrer');
  // In the server's HTML too: a link works before the scripts have loaded.
  const html = await (await page.request.get('/responsible-gambling')).text();
  expect(html).toContain('href="tel:18004262537"');
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
