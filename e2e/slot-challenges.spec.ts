import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { CasinoAccountPage } from '@podium/shared/casino-accounts/schemas';
import type { Challenge, ChallengeCasino } from '@podium/shared/slot-challenges/schemas';
import { expect, test, uniqueName } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const slotFields = { 1: 'crypto', 2: 'crypto2', 3: 'crypto3' } as const;

test('a member claims a slot challenge with proof, the admin approves it, and the member sees the win', async ({
  member,
}) => {
  const admin = await member('admin');
  const hunter = await member(uniqueName('hunter'));
  const game = uniqueName('Gates of Olympus ');

  // The admin posts a challenge on the first casino; the member's account there is verified.
  const [casino] = await admin.api<ChallengeCasino[]>('GET', '/api/admin/slot-challenges/casinos');
  const posted = await admin.post<Challenge[]>('/api/admin/slot-challenges', {
    game,
    min_multiplier: 1000,
    min_bet: 0.2,
    prize_type: 'points',
    prize_value: 2500,
    description: '',
    platform_id: casino!.id,
    starts_at: new Date(Date.now() - 60_000).toISOString(),
    ends_at: new Date(Date.now() + 86_400_000).toISOString(),
    places: 1,
  });
  const challenge = posted.find((c) => c.game === game)!;
  const account = `${hunter.username}_casino`;
  const links = { crypto: null, crypto2: null, crypto3: null };
  const field = slotFields[challenge.casino.slot as 1 | 2 | 3];
  await hunter.post('/api/r/profile/update', { ...links, [field]: account });
  const queue = await admin.api<CasinoAccountPage>(
    'GET',
    `/api/admin/casino-accounts?status=pending&q=${encodeURIComponent(account)}`,
  );
  await admin.post(`/api/admin/casino-accounts/${queue.accounts[0]!.id}/verify`, {});

  // The member claims on the public page: the verified username is filled in; an http link is refused.
  const page = hunter.page;
  await page.goto('/challenges');
  await expect(page.getByRole('heading', { name: 'Challenges', level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name: game });
  await expect(card).toContainText(
    `First to hit 1000.00x on ${game} at a bet of at least $0.20 wins 2,500 points.`,
  );
  await expect(card.getByLabel(`${casino!.name} username`)).toHaveValue(account);
  await card.getByLabel('Bet link').fill('http://casino.example/bets/1');
  await card.getByRole('button', { name: 'Send claim' }).click();
  await expect(card.getByText('Enter a full link starting with https://')).toBeVisible();
  await card.getByLabel('Bet link').fill('https://casino.example/bets/1040x');
  await card.getByRole('button', { name: 'Send claim' }).click();
  await expect(toast(page, 'Claim sent: the streamer will review it')).toBeVisible();
  await expect(card.getByTestId('my-claim')).toContainText('Waiting for review');
  await expect(card.getByRole('button', { name: 'Send claim' })).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // The admin reviews it on the admin screen (oldest first) and approves it.
  const a = admin.page;
  await a.goto('/admin-new/slot-challenges');
  const claim = a.getByTestId('claim-row').filter({ hasText: game });
  await expect(claim).toContainText(account);
  await expect(claim.getByRole('link', { name: 'Bet link' })).toHaveAttribute(
    'href',
    'https://casino.example/bets/1040x',
  );
  await a.getByRole('button', { name: `Approve ${hunter.username}'s claim on ${game}` }).click();
  await expect(toast(a, 'Claim approved: prize awarded')).toBeVisible();
  await expect(claim).toContainText('Approved');

  // The member's page follows live: the challenge is claimed, with them as its winner.
  await expect(card).toContainText('Claimed');
  await expect(card.getByRole('list', { name: `Winners of ${game}` })).toContainText(hunter.username);
  await expect(card.getByTestId('my-claim')).toContainText('Approved');

  // On a phone the card fits the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  const width = await card.evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
