import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

const title = (page: Page) => page.getByRole('heading', { level: 1 });
const table = (page: Page) => page.getByRole('table');
/** The body rows in the page (the table renders those near the viewport). */
const bodyRows = (page: Page) => table(page).locator('tbody tr[aria-rowindex]');

/** Changes the real leaderboard response before the page sees it. */
// The page arrives rendered on the server with its data (decision 019), so a browser test cannot
// rewrite the board's answer: the paused, empty, ended and failed states are shown by
// apps/web/test/leaderboard/leaderboard-page.test.tsx and apps/web/test/components/countdown.test.tsx.

test('the title shows platform, prize sum, timeframe and LEADERBOARD, and the tabs switch platform', async ({
  page,
}) => {
  await page.goto('/leaderboard');
  await expect(title(page)).toHaveText(/^Roobet \$[\d,]+\.\d\d MONTHLY LEADERBOARD$/);
  const tabs = page.getByRole('tablist', { name: 'Leaderboard platforms' }).getByRole('tab');
  await expect(tabs).toHaveText(['Roobet', 'Gamdom', 'Shuffle']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Gamdom' }).click();
  await expect(title(page)).toHaveText(/^Gamdom \$[\d,]+\.\d\d WEEKLY LEADERBOARD$/);

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Shuffle' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Shuffle' })).toHaveAttribute('aria-selected', 'true');
  await expect(title(page)).toHaveText(/^Shuffle \$[\d,]+\.\d\d BIWEEKLY LEADERBOARD$/);
});

test("the countdown shows 'Time Remaining' in DAYS/HRS/MIN/SEC and ticks", async ({ page }) => {
  await page.goto('/leaderboard');
  await expect(page.getByText('Time Remaining')).toBeVisible();
  const boxes = page.getByRole('timer').locator(':scope > div');
  await expect(boxes.locator('span:last-child')).toHaveText(['DAYS', 'HRS', 'MIN', 'SEC']);
  const seconds = await boxes.last().textContent();
  await expect(boxes.last()).not.toHaveText(seconds ?? '', { timeout: 3000 });
});

test('the podium shows ranks 1-3 with avatars, names, wagers and prize badges', async ({ page }) => {
  await page.goto('/leaderboard');
  const podium = page.getByRole('list', { name: 'Top three' });
  await expect(podium.getByRole('listitem')).toHaveCount(3);
  const first = podium.getByRole('listitem', { name: 'Rank 1' });
  await expect(first.getByText('1st')).toBeVisible();
  await expect(first.getByText(/^\$[\d,]+\.\d\d$/).first()).toBeVisible();
  await expect(first.getByText(/^Prize:/)).toHaveCount(1);
  const avatar = first.getByRole('img');
  await expect(avatar).toHaveAttribute('alt', /avatar$/);
  // The seed has no pictures, so the default image shows.
  await expect(avatar).toHaveAttribute('src', /^\/avatars\/default-\d\.svg$/);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('ranks 4 and up fill a table with RANK, PLAYER, WAGERED, PRIZE and a dash when there is no prize', async ({
  page,
}) => {
  await page.goto('/leaderboard');
  await expect(table(page).getByRole('columnheader')).toHaveText(['RANK', 'PLAYER', 'WAGERED', 'PRIZE']);
  await expect(table(page)).toHaveAttribute('aria-rowcount', '38');
  await expect(bodyRows(page).first().getByRole('cell').first()).toHaveText('4');
  const rank11 = bodyRows(page).filter({ has: page.getByRole('cell', { name: '11', exact: true }) });
  await expect(rank11.getByRole('cell').nth(2)).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(rank11.getByRole('cell').nth(3)).toHaveText('-');
  // Scrolling to the bottom brings the last rank into the page.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(bodyRows(page).last().getByRole('cell').first()).toHaveText('40');
});

test("'Search players...' filters by name, case-insensitively, and keeps the real ranks", async ({
  page,
}) => {
  await page.goto('/leaderboard');
  const row = bodyRows(page).nth(4);
  const rank = await row.getByRole('cell').first().textContent();
  const name = (await row.getByRole('cell').nth(1).textContent()) ?? '';
  expect(name.length).toBeGreaterThan(3);

  await page.getByPlaceholder('Search players...').fill(name.toUpperCase());
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first().getByRole('cell')).toHaveText([rank ?? '', name, /\$/, /.+/]);

  const part = name.slice(0, 4).toLowerCase();
  await page.getByPlaceholder('Search players...').fill(part);
  const names = await bodyRows(page).locator('td:nth-child(2)').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const n of names) expect(n.toLowerCase()).toContain(part);

  await page.getByPlaceholder('Search players...').fill('zzz-nobody');
  await expect(page.getByText('No players found matching "zzz-nobody"')).toBeVisible();
  await page.getByPlaceholder('Search players...').fill('');
  await expect(bodyRows(page).first().getByRole('cell').first()).toHaveText('4');
});

test('the leaderboard passes an accessibility scan', async ({ page }) => {
  await page.goto('/leaderboard');
  await expect(bodyRows(page).first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
