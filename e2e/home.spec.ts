import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
  // The Kick player is a third-party page; the test checks the embed, not Kick itself.
  await page.route('https://player.kick.com/**', (route) => route.abort());
});

test('the hero has the site name, View Leaderboard and an external Become an Affiliate link', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Podium' })).toBeVisible();
  await expect(
    page.getByText('Wager leaderboards, raffles, bonus hunts and rewards for the community.').first(),
  ).toBeVisible();
  const become = page.getByRole('link', { name: 'Become an Affiliate' });
  await expect(become).toHaveAttribute('href', 'https://example.com/affiliates');
  await expect(become).toHaveAttribute('target', '_blank');
  await expect(become).toHaveAttribute('rel', /noopener/);
  await page.getByRole('link', { name: 'View Leaderboard' }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
});

test('six quick-link cards lead to the main sections', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByRole('region', { name: 'Everything in one place' }).getByRole('link');
  await expect(cards).toHaveCount(6);
  const targets = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(targets).toEqual([
    '/leaderboard',
    '/bonus-hunts',
    '/tournaments',
    '/raffles',
    '/vip-rewards',
    '/store',
  ]);
});

test('the top three of the selected platform show with a live countdown and View Full Leaderboard', async ({
  page,
}) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Top of the Leaderboard' });
  await expect(section.getByRole('listitem')).toHaveCount(3);
  await expect(section.getByText('Time Remaining')).toBeVisible();
  const seconds = section.getByRole('timer').locator(':scope > div').last();
  const before = await seconds.textContent();
  await expect(seconds).not.toHaveText(before ?? '', { timeout: 3000 });
  await section.getByRole('link', { name: 'View Full Leaderboard' }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
});

test('the seeded affiliates show as cards with code, copy button, benefits and join link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  const cards = page.getByRole('article');
  await expect(cards.getByRole('heading')).toHaveText(['Roobet', 'Gamdom', 'Shuffle']);

  const roobet = page.getByRole('article', { name: 'Roobet' });
  await expect(roobet.getByRole('img', { name: 'Roobet logo' })).toBeVisible();
  expect(await roobet.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
    0,
  );
  await expect(roobet.getByText('PODIUM')).toBeVisible();
  await expect(roobet.getByRole('listitem')).toHaveText([
    'Monthly $10,000 leaderboard',
    'Instant rakeback',
    'Weekly reloads',
  ]);
  const join = roobet.getByRole('link', { name: 'Join Roobet' });
  await expect(join).toHaveAttribute('href', 'https://roobet.com/?ref=podium');
  await expect(join).toHaveAttribute('target', '_blank');

  await roobet.getByRole('button', { name: 'Copy Roobet code' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Copied PODIUM' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('PODIUM');
});

test('the stream is embedded from the Kick channel in settings', async ({ page }) => {
  await page.goto('/');
  const frame = page.getByTitle('Podium live stream on Kick');
  await expect(frame).toHaveAttribute('src', 'https://player.kick.com/podium');
});

test('social links go to the five sites, each with a name', async ({ page }) => {
  await page.goto('/');
  const socials = page.getByRole('region', { name: 'Follow along' }).getByRole('link');
  await expect(socials).toHaveText(['YouTube', 'Instagram', 'Kick', 'Discord', 'X (Twitter)']);
  await expect(
    page.getByRole('region', { name: 'Follow along' }).getByRole('link', { name: 'Discord' }),
  ).toHaveAttribute('href', 'https://discord.gg/podium');
});

test('the home page passes an accessibility scan', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('article')).toHaveCount(3);
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
