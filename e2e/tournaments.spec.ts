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
  // Each slot shows its seed (decision 046): "#3 Wanted".
  const pick = (title: string, slot: string) =>
    round(title)
      .getByRole('button', { name: `#${SLOTS.indexOf(slot) + 1} ${slot}`, exact: true })
      .click();
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
  await expect(dialog.getByText('Incorrect — Dog House #4 won')).toHaveCount(1);
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

test('a 16-slot overlay fits a 1920×1080 OBS source on a transparent page, follows the results live and names the champion after the Final', async ({
  page,
  member,
}) => {
  const admin = await member('admin');
  const names = [
    ...SLOTS,
    'Wanted Dead or a Wild',
    'Sweet Bonanza',
    'Big Bass Bonanza Megaways',
    'Sweet Bonanza',
    'Money Train 3',
    'Chaos Crew',
    'Tombstone RIP',
    'Starlight Princess',
  ];
  let t = await admin.post<Tournament>('/api/admin/tournaments', {
    name: uniqueName('Overlay '),
    size: 16,
    slots: names.map((slot) => ({ name: slot, user_id: null })),
    points_per_correct: 0,
    xp_per_correct: 0,
    perfect_bonus_points: 0,
    perfect_bonus_xp: 0,
  });
  const fits = async (width: number, height: number) => {
    await page.setViewportSize({ width, height });
    const boxes = page.getByTestId('overlay-match');
    await expect(boxes).toHaveCount(15);
    for (const box of await boxes.all()) {
      const b = (await box.boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(width);
      expect(b.y + b.height).toBeLessThanOrEqual(height);
    }
    const scroll = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      width: document.documentElement.scrollWidth,
    }));
    expect(scroll.height).toBeLessThanOrEqual(height);
    expect(scroll.width).toBeLessThanOrEqual(width);
  };

  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`/overlay/tournaments/${t.id}`);
  await expect(page.getByRole('heading', { name: t.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundImage)).toBe('none');
  await fits(1920, 1080);
  // A long name is shown whole (up to two lines), not cut at 14 characters.
  await expect(page.getByText('Big Bass Bonanza Megaways', { exact: true })).toBeVisible();
  const playing = page.locator('[data-testid="overlay-match"][aria-current="true"]');
  await expect(playing).toContainText('Gates');

  // The admin records every result through the API, slot 1 winning; the overlay follows live.
  const record = async (match: TournamentMatch) =>
    admin.post<Tournament>(`/api/admin/tournaments/${t.id}/matches/${match.id}/result`, {
      slot1_multiplier: 25,
      slot2_multiplier: 3.5,
    });
  t = await record(t.matches[0]!);
  await expect(page.getByText('25.00x')).toBeVisible();
  await expect(playing).toContainText('Wanted');
  for (;;) {
    const next = t.matches.find(
      (m) => m.winner_slot === null && m.slot1_seed !== null && m.slot2_seed !== null,
    );
    if (!next) break;
    t = await record(next);
  }
  const champion = page.getByRole('status');
  await expect(champion).toContainText('Champion');
  await expect(champion).toContainText('Gates #1');
  await expect(playing).toHaveCount(0);
  await fits(1920, 1080);
  await fits(1280, 720);
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
  await expect(row.getByText('Predictions open')).toBeVisible();
  const scan = await new AxeBuilder({ page }).include('#main').analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await row.getByRole('link', { name: 'Results' }).click();
  await page.getByLabel('Gates #1 multiplier').fill('15.5');
  await page.getByLabel('Sugar #2 multiplier').fill('2');
  await page.getByRole('button', { name: 'Record result' }).first().click();
  await expect(toast(page, 'Result recorded')).toBeVisible();
  await expect(page.getByText('Gates #1 won')).toBeVisible();
  // The focus moves on to the next match to play.
  await expect(page.getByLabel('Wanted #3 multiplier')).toBeFocused();
});
