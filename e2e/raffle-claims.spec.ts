import type { Page } from '@playwright/test';
import { csrfToken, expect, raffleInput, test, uniqueName } from './fixtures';

// Claim windows (issue 30, decision 064): a member wins a raffle that asks winners to claim, hears it
// from the bell, follows it to the raffle and claims the prize, which is paid then (points).

/** The header's bell; its accessible name carries the unread count (as e2e/notifications.spec.ts). */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
async function openBell(page: Page) {
  await bell(page).click();
  const panel = page.getByRole('menu', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  return panel;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

test('a member wins a raffle with a claim window, hears it from the bell and claims the prize', async ({
  page,
  login,
  member,
}) => {
  test.slow();
  const admin = await member('admin');
  const username = uniqueName('claimer');
  await login(username);

  // A Kick link (through the local fake Kick) lets the member enter raffles.
  await page.goto('/settings');
  await page.locator('#kick-connection').getByRole('link', { name: 'Connect Kick' }).click();
  await page.getByRole('link', { name: 'Allow Access' }).click();
  await expect(page.getByText('Kick account connected successfully!')).toBeVisible();
  try {
    const title = `Claim Giveaway ${uniqueName()}`;
    const raffle = await admin.post<{ id: number }>(
      '/api/admin/raffles',
      raffleInput(title, {
        prizes: [{ prize_type: 'points', prize_value: 750, description: '' }],
        claim_window_hours: 24,
        auto_redraws_allowed: 2,
      }),
    );

    await page.goto(`/raffles/${raffle.id}`);
    await page.getByRole('button', { name: 'Enter for Free' }).click();
    await expect(page.getByRole('button', { name: 'Already Entered (Free)' })).toBeDisabled();

    // The admin draws while the member's page is open: the bell lights up live.
    await page.goto('/');
    await admin.post(`/api/admin/raffles/${raffle.id}/draw`);
    await expect(bell(page)).toHaveAccessibleName(/Notifications, \d+ unread/, { timeout: 15_000 });
    const panel = await openBell(page);
    const win = panel.getByRole('menuitem', {
      name: new RegExp(`You won 750 points in the raffle “${title}”`),
    });
    await expect(win).toBeVisible();
    await win.click();
    await expect(page).toHaveURL(new RegExp(`/raffles/${raffle.id}$`));

    const claims = page.getByRole('region', { name: 'Prize claims' });
    await expect(claims.getByText('You won place #1!')).toBeVisible();
    await expect(claims.getByText('Time left to claim')).toBeVisible();
    await expect(claims.getByRole('list', { name: 'Claim state of each winner' })).toContainText(
      'Waiting for claim',
    );
    await claims.getByRole('button', { name: 'Claim your prize' }).click();
    await expect(claims.getByRole('status')).toContainText('Claimed');
    await expect(claims.getByRole('list', { name: 'Claim state of each winner' })).toContainText('Claimed');
    await expect(claims.getByRole('button', { name: 'Claim your prize' })).toHaveCount(0);

    // The prize was paid on the claim: the member's points history shows it.
    const history = await page.request.get('/api/r/profile/points-history');
    expect(history.ok()).toBeTruthy();
    expect(await history.text()).toContain(`Raffle prize: ${title}`);

    // On a phone the claim panel fits without sideways scrolling.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(claims).toBeVisible();
    // Polled: a toast or the countdown may still be settling right after the reload. (The winners list
    // once grew past a phone's width with a long username: its rows now shrink.)
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    const box = await claims.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  } finally {
    // Frees the fake Kick account (one per server) for the other specs' Kick links, as raffles.spec does.
    const token = await csrfToken(page);
    await page.request.post('/api/r/profile/disconnect-kick', {
      headers: { 'x-csrf-token': token },
      data: {},
    });
  }
});
