import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, uniqueName } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a member requests a slot, the streamer picks at random with the overlay open, and it shows the pick', async ({
  page,
  login,
  member,
  browser,
  baseURL,
}) => {
  const admin = await member('admin');
  const slot = uniqueName('Reel Test ');
  // An empty queue and a slot of our own in the catalogue, so the pick is the member's request.
  await admin.post('/api/admin/slot-requests/clear');
  await admin.post('/api/admin/slot-requests/slots/import', { csv: `${slot},Test Provider` });
  await login(uniqueName('caller'));

  // The member finds the slot with the search box and requests it.
  await page.goto('/slot-requests');
  await expect(page.getByRole('heading', { name: 'Slot requests', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search slots' }).fill(slot);
  await page.getByRole('button', { name: `Request ${slot}` }).click();
  await expect(toast(page, 'Slot requested')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your requests' })).toContainText(slot);
  await expect(page.getByRole('list', { name: 'Queue' })).toContainText(slot);
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // The stream overlay shows the queue, transparent.
  const overlay = await (await browser.newContext({ baseURL })).newPage();
  await overlay.goto('/overlay/slot-requests');
  const box = overlay.locator('[data-overlay="slot-requests"]');
  await expect(box).toContainText(slot);
  expect(await overlay.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'rgba(0, 0, 0, 0)',
  );

  // The streamer sees the next pick's seed hash, then picks at random.
  const a = admin.page;
  await a.goto('/admin-new/slot-requests');
  await expect(
    a.getByText(/Next pick's seed hash \(published before the pick\): [0-9a-f]{64}/),
  ).toBeVisible();
  await a.getByRole('button', { name: 'Pick at random' }).click();
  await expect(toast(a, 'Picked at random')).toBeVisible();

  // The overlay reveals the pick live; the member's page shows it and verifies it in the browser.
  await expect(box.locator('[data-pick="revealed"]')).toContainText(slot, { timeout: 10_000 });
  await expect(page.getByTestId('last-pick')).toContainText(slot);
  await page.getByRole('link', { name: 'Verify this pick' }).click();
  await expect(page.getByText('Recomputed in your browser: matches')).toBeVisible();
  await overlay.context().close();
});
