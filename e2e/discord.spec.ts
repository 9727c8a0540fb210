import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The e2e server points Discord sign-in at a local fake Discord (scripts/e2e-server.ts) that shows a
// consent screen and speaks Discord's OAuth2 and /users/@me formats.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

const accountButton = (page: Page) => page.getByRole('button', { name: /account menu/ });

test('signing in with Discord: consent, callback, signed in on the page we came from', async ({ page }) => {
  await page.goto('/login?next=/leaderboard');
  await page.getByRole('link', { name: 'Login with Discord' }).click();
  await expect(page.getByRole('heading', { name: /wants to access your Discord account/ })).toBeVisible();
  await page.getByRole('link', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(accountButton(page)).toContainText('Discord Dan');
});

test('cancelling on Discord returns to /login with a clear message and no session', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Login with Discord' }).click();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/login\?error=access_denied$/);
  await expect(page.getByRole('alert')).toHaveText(
    'Discord sign-in was cancelled. Sign in again whenever you are ready.',
  );
  await expect(accountButton(page)).toHaveCount(0);
});

test('a callback with a forged state is refused', async ({ page }) => {
  await page.goto('/auth/discord/callback?code=stolen&state=forged');
  await expect(page).toHaveURL(/\/login\?error=state$/);
  await expect(page.getByRole('alert')).toContainText('Your sign-in link expired');
});
