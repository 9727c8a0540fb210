import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { HuntAdminDetail } from '@podium/shared/bonus-hunts/schemas';
import { expect, test, uniqueName } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
  await page.route('https://player.kick.com/**', (route) => route.abort());
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const axe = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
};
const A = '/api/admin/bonus-hunts';

test('a member predicts, the admin records wins, the member page and the overlay update without reload', async ({
  page,
  login,
  member,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // A hunt of our own: the newest started hunt is the current one. Finished at the end (put back).
  // The demo's hunt runs, so starting ours beside it is confirmed (decision 045).
  const admin = await member('admin');
  const title = uniqueName('E2E Hunt ');
  let hunt = await admin.post<HuntAdminDetail>(A, {
    title,
    start_balance: 300,
    prize_points: 50,
    prize_xp: 10,
    predictions_active: true,
    confirm_concurrent: true,
  });
  const id = hunt.hunt.id;
  for (const [slot_name, slot_bet] of [
    ['Gates of Olympus', 2],
    ['Sweet Bonanza', 1],
    ['Mental', 0.5],
  ] as const) {
    hunt = await admin.post<HuntAdminDetail>(`${A}/${id}/games`, {
      slot_name,
      provider: 'E2E',
      slot_bet,
      slot_image: null,
    });
  }

  try {
    // Server-rendered with its data.
    const html = await (await page.request.get('/bonus-hunts')).text();
    expect(html.slice(html.indexOf('<div id="root">'))).toContain(title);

    // A visitor is asked to sign in.
    const visitor = await browser.newContext({ baseURL });
    await visitor.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
    const overlay = await visitor.newPage();
    await overlay.goto('/bonus-hunts');
    await overlay.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await overlay.getByRole('button', { name: 'Make Your Prediction' }).click();
    await expect(toast(overlay, 'You must be logged in to make predictions')).toBeVisible();

    // The overlay: no navigation, the hunt's games.
    await overlay.goto('/overlay/bonus-hunt');
    await expect(overlay.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(overlay.getByRole('navigation')).toHaveCount(0);
    await expect(overlay.getByTestId('bonus-hunt-overlay')).toContainText('Opened 0/3');

    // The member predicts through the modal.
    await login(uniqueName('hunter'));
    await page.goto('/bonus-hunts');
    await expect(page.getByRole('heading', { name: 'Bonus Hunts', level: 1 })).toBeVisible();
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Current Hunt' })).toBeVisible();
    await axe(page);
    await page.getByRole('button', { name: 'Make Your Prediction' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('End Balance ($)').fill('250.123');
    await dialog.getByLabel('Highest Multiplier (x)').fill('150');
    await dialog.getByRole('button', { name: 'Submit Prediction' }).click();
    await expect(dialog.getByText('Use steps of 0.01')).toBeVisible();
    await expect(dialog.getByText("Choose one of this hunt's slots")).toBeVisible();
    await dialog.getByLabel('End Balance ($)').fill('250.12');
    await dialog.getByLabel('Highest Multiplier Game').selectOption('Sweet Bonanza');
    await axe(page);
    await dialog.getByRole('button', { name: 'Submit Prediction' }).click();
    await expect(toast(page, 'Prediction submitted successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update Your Prediction' })).toBeVisible();

    // The admin records wins in the keyboard flow: type, Enter, and the next game's field has focus.
    await admin.page.goto(`/admin-new/bonus-hunts/${id}`);
    const first = admin.page.getByLabel('Win for Gates of Olympus (#1)');
    await first.fill('40');
    await first.press('Enter');
    await expect(admin.page.getByLabel('Win for Sweet Bonanza (#2)')).toBeFocused();
    await admin.page.keyboard.type('123.45');
    await admin.page.keyboard.press('Enter');
    await expect(admin.page.getByLabel('Win for Mental (#3)')).toBeFocused();

    // The member's page and the overlay change without a reload.
    const slots = page.getByRole('region', { name: 'Slots' });
    const bonanza = slots.getByRole('row').filter({ hasText: 'Sweet Bonanza' });
    await expect(bonanza).toContainText('$123.45');
    await expect(bonanza).toContainText('123.45x');
    await expect(bonanza).toContainText('Completed');
    await expect(slots.getByRole('row').filter({ hasText: 'Mental' })).toContainText('Pending');
    await expect(page.getByText('$163.45').first()).toBeVisible();
    await expect(overlay.getByTestId('bonus-hunt-overlay')).toContainText('Opened 2/3');
    await expect(overlay.getByTestId('bonus-hunt-overlay')).toContainText('$123.45');
    await expect(overlay.locator('li[aria-current="true"]')).toContainText('Mental');

    // Predictions tab: the member is closest on every count.
    await page.getByRole('tab', { name: 'Predictions' }).click();
    await expect(page.getByRole('heading', { name: 'Closest Predictions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'All Predictions' })).toBeVisible();
    await expect(page.getByText('$250.12').first()).toBeVisible();
    await axe(page);
    await page.getByRole('tab', { name: 'Previous Hunts' }).click();
    await expect(page.getByText('Weekend Hunt #41')).toBeVisible();
    await visitor.close();
  } finally {
    await admin.post(`${A}/${id}/finish`);
  }
});

test("an admin edits a running hunt's title and a game's bet; the admin and public pages show both", async ({
  page,
  member,
}) => {
  test.setTimeout(60_000);
  const admin = await member('admin');
  const title = uniqueName('E2E Edit Hunt ');
  const renamed = uniqueName('E2E Renamed Hunt ');
  const hunt = await admin.post<HuntAdminDetail>(A, {
    title,
    start_balance: 200,
    prize_points: 20,
    prize_xp: 5,
    predictions_active: true,
    confirm_concurrent: true,
  });
  const id = hunt.hunt.id;
  await admin.post(`${A}/${id}/games`, {
    slot_name: 'Book of Dead',
    provider: 'E2E',
    slot_bet: 1,
    slot_image: null,
  });

  try {
    const p = admin.page;
    await p.goto(`/admin-new/bonus-hunts/${id}`);
    await expect(p.getByRole('heading', { name: title, level: 2 })).toBeVisible();

    // The hunt's details, prefilled in a dialog.
    await p.getByRole('button', { name: 'Edit details' }).click();
    const details = p.getByRole('dialog', { name: 'Edit hunt details' });
    await expect(details.getByLabel('Title')).toHaveValue(title);
    await expect(details.getByLabel('Start balance ($)')).toHaveValue('200');
    await details.getByLabel('Title').fill(renamed);
    await details.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(p, 'Bonus hunt updated')).toBeVisible();
    await expect(details).toBeHidden();
    await expect(p.getByRole('button', { name: 'Edit details' })).toBeFocused();
    await expect(p.getByRole('heading', { name: renamed, level: 2 })).toBeVisible();

    // A game's bet, from its row's Edit button, with the keyboard.
    const edit = p.getByRole('button', { name: 'Edit Book of Dead' });
    await edit.focus();
    await p.keyboard.press('Enter');
    const game = p.getByRole('dialog', { name: 'Edit Book of Dead' });
    await expect(game.getByLabel('Slot name')).toHaveValue('Book of Dead');
    await expect(game.getByLabel('Provider')).toHaveValue('E2E');
    await expect(game.getByLabel('Bet ($)')).toHaveValue('1');
    await axe(p);
    await game.getByLabel('Bet ($)').fill('2.5');
    await game.getByRole('button', { name: 'Save game' }).click();
    await expect(toast(p, 'Game updated')).toBeVisible();
    await expect(game).toBeHidden();
    await expect(edit).toBeFocused();
    const row = p
      .getByRole('list', { name: 'Games' })
      .getByRole('listitem')
      .filter({ hasText: 'Book of Dead' });
    await expect(row).toContainText('bet $2.50');

    // The public page shows both.
    await page.goto('/bonus-hunts');
    await expect(page.getByText(renamed)).toBeVisible();
    const slots = page.getByRole('region', { name: 'Slots' });
    await expect(slots.getByRole('row').filter({ hasText: 'Book of Dead' })).toContainText('$2.50');
  } finally {
    await admin.post(`${A}/${id}/finish`);
  }
});

test('the pinned overlay keeps its hunt after the admin confirms starting another', async ({
  member,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await member('admin');
  const pinnedTitle = uniqueName('E2E Pinned Hunt ');
  const nextTitle = uniqueName('E2E Next Hunt ');
  const pinned = await admin.post<HuntAdminDetail>(A, {
    title: pinnedTitle,
    start_balance: 100,
    prize_points: 0,
    prize_xp: 0,
    predictions_active: false,
    confirm_concurrent: true,
  });
  const id = pinned.hunt.id;
  const withGame = await admin.post<HuntAdminDetail>(`${A}/${id}/games`, {
    slot_name: 'Sweet Bonanza',
    provider: 'E2E',
    slot_bet: 1,
    slot_image: null,
  });
  let nextId: number | null = null;

  try {
    // The admin's hunt page gives the pinned overlay's address and the OBS size.
    const p = admin.page;
    await p.goto(`/admin-new/bonus-hunts/${id}`);
    const url = await p.getByLabel('Overlay URL').inputValue();
    expect(url).toBe(`${baseURL}/overlay/bonus-hunt/${id}`);
    await expect(p.getByText('Recommended size: 1920×1080', { exact: false })).toBeVisible();

    // OBS: the pinned overlay at 1920x1080.
    const obs = await browser.newContext({ baseURL, viewport: { width: 1920, height: 1080 } });
    const overlay = await obs.newPage();
    await overlay.goto(url);
    const shown = overlay.getByTestId('bonus-hunt-pinned-overlay');
    await expect(shown.getByRole('heading', { name: pinnedTitle, level: 1 })).toBeVisible();

    // Starting another hunt asks first, naming the running one, then starts it beside.
    await p.goto('/admin-new/bonus-hunts');
    await p.getByRole('button', { name: 'Add hunt' }).click();
    const form = p.getByRole('dialog', { name: 'Add hunt' });
    await form.getByLabel('Title').fill(nextTitle);
    await form.getByLabel('Start balance ($)').fill('50');
    await form.getByRole('button', { name: 'Create hunt' }).click();
    const ask = p.getByRole('dialog', { name: 'Run two hunts at once?' });
    await expect(ask).toContainText('Another hunt is running: finish it first, or confirm to run both.');
    await expect(ask).toContainText(pinnedTitle);
    await axe(p);
    await ask.getByRole('button', { name: 'Start both' }).click();
    await expect(p.getByRole('heading', { name: nextTitle, level: 2 })).toBeVisible();
    nextId = Number(new URL(p.url()).pathname.split('/').at(-1));

    // The current-hunt overlay moves to the new hunt; the pinned one stays, and still follows its wins.
    const current = await obs.newPage();
    await current.goto('/overlay/bonus-hunt');
    await expect(current.getByRole('heading', { name: nextTitle, level: 1 })).toBeVisible();
    await admin.post(`${A}/${id}/games/${withGame.games[0]!.id}/win`, { slot_win: 25 });
    await expect(shown).toContainText('Opened 1/1');
    await expect(shown.getByRole('heading', { name: pinnedTitle, level: 1 })).toBeVisible();
    await expect(shown).toHaveAttribute('data-hunt-id', String(id));
    await obs.close();
  } finally {
    await admin.post(`${A}/${id}/finish`);
    if (nextId) await admin.post(`${A}/${nextId}/finish`);
  }
});

test('the admin removes a game with a win, undoes it from the toast, and the win is back on every page', async ({
  page,
  member,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await member('admin');
  const title = uniqueName('E2E Undo Hunt ');
  let hunt = await admin.post<HuntAdminDetail>(A, {
    title,
    start_balance: 100,
    prize_points: 0,
    prize_xp: 0,
    predictions_active: false,
    confirm_concurrent: true,
  });
  const id = hunt.hunt.id;
  // 16 games: a stream's hunt, which must fit a 1080p screen (decision 047: rows at most 56 px tall).
  for (let i = 1; i <= 16; i += 1) {
    const slot_name = i === 2 ? 'Wanted Dead or a Wild' : `Slot number ${i}`;
    hunt = await admin.post<HuntAdminDetail>(`${A}/${id}/games`, {
      slot_name,
      provider: 'E2E',
      slot_bet: 1,
      slot_image: null,
    });
  }
  const wanted = hunt.games[1]!;
  await admin.post(`${A}/${id}/games/${wanted.id}/win`, { slot_win: 36.2 });

  try {
    const p = admin.page;
    await p.setViewportSize({ width: 1920, height: 1080 });
    await p.goto(`/admin-new/bonus-hunts/${id}`);
    const rows = p.getByRole('list', { name: 'Games' }).getByRole('listitem');
    await expect(rows).toHaveCount(16);
    for (const box of await rows.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))) {
      expect(box).toBeLessThanOrEqual(56);
    }

    // Remove asks first, naming the game and its win.
    await p.getByRole('button', { name: 'Remove Wanted Dead or a Wild' }).click();
    const ask = p.getByRole('dialog', { name: 'Remove Wanted Dead or a Wild?' });
    await expect(ask).toContainText('has a recorded win of $36.20');
    await axe(p);
    await ask.getByRole('button', { name: 'Remove game' }).click();
    await expect(rows).toHaveCount(15);
    await expect(p.getByLabel('Win for Wanted Dead or a Wild (#2)')).toHaveCount(0);

    // Undo in the toast: the game is back with its win, at its place.
    await toast(p, 'Wanted Dead or a Wild removed').getByRole('button', { name: 'Undo' }).click();
    await expect(toast(p, 'Game restored')).toBeVisible();
    await expect(rows).toHaveCount(16);
    await expect(p.getByLabel('Win for Wanted Dead or a Wild (#2)')).toHaveValue('36.2');
    await expect(rows.nth(1)).toContainText('Wanted Dead or a Wild');

    // The public pages: /bonus-hunts (the newest hunt started) and the hunt's own page.
    await page.goto('/bonus-hunts');
    const slots = page.getByRole('region', { name: 'Slots' });
    await expect(slots.getByRole('row').filter({ hasText: 'Wanted Dead or a Wild' })).toContainText('$36.20');
    await page.goto(`/bonus-hunts/${id}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Slots' }).getByRole('row').filter({ hasText: 'Wanted Dead' }),
    ).toContainText('36.20x');

    // On a phone, Win and Multiplier show without a sideways swipe.
    const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const small = await phone.newPage();
    await small.goto(`/bonus-hunts/${id}`);
    const table = small.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Multiplier' })).toBeInViewport();
    const wide = await table.evaluate((el) => el.getBoundingClientRect().right);
    expect(wide).toBeLessThanOrEqual(390);
    const row = table.getByRole('row').filter({ hasText: 'Wanted Dead' });
    await expect(row).toContainText('$36.20');
    await expect(row).toContainText('36.20x');
    await phone.close();
    expect((await page.request.get('/bonus-hunts/99999999')).status()).toBe(404);
  } finally {
    await admin.post(`${A}/${id}/finish`);
  }
});
