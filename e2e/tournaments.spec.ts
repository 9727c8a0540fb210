import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Tournament, TournamentMatch } from '@podium/shared/tournaments/schemas';
import { expect, test, uniqueName } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const axe = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
};
const SLOTS = ['Gates', 'Sugar', 'Wanted', 'Dog House', 'Books', 'Mental', 'Fruit', 'Zeus'];

test('a member predicts a full 8-slot bracket, the admin records the results, the member sees the verdicts and the points', async ({
  page,
  login,
  member,
}) => {
  const admin = await member('admin');
  const name = uniqueName('Bracket ');
  const made = await admin.post<Tournament>('/api/admin/tournaments', {
    name,
    size: 8,
    slots: SLOTS.map((slot) => ({ name: slot, user_id: null })),
    points_per_correct: 10,
    xp_per_correct: 5,
    perfect_bonus_points: 100,
    perfect_bonus_xp: 50,
  });
  await admin.api('PUT', `/api/admin/tournaments/${made.id}`, { predictions_active: true });
  await login(uniqueName('predictor'));

  // Server-rendered with its data.
  const html = await (await page.request.get(`/tournaments/${made.id}`)).text();
  expect(html.slice(html.indexOf('<div id="root">'))).toContain(name);

  await page.goto('/tournaments');
  await expect(page.getByRole('heading', { name: 'Tournaments', level: 1 })).toBeVisible();
  await axe(page);
  await page.getByRole('article', { name }).getByRole('link', { name: 'Make Predictions' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await axe(page);

  await page.getByRole('tab', { name: 'Predict', exact: true }).click();
  const round = (title: string) => page.getByRole('region', { name: title, exact: true });
  const pick = (title: string, slot: string) =>
    round(title).getByRole('button', { name: slot, exact: true }).click();
  for (const slot of ['Gates', 'Wanted', 'Books', 'Fruit']) await pick('Quarter-finals', slot);
  await pick('Semi-finals', 'Gates');
  await pick('Semi-finals', 'Books');
  await pick('Final', 'Gates');
  await page.getByRole('button', { name: 'Save Predictions' }).click();
  await expect(toast(page, 'Predictions saved successfully!')).toBeVisible();

  // The admin records every result: slot 1 wins except quarter-final 2 (Dog House).
  const record = async (match: TournamentMatch, winner: 1 | 2) =>
    admin.post<Tournament>(`/api/admin/tournaments/${made.id}/matches/${match.id}/result`, {
      slot1_multiplier: winner === 1 ? 25 : 1.2,
      slot2_multiplier: winner === 1 ? 3.5 : 8,
    });
  for (const match of made.matches)
    await record(match, match.round === 1 && match.match_number === 2 ? 2 : 1);

  await page.reload();
  await page.getByRole('tab', { name: 'Predictions' }).click();
  await page.getByRole('region', { name: 'Top Performers' }).getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Incorrect')).toHaveCount(1);
  await expect(dialog.getByText('Correct', { exact: true })).toHaveCount(6);
  await page.keyboard.press('Escape');

  const history = await page.request.get('/api/r/profile/points-history');
  expect(JSON.stringify(await history.json())).toContain(`Tournament \\"${name}\\": 6 correct`);

  // On a phone the bracket scrolls inside its panel and the page does not widen.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('tab', { name: 'Bracket' }).click();
  const scroller = page.getByTestId('bracket-scroll');
  await expect(scroller).toBeVisible();
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the overlay shows the bracket alone, on a transparent page, and follows results live', async ({
  page,
  member,
}) => {
  const admin = await member('admin');
  const made = await admin.post<Tournament>('/api/admin/tournaments', {
    name: uniqueName('Overlay '),
    size: 4,
    slots: SLOTS.slice(0, 4).map((slot) => ({ name: slot, user_id: null })),
    points_per_correct: 0,
    xp_per_correct: 0,
    perfect_bonus_points: 0,
    perfect_bonus_xp: 0,
  });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`/overlay/tournaments/${made.id}`);
  await expect(page.getByRole('heading', { name: made.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundImage)).toBe('none');
  await admin.post(`/api/admin/tournaments/${made.id}/matches/${made.matches[0]!.id}/result`, {
    slot1_multiplier: 12,
    slot2_multiplier: 1.5,
  });
  await expect(page.getByText('12.00x')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Final', exact: true }).getByRole('button', { name: 'Gates' }),
  ).toBeVisible();
});

test('the admin creates a bracket, opens predictions and records a result on the admin screens', async ({
  page,
  login,
}) => {
  await login('admin');
  const name = uniqueName('Admin bracket ');
  await page.goto('/admin-new/tournaments');
  await page.getByRole('button', { name: 'Add tournament' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Slots', { exact: true }).selectOption('4');
  for (const [i, slot] of SLOTS.slice(0, 4).entries())
    await dialog.getByLabel(`Slot ${i + 1}`, { exact: true }).fill(slot);
  await dialog.getByRole('button', { name: 'Create tournament' }).click();
  await expect(toast(page, 'Tournament created')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: name });
  await row.getByRole('button', { name: 'Open predictions' }).click();
  await expect(row.getByText('Predictions Open')).toBeVisible();
  const scan = await new AxeBuilder({ page }).include('#main').analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await row.getByRole('link', { name: 'Results' }).click();
  await page.getByLabel('Gates multiplier').fill('15.5');
  await page.getByLabel('Sugar multiplier').fill('2');
  await page.getByRole('button', { name: 'Record result' }).first().click();
  await expect(toast(page, 'Result recorded')).toBeVisible();
  await expect(page.getByText('Gates won')).toBeVisible();
});
