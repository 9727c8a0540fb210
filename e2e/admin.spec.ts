import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueName } from './fixtures';

// Other specs share this database: every test puts back what it changed.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

/** The toast with this text (sonner renders each toast as a list item). */
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** An admin list row (affiliate or leaderboard) by the name in its heading. */
const row = (page: Page, name: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('admin panel access', () => {
  test('a signed-out visitor who opens /admin-new is sent to /login', async ({ page }) => {
    await page.goto('/admin-new');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a member who opens /admin-new is told who they are signed in as and that it needs an Admin', async ({
    page,
    login,
  }) => {
    await login('member');
    await page.goto('/admin-new/settings');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { name: 'The admin panel needs an Admin', level: 1 }),
    ).toBeVisible();
    await expect(main.getByText('You are signed in as Member (Member).')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-new\/settings$/);
    await expect(page.getByRole('heading', { name: 'Admin Panel', exact: true })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
    const scan = await new AxeBuilder({ page }).include('#main').analyze();
    expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await main.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('admin panel', () => {
  test.beforeEach(async ({ login }) => {
    await login('admin');
  });

  test('opens on Site settings and every section passes an accessibility scan', async ({ page }) => {
    await page.goto('/admin-new');
    await expect(page).toHaveURL(/\/admin-new\/settings$/);
    await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    for (const [link, heading, ready] of [
      ['Site settings', 'Site settings', 'Site name'],
      ['Theme', 'Theme', 'Primary colour'],
      ['Affiliates', 'Affiliates', 'Roobet'],
      ['Leaderboards', 'Leaderboards', 'Roobet'],
    ] as const) {
      await nav.getByRole('link', { name: link }).click();
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
      await expect(main.getByText(ready, { exact: true }).first()).toBeVisible();
      const scan = await new AxeBuilder({ page }).include('#main').analyze();
      expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    }
  });

  test('an admin renames the site and the home page shows the new name', async ({ page }) => {
    await page.goto('/admin-new/settings');
    const name = page.getByLabel('Site name');
    const description = page.getByLabel('Site description');
    await expect(name).not.toHaveValue('');
    const original = { name: await name.inputValue(), description: await description.inputValue() };
    const newName = uniqueName('Podium QA ');

    // The shared schema's rules apply before anything is sent.
    await name.fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Site name is required')).toBeVisible();
    await expect(name).toBeFocused();

    await name.fill(newName);
    await expect(page.getByText('Site name is required')).toHaveCount(0);
    await description.fill('Edited by the admin browser test.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();
    // The navigation updates without a reload.
    await expect(page.getByRole('banner').getByText(newName)).toBeAttached();

    await page.goto('/');
    await expect(page).toHaveTitle(newName);
    await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
    await expect(page.getByText('Edited by the admin browser test.').first()).toBeVisible();

    await page.goto('/admin-new/settings');
    await name.fill(original.name);
    await description.fill(original.description);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveTitle(original.name);
  });

  test('theme edits show in the preview first, apply to the site on save, and reset to defaults', async ({
    page,
  }) => {
    await page.goto('/admin-new/theme');
    const accent = page.getByLabel('Accent colour', { exact: true });
    const preview = page.getByTestId('theme-preview');
    const siteAccent = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim(),
      );
    const previewAccent = () =>
      preview.evaluate((el) => getComputedStyle(el).getPropertyValue('--color-accent').trim());
    const original = await accent.inputValue();

    await accent.fill('red');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Enter a colour such as #a78bfa or rgba(15, 23, 42, 0.8)')).toBeVisible();
    await expect(accent).toBeFocused();

    // Edits show in the preview only until saved.
    await accent.fill('#22c55e');
    await expect.poll(previewAccent).toBe('#22c55e');
    expect(await siteAccent()).not.toBe('#22c55e');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();
    await expect.poll(siteAccent).toBe('#22c55e');

    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect(accent).toHaveValue('#c4b5fd');
    await expect(page.getByRole('button', { name: 'Reset to defaults' })).toBeDisabled();
    await accent.fill(original);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(siteAccent).toBe(original);
    await expect(page.getByText('All changes saved')).toBeVisible();
  });

  test('an admin creates an affiliate, sees it on the home page, then deletes it', async ({ page }) => {
    const name = uniqueName('E2E Casino ');
    await page.goto('/admin-new/affiliates');
    await expect(row(page, 'Roobet')).toBeVisible();

    // Keyboard only: open the dialog, fill the form, add a benefit, save.
    await page.getByRole('button', { name: 'Add affiliate' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add affiliate' });
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Code')).toBeFocused();
    await page.keyboard.type('E2EBONUS');
    await dialog.getByLabel('Join link').fill('not a link');
    await dialog.getByLabel('Benefit 1', { exact: true }).fill('Weekly reload');
    await dialog.getByRole('button', { name: 'Add benefit' }).press('Enter');
    await expect(dialog.getByLabel('Benefit 2', { exact: true })).toBeFocused();
    await page.keyboard.type('10% rakeback');
    await dialog.getByRole('button', { name: 'Create affiliate' }).press('Enter');
    await expect(dialog.getByText('Enter a full link starting with https://')).toBeVisible();
    await expect(dialog.getByLabel('Join link')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('https://e2e.example/join');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Affiliate created')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, name)).toContainText('E2EBONUS');

    // Reorder with the keyboard: it was added last; move it up one place.
    const headings = page.getByRole('list', { name: 'Affiliates in display order' }).getByRole('heading');
    await expect(headings.last()).toHaveText(name);
    await page.getByRole('button', { name: `Move ${name} up` }).press('Enter');
    await expect(headings.nth(-2)).toHaveText(name);
    await expect(page.getByRole('button', { name: `Move ${name} up` })).toBeFocused();

    await page.goto('/');
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('E2EBONUS');
    await expect(card).toContainText('10% rakeback');

    await page.goto('/admin-new/affiliates');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete affiliate?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete affiliate' }).click();
    await expect(toast(page, 'Affiliate deleted')).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add affiliate' })).toBeFocused();

    await page.goto('/');
    await expect(page.getByRole('article', { name: 'Roobet' })).toBeVisible();
    await expect(page.getByRole('article', { name })).toHaveCount(0);
  });

  test('an admin pauses a leaderboard with a message and the public board says so', async ({ page }) => {
    const message = uniqueName('Back soon with a bigger prize pool ');
    await page.goto('/admin-new/leaderboards');
    await page.getByRole('button', { name: 'Edit Roobet' }).click();
    let dialog = page.getByRole('dialog', { name: 'Edit Roobet' });
    await dialog.getByRole('switch', { name: 'Paused' }).click();
    await dialog.getByLabel('Pause message').fill(message);
    await dialog.getByRole('button', { name: 'Save leaderboard' }).click();
    await expect(toast(page, 'Leaderboard saved')).toBeVisible();
    await expect(row(page, 'Roobet')).toContainText('Paused');
    await expect(row(page, 'Roobet')).toContainText(message);

    await page.goto('/leaderboard');
    await expect(page.getByText('Leaderboard Paused')).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();

    await page.goto('/admin-new/leaderboards');
    await page.getByRole('button', { name: 'Edit Roobet' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Roobet' });
    await expect(dialog.getByRole('switch', { name: 'Paused' })).toBeChecked();
    await dialog.getByRole('switch', { name: 'Paused' }).click();
    await dialog.getByLabel('Pause message').fill('');
    await dialog.getByRole('button', { name: 'Save leaderboard' }).click();
    await expect(toast(page, 'Leaderboard saved')).toBeVisible();
    // The seeded board's players are invented: it is labelled Demo, never Live (decision 033).
    await expect(row(page, 'Roobet').getByText('Paused', { exact: true })).toHaveCount(0);
    await expect(row(page, 'Roobet').getByText('Demo', { exact: true })).toBeVisible();
    await expect(row(page, 'Roobet').getByText('Live', { exact: true })).toHaveCount(0);

    await page.goto('/leaderboard');
    await expect(page.getByRole('heading', { name: /LEADERBOARD/i }).first()).toBeVisible();
    await expect(page.getByText('Leaderboard Paused')).toHaveCount(0);
  });

  test("an admin ends the current period early and the board shows 'Period Ended'", async ({ page }) => {
    await page.goto('/admin-new/leaderboards');
    await page.getByRole('button', { name: 'Set period end for Roobet' }).click();
    const dialog = page.getByRole('dialog', { name: /Set period end/ });
    const end = dialog.getByLabel('New end');
    const originalEnd = await end.inputValue();
    expect(originalEnd).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await dialog.getByRole('button', { name: 'End period now' }).click();
    await expect(toast(page, 'Period end saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, 'Roobet')).toContainText('Ended');

    await page.goto('/leaderboard');
    await expect(page.getByText('Period Ended')).toBeVisible();

    await page.goto('/admin-new/leaderboards');
    await page.getByRole('button', { name: 'Set period end for Roobet' }).click();
    await dialog.getByLabel('New end').fill(originalEnd);
    await dialog.getByRole('button', { name: 'Save period end' }).click();
    await expect(toast(page, 'Period end saved')).toBeVisible();
    await expect(row(page, 'Roobet')).toContainText('Ends in');

    await page.goto('/leaderboard');
    await expect(page.getByText('Time Remaining')).toBeVisible();
  });

  test('an admin creates a leaderboard with prizes by rank, moves it and deletes it', async ({ page }) => {
    const name = uniqueName('E2E Board ');
    const slug = `e2e-${Date.now().toString(36)}`;
    await page.goto('/admin-new/leaderboards');
    await page.getByRole('button', { name: 'Add leaderboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add leaderboard' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Slug').fill('roobet');
    await dialog.getByLabel('Timeframe').selectOption('weekly');
    await dialog.getByLabel('Rank 1', { exact: true }).fill('500');
    await dialog.getByLabel('Rank 2', { exact: true }).fill('250.50');
    await dialog.getByLabel('Rank 3', { exact: true }).fill('abc');
    await dialog.getByRole('button', { name: 'Create leaderboard' }).click();
    await expect(dialog.getByText('Enter an amount such as 100 or 12.50')).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove Rank 3' }).click();
    await expect(dialog.getByText('Total prize pool: $750.50')).toBeVisible();

    // The server refuses a slug another board uses (409); the message shows under the slug.
    await dialog.getByRole('button', { name: 'Create leaderboard' }).click();
    await expect(dialog.getByText('Another leaderboard already uses this slug.')).toBeVisible();
    await dialog.getByLabel('Slug').fill(slug);
    await dialog.getByRole('button', { name: 'Create leaderboard' }).click();
    await expect(toast(page, 'Leaderboard created')).toBeVisible();
    const created = row(page, name);
    await expect(created).toContainText('$750.50');
    await expect(created).toContainText('Weekly');
    await expect(created).toContainText('Ends in');

    const headings = page.getByRole('list', { name: 'Leaderboards in display order' }).getByRole('heading');
    await expect(headings.last()).toHaveText(name);
    await page.getByRole('button', { name: `Move ${name} up` }).click();
    await expect(headings.nth(-2)).toHaveText(name);
    await page.reload();
    await expect(headings.nth(-2)).toHaveText(name);

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete leaderboard?' })
      .getByRole('button', { name: 'Delete leaderboard' })
      .click();
    await expect(toast(page, 'Leaderboard deleted')).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
  });

  test('on a phone the sections are in a top menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin-new/settings');
    const menu = page.getByRole('button', { name: /Admin section: Site settings/ });
    await expect(menu).toBeVisible();
    await menu.click();
    await page.getByRole('menuitem', { name: 'Leaderboards' }).click();
    await expect(page).toHaveURL(/\/admin-new\/leaderboards$/);
    await expect(page.getByRole('heading', { name: 'Leaderboards', level: 2 })).toBeVisible();
  });
});
