import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, raffleInput, type Session, test, uniqueName } from './fixtures';

// The public history of every contest (decision 065), on the demo's past contests: the drawn "Hoodie
// Giveaway", the finished "Weekend Cup #7" and "Weekend Hunt #41", the drawn wager raffle and the
// demo's closed leaderboard period. To page, the test draws 20 raffles of its own (unique titles), as
// the raffle tests draw theirs.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

const axe = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
};
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Contest kinds' });
const pages = (page: Page) => page.getByRole('navigation', { name: 'Past contest pages' });
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

/** A raffle made and drawn at once by the admin, ending now: the newest of the history. */
async function drawnRaffle(admin: Session, title: string) {
  const raffle = await admin.post<{ id: number }>('/api/admin/raffles', raffleInput(title));
  await admin.post(`/api/admin/raffles/${raffle.id}/draw`);
}

test('a visitor switches tabs, pages back to an older raffle and opens its verify view', async ({
  page,
  member,
}) => {
  test.slow(); // twenty raffles made and drawn through the API

  await page.goto('/leaderboard/history');
  await expect(page).toHaveTitle(/^Past winners/);
  await expect(page.getByRole('heading', { name: 'Past winners', level: 1 })).toBeVisible();
  await expect(tabs(page).getByRole('link', { name: 'All', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(card(page, 'Weekend Cup #7')).toContainText('Champion: Rip City');

  const admin = await member('admin');
  const batch = uniqueName('Past ');
  for (let i = 1; i <= 20; i++) await drawnRaffle(admin, `${batch} #${i}`);
  await page.reload();
  await tabs(page).getByRole('link', { name: 'Raffles', exact: true }).click();
  await expect(page).toHaveURL(/\/leaderboard\/history\?kind=raffles$/);
  await expect(tabs(page).getByRole('link', { name: 'Raffles', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('article').first()).toHaveAccessibleName(`${batch} #20`);
  await expect(card(page, 'Weekend Cup #7')).toHaveCount(0);
  await expect(pages(page)).toContainText(/Page 1 of \d+/);
  await expect(card(page, 'Hoodie Giveaway')).toHaveCount(0);

  await pages(page).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?kind=raffles&page=2$/);
  await expect(pages(page)).toContainText(/Page 2 of \d+/);
  const hoodies = card(page, 'Hoodie Giveaway');
  await expect(
    hoodies.getByRole('list', { name: 'Winners of Hoodie Giveaway' }).getByRole('listitem'),
  ).toHaveCount(2);
  await expect(hoodies).toContainText('Community hoodie');
  await axe(page);

  await hoodies.getByRole('link', { name: 'Verify the draw: Hoodie Giveaway' }).click();
  await expect(page).toHaveURL(/\/raffles\/\d+#verify$/);
  await expect(page.getByRole('tab', { name: 'Provably Fair' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'Verified winners' }).getByRole('listitem')).toHaveCount(2);

  // Back to the list: the browser's history, the same page as left.
  await page.goBack();
  await expect(page).toHaveURL(/\?kind=raffles&page=2$/);
  await expect(card(page, 'Hoodie Giveaway')).toBeVisible();
});

test('a closed leaderboard period shows its podium and prizes, and its full standings', async ({ page }) => {
  test.slow(); // two pages and an accessibility scan of a 40-row table
  await page.goto('/leaderboard');
  await page.getByRole('link', { name: 'Past winners →' }).click();
  await expect(page).toHaveURL(/\/leaderboard\/history\?kind=leaderboards$/);
  const period = page.getByRole('article').first();
  await expect(period).toContainText('Leaderboard');
  const podium = period.getByRole('list', { name: /^Winners of / }).getByRole('listitem');
  await expect(podium.nth(0)).toContainText('1st');
  await expect(podium.nth(1)).toContainText('2nd');
  await expect(podium.nth(2)).toContainText('3rd');
  await expect(podium.nth(0)).toContainText(/\$[\d,]+\.\d\d/);
  await expect(podium.nth(0)).toContainText(/Paid|Pending/);

  await period.getByRole('link', { name: /^Full standings: / }).click();
  await expect(page).toHaveURL(/\/leaderboard\/history\/\d+$/);
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toContainText('1st');
  expect(await table.getByRole('row').count()).toBeGreaterThan(3);
  await axe(page);
});

test('the tabs work before the scripts run, and a phone never scrolls sideways', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 375, height: 740 },
  });
  const page = await context.newPage();
  await page.goto('/leaderboard/history');
  await tabs(page).getByRole('link', { name: 'Tournaments', exact: true }).click();
  await expect(page).toHaveURL(/\?kind=tournaments$/);
  await expect(card(page, 'Weekend Cup #7')).toContainText('Champion: Rip City');
  await expect(card(page, 'Hoodie Giveaway')).toHaveCount(0);
  await tabs(page).getByRole('link', { name: 'Bonus hunts', exact: true }).click();
  await expect(card(page, 'Weekend Hunt #41')).toBeVisible();
  for (const path of ['/leaderboard/history', '/leaderboard/history?kind=leaderboards']) {
    await page.goto(path);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, path).toBeLessThanOrEqual(375);
  }
  await context.close();
});

test('an unknown period is a 404 page that leads back to the history', async ({ page }) => {
  const res = await page.goto('/leaderboard/history/999999');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Leaderboard period not found' })).toBeVisible();
  await page.getByRole('link', { name: 'All past winners' }).last().click();
  await expect(page).toHaveURL(/\/leaderboard\/history\?kind=leaderboards$/);
});
