import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AdminStoreItem, StoreResponse } from '@podium/shared/store/schemas';
import { expect, test, uniqueName } from './fixtures';

// Other specs share this database: every test uses items and buyers with unique names, and takes its
// items off the shelf again (bought items cannot be deleted, so they are deactivated).

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const itemRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Store items' }).getByRole('listitem').filter({ hasText: name });
const queueRow = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('a member is told the queue needs an Admin, and its API refuses them', async ({ page, login }) => {
  await login('member');
  await page.goto('/admin-new/redemptions');
  await expect(page.getByRole('heading', { name: 'The admin panel needs an Admin', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Redemptions' })).toHaveCount(0);
  expect((await page.request.get('/api/staff/redemptions')).status()).toBe(403);
  expect((await page.request.get('/api/admin/store/items')).status()).toBe(403);
});

test('a moderator sees Redemptions and Support tickets: other sections send them to Redemptions', async ({
  page,
  login,
}) => {
  await login('moderator');
  await page.goto('/');
  await page.getByRole('button', { name: /account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Redemptions' }).click();
  await expect(page).toHaveURL(/\/admin-new\/redemptions$/);
  await expect(page.getByRole('heading', { name: 'Redemptions', level: 2 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin sections' }).first();
  // Each may carry its count of waiting work (decision 053): "Redemptions (2 waiting)".
  await expect(nav.getByRole('link')).toHaveText([/^Redemptions/, /^Support tickets/]);

  for (const path of ['/admin-new', '/admin-new/store', '/admin-new/members', '/admin-new/members/1']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin-new\/redemptions$/);
  }
  expect((await page.request.get('/api/admin/store/items')).status()).toBe(403);
  expect((await page.request.get('/api/staff/redemptions')).status()).toBe(200);
});

test('an admin creates an item, edits its stock, deactivates it and deletes it', async ({ page, login }) => {
  await login('admin');
  await page.goto('/admin-new/store');
  await expect(page.getByRole('heading', { name: 'Store items', level: 2 })).toBeVisible();
  const name = `Gaming Mouse ${uniqueName()}`;

  await page.getByRole('button', { name: 'Add item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add store item' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await dialog.getByRole('button', { name: 'Create item' }).click();
  await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription(/Name is required/);
  await expect(dialog.getByLabel('Cost (points)')).toHaveAccessibleDescription(/Enter a cost in points/);

  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill('Wireless, signed on stream');
  await dialog.getByLabel('Image').fill('/favicon.svg');
  await expect(dialog.locator('img[src="/favicon.svg"]')).toBeVisible();
  await dialog.getByLabel('Cost (points)').fill('1500');
  await dialog.getByLabel('Stock', { exact: true }).fill('5');
  await expect(dialog.getByRole('checkbox', { name: 'Unlimited purchases per member' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Unlimited purchases per member' }).uncheck();
  await expect(dialog.getByLabel('Limit per member')).toBeFocused();
  await dialog.getByLabel('Limit per member').fill('2');
  await dialog.getByRole('button', { name: 'Create item' }).click();
  await expect(toast(page, 'Item created')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const row = itemRow(page, name);
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Cost1,500 pts');
  await expect(row).toContainText('Stock5');
  await expect(row).toContainText('Per member2');
  await expect(row).toContainText('Sold0');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await edit.getByLabel('Stock', { exact: true }).fill('12');
  await edit.getByRole('button', { name: 'Save item' }).click();
  await expect(toast(page, 'Item saved')).toBeVisible();
  await expect(row).toContainText('Stock12');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await edit.getByRole('checkbox', { name: 'Unlimited stock' }).check();
  await expect(edit.getByLabel('Stock', { exact: true })).toBeDisabled();
  await edit.getByRole('button', { name: 'Save item' }).click();
  await expect(row).toContainText('StockUnlimited');

  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  await expect(toast(page, 'Item deactivated')).toBeVisible();
  await expect(row).toContainText('Inactive');
  await expect(row.getByRole('button', { name: `Activate ${name}` })).toBeVisible();

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete store item?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete item' }).click();
  await expect(toast(page, 'Item deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add item' })).toBeFocused();
});

test('a purchase waits in the queue: the moderator processes one, an admin refunds another', async ({
  page,
  login,
  member,
}) => {
  const tag = uniqueName();
  const buyerName = `queue_${tag}`;
  const admin = await member('admin');
  const buyer = await member(buyerName);
  const name = `Signed Poster ${tag}`;
  const item = await admin.post<AdminStoreItem>('/api/admin/store/items', {
    name,
    description: '',
    image: null,
    cost: 100,
    quantity: 5,
    max_purchases_per_user: null,
    is_active: true,
  });
  try {
    await admin.post(`/api/admin/users/${buyer.id}/points`, { amount: 300, reason: 'Queue browser test' });
    await buyer.post(`/api/r/store/${item.id}/redeem`);
    await buyer.post(`/api/r/store/${item.id}/redeem`);

    // The moderator: both purchases wait, Pending, at the top of the default (Pending) view.
    await login('moderator');
    await page.goto('/admin-new/redemptions');
    await expect(page.getByLabel('Status')).toHaveValue('pending');
    const rows = queueRow(page, `@${buyerName}`);
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(name);
    await expect(rows.first()).toContainText('100 pts');
    await expect(rows.first()).toContainText('Pending');
    await expect(rows.first()).toContainText('No Kick account');

    const first = rows.first();
    await first.getByRole('button', { name: /^Mark processed/ }).click();
    await expect(toast(page, 'Redemption marked as processed.')).toBeVisible();
    await expect(first).toContainText('Processed');
    await expect(first).toContainText('@moderator');
    await expect(first.getByRole('button', { name: /^Mark processed/ })).toHaveCount(0);
    await expect(first.locator('[id^="redemption-"]')).toBeFocused();

    // The item filter offers the items seen in the queue; with All statuses both show.
    await page.getByLabel('Status').selectOption('all');
    await page.getByLabel('Item').selectOption({ label: name });
    await expect(page).toHaveURL(new RegExp(`status=all&item=${item.id}`));
    await expect(queueRow(page, `@${buyerName}`)).toHaveCount(2);
    await expect(page.getByText('Page 1 of 1 · 2 redemptions')).toBeVisible();

    // An admin refunds the other one; the buyer's points and the stock come back.
    await admin.page.goto(`/admin-new/redemptions?item=${item.id}`);
    const pending = queueRow(admin.page, `@${buyerName}`);
    await expect(pending).toHaveCount(1);
    await pending.getByRole('button', { name: /^Refund/ }).click();
    const confirm = admin.page.getByRole('dialog', { name: 'Refund this purchase?' });
    await expect(confirm).toContainText(
      `100 pts go back to their balance and the item's stock gets its unit back`,
    );
    await confirm.getByRole('button', { name: 'Refund' }).click();
    await expect(toast(admin.page, 'Redemption refunded: points and stock returned.')).toBeVisible();
    await expect(pending).toContainText('Refunded');
    await expect(pending.getByRole('button', { name: /^Refund/ })).toHaveCount(0);

    const store = (await (await buyer.page.request.get('/api/r/store')).json()) as { data: StoreResponse };
    expect(store.data.user_points).toBe(200);
    expect(store.data.store_items.find((i) => i.id === item.id)?.quantity).toBe(4);

    // A bought item cannot be deleted: the server's 409 shows as a toast, the item stays.
    await admin.page.goto('/admin-new/store');
    const row = itemRow(admin.page, name);
    await expect(row).toContainText('Sold1');
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await admin.page.getByRole('button', { name: 'Delete item' }).click();
    await expect(
      toast(admin.page, 'This item has been bought and cannot be deleted. Deactivate it instead.'),
    ).toBeVisible();
    await expect(row).toHaveCount(1);
  } finally {
    await admin.post(`/api/admin/store/items/${item.id}/deactivate`);
  }
});

test('on a phone the queue and the item list fit 375 px, and pass an accessibility scan', async ({
  page,
  login,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await login('admin');
  for (const path of ['/admin-new/redemptions?status=all', '/admin-new/store']) {
    await page.goto(path);
    await expect(page.locator('#admin-section-title')).toBeVisible();
    await expect(page.getByText(/^Loading /)).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    if (process.env.SCREENSHOTS) {
      await page.screenshot({
        path: `/tmp/admin-store-${path.split('/')[2]?.split('?')[0]}.png`,
        fullPage: true,
      });
    }
  }
});
