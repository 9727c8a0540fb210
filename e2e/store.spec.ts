import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AdminStoreItem, StoreItemInput } from '@podium/shared/store/schemas';
import { expect, type Session, test, uniqueName } from './fixtures';

// Other specs share this database: every test signs in a fresh member and makes its own items, and
// takes its items off the shelf again at the end.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const card = (page: Page, name: string) => page.getByRole('article', { name });
const balance = (page: Page) => page.getByRole('region', { name: 'Your balance' });
const itemNames = (page: Page) =>
  page.getByRole('list', { name: 'Store items' }).getByRole('heading', { level: 3 });

/** The admin, signed in in a separate browser context, making items and crediting points. */
function storeAdmin(admin: Session) {
  const created: number[] = [];
  return {
    async createItem(input: Partial<StoreItemInput> & { name: string; cost: number }) {
      const item = await admin.post<AdminStoreItem>('/api/admin/store/items', {
        description: '',
        image: null,
        quantity: null,
        max_purchases_per_user: null,
        is_active: true,
        ...input,
      });
      created.push(item.id);
      return item;
    },
    givePoints: (userId: number, amount: number) =>
      admin.post(`/api/admin/users/${userId}/points`, { amount, reason: 'Store browser test' }),
    /** Takes this test's items off the shelf (bought items cannot be deleted, so deactivate). */
    async close() {
      for (const id of created) await admin.post(`/api/admin/store/items/${id}/deactivate`);
    },
  };
}
type Admin = ReturnType<typeof storeAdmin>;

const test2 = test.extend<{ admin: Admin }>({
  admin: async ({ member }, use) => {
    const admin = storeAdmin(await member('admin'));
    await use(admin);
    await admin.close();
  },
});

test('signed out, the store asks to sign in and still answers the FAQ', async ({ page }) => {
  await page.goto('/store');
  await expect(page.getByRole('heading', { name: 'Store', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(page.getByText('How long does a purchase take?')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(balance(page)).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test2(
  'a member buys an item through the modal; balance, stock and history follow',
  async ({ page, admin, login }) => {
    const tag = uniqueName();
    const memberId = await login(`buyer_${tag}`);
    await admin.givePoints(memberId, 1000);
    const name = `Team Jersey ${tag}`;
    await admin.createItem({
      name,
      description: 'Signed by the streamer',
      cost: 300,
      quantity: 3,
      max_purchases_per_user: 2,
    });

    await page.goto('/store');
    await expect(balance(page)).toContainText('1,000 points');
    await page.getByRole('searchbox', { name: 'Search items' }).fill(tag);
    const item = card(page, name);
    await expect(item).toContainText('3 left');
    await expect(item).toContainText('Limit 2 per member · 0 bought');

    await item.getByRole('button', { name: 'Purchase' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Purchase' });
    await expect(dialog).toContainText('Item cost300 points');
    await expect(dialog).toContainText('Your balance1,000 points');
    await expect(dialog).toContainText('Balance after purchase700 points');
    await dialog.getByRole('button', { name: 'Purchase' }).click();

    await expect(toast(page, 'Item purchased successfully!')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(balance(page)).toContainText('700 points');
    await expect(item).toContainText('2 left');
    await expect(item).toContainText('Limit 2 per member · 1 bought');

    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByRole('heading', { name: 'Purchase History' })).toBeVisible();
    const row = page.getByRole('list', { name: 'Purchases' }).getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText('300 points');
    await expect(row).toContainText('Pending');

    // The second (last allowed) unit, by keyboard from the Store tab.
    await page.getByRole('tab', { name: 'History' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Store' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('searchbox', { name: 'Search items' }).fill(tag);
    await item.getByRole('button', { name: 'Purchase' }).click();
    await dialog.getByRole('button', { name: 'Purchase' }).click();
    await expect(balance(page)).toContainText('400 points');
    await expect(item.getByRole('button', { name: 'Limit Reached' })).toBeDisabled();

    // Still true after a reload: the server agrees.
    await page.reload();
    await expect(balance(page)).toContainText('400 points');
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(
      page.getByRole('list', { name: 'Purchases' }).getByRole('listitem').filter({ hasText: name }),
    ).toHaveCount(2);
  },
);

test2("a new member with 0 points sees 'Insufficient Points', disabled", async ({ page, admin, login }) => {
  const tag = uniqueName();
  await login(`newbie_${tag}`);
  const name = `Mystery Box ${tag}`;
  await admin.createItem({ name, cost: 50 });

  await page.goto('/store');
  await expect(balance(page)).toContainText('0 points');
  await page.getByRole('searchbox', { name: 'Search items' }).fill(tag);
  await expect(card(page, name).getByRole('button', { name: 'Insufficient Points' })).toBeDisabled();
  await expect(card(page, name)).toContainText('Unlimited stock');

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('heading', { name: 'No Purchase History' })).toBeVisible();
});

test2(
  'search matches name or description in any case; the four sort options order the grid',
  async ({ page, admin, login }) => {
    const tag = uniqueName();
    await login(`browser_${tag}`);
    await admin.createItem({ name: `Bravo ${tag}`, description: 'warm HOODIE', cost: 500 });
    await admin.createItem({ name: `alpha ${tag}`, description: 'a sticker', cost: 50 });
    await admin.createItem({ name: `Charlie ${tag}`, description: 'Hoodie voucher', cost: 2500 });

    await page.goto('/store');
    const search = page.getByRole('searchbox', { name: 'Search items' });
    await search.fill(tag.toUpperCase());
    const sort = page.getByLabel('Sort by');
    await expect(sort.locator('option')).toHaveText([
      'Price: Low to High',
      'Price: High to Low',
      'Name',
      'Newest',
    ]);
    await expect(itemNames(page)).toHaveText([`alpha ${tag}`, `Bravo ${tag}`, `Charlie ${tag}`]);
    await sort.selectOption({ label: 'Price: High to Low' });
    await expect(itemNames(page)).toHaveText([`Charlie ${tag}`, `Bravo ${tag}`, `alpha ${tag}`]);
    await sort.selectOption({ label: 'Name' });
    await expect(itemNames(page)).toHaveText([`alpha ${tag}`, `Bravo ${tag}`, `Charlie ${tag}`]);
    await sort.selectOption({ label: 'Newest' });
    await expect(itemNames(page)).toHaveText([`Charlie ${tag}`, `alpha ${tag}`, `Bravo ${tag}`]);

    await search.fill('hoodie');
    await expect(itemNames(page).filter({ hasText: tag })).toHaveText([`Charlie ${tag}`, `Bravo ${tag}`]);
    await search.fill(`no such thing ${tag}`);
    await expect(page.getByRole('heading', { name: 'No Items Found' })).toBeVisible();
  },
);

test2(
  'on a phone the store fits the screen, and the page and modal pass an accessibility scan',
  async ({ page, admin, login }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const tag = uniqueName();
    const memberId = await login(`phone_${tag}`);
    await admin.givePoints(memberId, 200);
    const name = `Sticker Pack ${tag}`;
    await admin.createItem({ name, description: 'Five holographic stickers', cost: 120, quantity: 10 });

    await page.goto('/store');
    await page.getByRole('searchbox', { name: 'Search items' }).fill(tag);
    await expect(card(page, name)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    let results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    const trigger = card(page, name).getByRole('button', { name: 'Purchase' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Purchase' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBeTruthy();
    results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();

    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByRole('heading', { name: 'No Purchase History' })).toBeVisible();
    results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  },
);
