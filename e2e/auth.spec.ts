import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, interactive, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

const accountButton = (page: Page) => page.getByRole('button', { name: /account menu/ });

test('the login page links to Discord and offers the development sign-in', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login with Discord' })).toHaveAttribute(
    'href',
    '/auth/discord',
  );
  await expect(page.getByRole('group', { name: 'Development sign-in' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test("signing in as 'member' shows the user menu, and Logout returns to / signed out", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('member');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Signing in reloads the site: the menu answers once the new page is interactive.
  await interactive(page);
  await expect(accountButton(page)).toContainText('Member');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toHaveCount(0);

  await accountButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Settings', 'Support Tickets', 'Logout']);
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');

  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page)).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();
});

test('an admin also gets the admin panel link, reachable by keyboard', async ({ page, login }) => {
  await login('admin');
  await page.goto('/');
  // The menu's code loads once the page is idle (decision 019): keyboard use starts on the real menu.
  await expect(accountButton(page)).toHaveAttribute('data-state', 'closed');
  await accountButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
    'Profile',
    'Settings',
    'Admin Panel',
    'Support Tickets',
    'Logout',
  ]);
  await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin-new');
});

test('on a phone the menu shows the account links and Logout', async ({ page, login }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await login('member');
  await page.goto('/');
  await page.getByLabel('Open menu').click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Login' })).toHaveCount(0);
  // Logging out reloads the site: the menu answers once the new page is interactive.
  const reloaded = page.waitForEvent('load');
  await menu.getByRole('button', { name: 'Logout' }).click();
  await reloaded;
  await interactive(page);
  await page.getByLabel('Open menu').click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Login' })).toBeVisible();
});

test('an invalid username is explained under the field', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('no spaces');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Use letters, digits, _ and . only')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/login$/);
});

test('a failed Discord sign-in explains itself', async ({ page }) => {
  await page.goto('/login?error=access_denied');
  await expect(page.getByRole('alert')).toHaveText(
    'Discord sign-in was cancelled. Sign in again whenever you are ready.',
  );
});

test('signing in with Discord comes back signed in, with a default avatar when the picture fails', async ({
  page,
}) => {
  await page.route('https://cdn.discordapp.com/**', (route) => route.abort());
  await page.goto('/login');
  await page.getByRole('link', { name: 'Login with Discord' }).click();
  // The local fake Discord asks for consent, as Discord does.
  await page.getByRole('link', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  const button = accountButton(page);
  await expect(button).toBeVisible();
  await expect(button.locator('img')).toHaveAttribute('src', /^\/avatars\/default-\d\.svg$/);
});

test('the login page tells a signed-in user so, with a link home', async ({ page, login }) => {
  await login('member');
  await page.goto('/login');
  await expect(page.getByText('You are already signed in as member.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(page.getByRole('link', { name: 'Login with Discord' })).toHaveCount(0);
});
