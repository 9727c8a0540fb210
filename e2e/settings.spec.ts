import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, uniqueName } from './fixtures';

// Fresh members with unique names per test: nothing here touches another spec's data.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const kickCard = (page: Page) => page.locator('#kick-connection');

test("signed out, /settings shows 'Authentication Required' with a Discord login link", async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Login with Discord' })).toHaveAttribute(
    'href',
    '/login',
  );
});

test('edit the bio with the live counter; it is saved and shows on the profile', async ({ page, login }) => {
  const name = uniqueName('bio');
  await login(name);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  const bio = page.getByLabel('Bio');
  await expect(page.getByText('0/500')).toBeVisible();
  await bio.fill('Chasing the 1000x.');
  await expect(page.getByText('18/500')).toBeVisible();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toast(page, 'Profile updated successfully!')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Bio')).toHaveValue('Chasing the 1000x.');
  await page.getByRole('link', { name: 'View my profile' }).click();
  await expect(page.getByRole('main').getByText('Chasing the 1000x.')).toBeVisible();
});

test('social links are checked, saved, and appear on the profile', async ({ page, login }) => {
  const name = uniqueName('soc');
  await login(name);
  await page.goto('/settings');
  const twitter = page.getByLabel('Twitter (X) Username');
  await twitter.fill('not a handle!');
  await page.getByRole('button', { name: 'Save Social Links' }).click();
  await expect(page.getByText('X (Twitter) usernames are 1–15 letters, digits or _')).toBeVisible();
  await twitter.fill('@podium_fan');
  await page.getByRole('button', { name: 'Save Social Links' }).click();
  await expect(toast(page, 'Social media links updated successfully!')).toBeVisible();
  await expect(twitter).toHaveValue('podium_fan');
  await page.goto(`/profile/${name}`);
  await expect(page.getByRole('link', { name: 'X (Twitter): podium_fan' })).toHaveAttribute(
    'href',
    'https://x.com/podium_fan',
  );
});

test('a casino username already linked to another member is refused with the server message', async ({
  page,
  login,
}) => {
  const taken = uniqueName('roo');
  await login(uniqueName('cas1'));
  await page.goto('/settings');
  await page.getByLabel('Roobet Username').fill(taken);
  await page.getByRole('button', { name: 'Save Connections' }).click();
  await expect(toast(page, 'Connections updated successfully!')).toBeVisible();

  await login(uniqueName('cas2'));
  await page.goto('/settings');
  await page.getByLabel('Roobet Username').fill(taken);
  await page.getByRole('button', { name: 'Save Connections' }).click();
  const message = 'This Roobet Username is already linked to another member.';
  await expect(toast(page, message)).toBeVisible();
  await expect(page.getByLabel('Roobet Username')).toHaveAttribute('aria-invalid', 'true');
});

test('?highlight=kick pulses the Kick card for 3 seconds and a member without Kick is reminded', async ({
  page,
  login,
}) => {
  await login(uniqueName('hl'));
  await page.goto('/settings?highlight=kick');
  await expect(kickCard(page)).toHaveAttribute('data-highlighted', 'true');
  await expect(toast(page, 'Connect your Kick account to continue')).toBeVisible();
  await expect(kickCard(page)).toHaveAttribute('data-highlighted', 'false', { timeout: 5000 });
  await expect(kickCard(page).getByRole('link', { name: 'Connect Kick' })).toHaveAttribute(
    'href',
    '/auth/kick',
  );

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('connect Kick through Kick’s consent page, then disconnect it', async ({ page, login }) => {
  await login(uniqueName('kc'));
  await page.goto('/settings');
  await kickCard(page).getByRole('link', { name: 'Connect Kick' }).click();
  await page.getByRole('link', { name: 'Allow Access' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(toast(page, 'Kick account connected successfully!')).toBeVisible();
  await expect(kickCard(page)).toContainText('Connected as kick_kate');

  // Disconnecting frees the fake Kick account for other tests.
  await kickCard(page).getByRole('button', { name: 'Disconnect' }).click();
  await expect(toast(page, 'Kick account disconnected successfully!')).toBeVisible();
  await expect(kickCard(page).getByRole('link', { name: 'Connect Kick' })).toBeVisible();
});

test('cancelling on Kick’s consent page says so', async ({ page, login }) => {
  await login(uniqueName('kd'));
  await page.goto('/settings');
  await kickCard(page).getByRole('link', { name: 'Connect Kick' }).click();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(
    toast(page, 'Kick connection was cancelled. Connect again whenever you are ready.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
});

test('settings fit a 375 px phone', async ({ page, login }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login('member');
  await page.goto('/settings?highlight=kick');
  await expect(page.getByRole('heading', { name: 'Social Media' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('settings-375.png'), fullPage: true });
});
