import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, uniqueName } from './fixtures';

// Other specs share this database: every test puts back what it changed, or uses unique names.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The member's points as the summary shows them ("1,250" → 1250). */
async function balance(page: Page): Promise<number> {
  const value = page.locator('dt', { hasText: /^Points$/ }).locator('xpath=following-sibling::dd');
  return Number((await value.innerText()).replaceAll(',', ''));
}

/** Members › search › open the member's page. */
async function openMember(page: Page, username: string) {
  await page.goto('/admin-new/members');
  await page.getByLabel('Search members').fill(username);
  await expect(page).toHaveURL(new RegExp(`query=${username}`));
  const row = page.getByRole('row').filter({ hasText: `@${username}` });
  await row.getByRole('link').click();
  await expect(page.getByText(`@${username}`, { exact: true }).first()).toBeVisible();
}

async function adjust(page: Page, amount: string, reason: string) {
  await page.getByLabel('Amount').fill(amount);
  await page.getByLabel('Reason').fill(reason);
  await page.getByRole('button', { name: 'Adjust points' }).click();
}

test('a member who opens the Members section is told it needs an Admin', async ({ page, login }) => {
  await login('member');
  await page.goto('/admin-new/members');
  await expect(page.getByRole('heading', { name: 'The admin panel needs an Admin', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Members' })).toHaveCount(0);
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);
});

test.describe('admin members', () => {
  test.beforeEach(async ({ login }) => {
    await login('admin');
  });

  test('finds a member, credits points with a reason, and a debit beyond the balance is refused', async ({
    page,
  }) => {
    await openMember(page, 'member');
    await expect(page.getByRole('heading', { name: 'Member', level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Public profile' })).toHaveAttribute(
      'href',
      '/profile/member',
    );
    const before = await balance(page);
    const reason = uniqueName('Stream giveaway ');

    await page.getByLabel('Amount').fill('+250');
    await expect(
      page.getByText(`new balance ${(before + 250).toLocaleString('en-US')} points`),
    ).toBeVisible();
    await page.getByLabel('Reason').fill(reason);
    await page.getByRole('button', { name: 'Adjust points' }).click();
    await expect(toast(page, 'Points adjusted')).toBeVisible();
    const after = (before + 250).toLocaleString('en-US');
    await expect(page.getByRole('status').filter({ hasText: `New balance: ${after} points` })).toBeVisible();
    expect(await balance(page)).toBe(before + 250);
    const row = page.getByRole('row').filter({ hasText: reason });
    await expect(row).toContainText('+250');
    await expect(row).toContainText(after);
    await expect(row).toContainText('@admin');

    await adjust(page, '-9999999', 'Too much');
    await expect(page.getByLabel('Amount')).toHaveAccessibleDescription(/Insufficient Points/);
    await expect(toast(page, 'Insufficient Points')).toBeVisible();
    expect(await balance(page)).toBe(before + 250);

    // The reason is required (the shared schema's rule, before anything is sent).
    await adjust(page, '-250', '');
    await expect(page.getByLabel('Reason')).toHaveAccessibleDescription(/Give a reason/);
    await expect(page.getByLabel('Reason')).toBeFocused();

    await page.getByLabel('Reason').fill('Browser test: put back');
    await page.getByRole('button', { name: 'Adjust points' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `New balance: ${before.toLocaleString('en-US')}` }),
    ).toBeVisible();

    const scan = await new AxeBuilder({ page }).include('#main').analyze();
    expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test("changes a member's role, and cannot change their own", async ({ page }) => {
    await openMember(page, 'reelqueen');
    const role = page.getByLabel('Role', { exact: true });
    await expect(role).toHaveValue('Member');
    await role.selectOption('VIP');
    await page.getByRole('button', { name: 'Save role' }).click();
    await expect(toast(page, 'Role updated')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Role', { exact: true })).toHaveValue('VIP');

    await page.getByLabel('Role', { exact: true }).selectOption('Member');
    await page.getByRole('button', { name: 'Save role' }).click();
    await expect(toast(page, 'Role updated')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Role', { exact: true })).toHaveValue('Member');

    await openMember(page, 'admin');
    await expect(page.getByLabel('Role', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('Role', { exact: true })).toHaveAccessibleDescription(
      'You cannot change your own role.',
    );
  });

  test('creates a badge, grants it, revokes it and deletes it', async ({ page }) => {
    const name = uniqueName('QA Badge ');
    await page.goto('/admin-new/badges');
    await page.getByRole('button', { name: 'Add badge' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add badge' });
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await dialog.getByRole('button', { name: 'Create badge' }).click();
    await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription(/Name is required/);
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Icon').fill('🏅');
    await dialog.getByLabel('Description').fill('Given by the browser test.');
    await dialog.getByRole('button', { name: 'Create badge' }).click();
    await expect(toast(page, 'Badge created')).toBeVisible();
    await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();

    await openMember(page, 'spinmaster');
    const badges = page.getByRole('region', { name: 'Badges' });
    await badges.getByLabel('Grant a badge').selectOption({ label: name });
    await badges.getByRole('button', { name: 'Grant badge' }).click();
    await expect(toast(page, 'Badge granted')).toBeVisible();
    const granted = badges.getByRole('list', { name: 'Granted badges' });
    await expect(granted.getByText(name)).toBeVisible();

    await granted.getByRole('button', { name: `Revoke ${name}` }).click();
    await expect(toast(page, 'Badge revoked')).toBeVisible();
    await expect(badges.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
    await expect(badges.getByLabel('Grant a badge')).toBeFocused();

    await page.goto('/admin-new/badges');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete badge?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete badge' }).click();
    await expect(toast(page, 'Badge deleted')).toBeVisible();
    await expect(page.getByRole('heading', { name, level: 3 })).toHaveCount(0);
  });

  test('edits the achievement catalogue and grants a manual achievement', async ({ page }) => {
    const title = uniqueName('QA Trophy ');
    await page.goto('/admin-new/achievements');
    await page.getByRole('button', { name: 'Add achievement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add achievement' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Category').selectOption('special');
    await expect(dialog.getByLabel('Threshold')).toBeDisabled();
    await dialog.getByRole('button', { name: 'Create achievement' }).click();
    await expect(toast(page, 'Achievement created')).toBeVisible();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(row).toContainText('Granted by an admin');
    await expect(row).toContainText('0 unlocks');

    await openMember(page, 'spinmaster');
    const achievements = page.getByRole('region', { name: 'Achievements' });
    await achievements.getByLabel('Grant a manual achievement').selectOption({ label: title });
    await achievements.getByRole('button', { name: 'Grant achievement' }).click();
    await expect(toast(page, 'Achievement granted')).toBeVisible();
    await expect(achievements.getByRole('list', { name: 'Granted manual achievements' })).toContainText(
      title,
    );

    await page.goto('/admin-new/achievements');
    await expect(row).toContainText('1 unlock');
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${title}` });
    await edit.getByLabel('Unlocked by').selectOption('friends');
    await edit.getByLabel('Threshold').fill('3');
    await edit.getByRole('switch', { name: 'Active' }).click();
    await edit.getByRole('button', { name: 'Save achievement' }).click();
    await expect(toast(page, 'Achievement saved')).toBeVisible();
    await expect(row).toContainText('Unlocks at 3 friends');
    await expect(row).toContainText('Inactive');

    await row.getByRole('button', { name: `Delete ${title}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete achievement?' })
      .getByRole('button', { name: 'Delete achievement' })
      .click();
    await expect(toast(page, 'Achievement deleted')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('the members, badges and achievements sections pass an accessibility scan', async ({ page }) => {
    for (const [path, ready] of [
      ['members', '@moderator'],
      ['badges', 'Badges'],
      ['achievements', 'First Friend'],
    ] as const) {
      await page.goto(`/admin-new/${path}`);
      await expect(page.getByRole('main').getByText(ready).first()).toBeVisible();
      const scan = await new AxeBuilder({ page }).include('#main').analyze();
      expect(scan.violations.map((v) => `${path} ${v.id}: ${v.help}`)).toEqual([]);
    }
    await page.getByRole('button', { name: 'Edit First Friend' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit First Friend' })).toBeVisible();
    const scan = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(scan.violations.map((v) => `dialog ${v.id}: ${v.help}`)).toEqual([]);
  });

  test('the member search works on a phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin-new/members');
    await expect(page.getByText(/Page 1 of \d+ · \d+ members/)).toBeVisible();
    await page.getByLabel('Search members').fill('zz-nobody-zz');
    await expect(page.getByText('No members found')).toBeVisible();
    await page.getByLabel('Search members').fill('');
    await expect(page.getByRole('row').filter({ hasText: '@admin' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});
