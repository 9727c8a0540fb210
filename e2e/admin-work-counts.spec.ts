import type { WorkCounts } from '@podium/shared/staff-work/schemas';
import type { AdminStoreItem } from '@podium/shared/store/schemas';
import { expect, test, uniqueName } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

// Other specs share this database: the counts are read before and compared after, never assumed zero.
test('the sidebar counts a new purchase and ticket as they arrive, and one fewer once processed, without a reload', async ({
  page,
  login,
  member,
}) => {
  const admin = await member('admin');
  const buyer = await member(`work_${uniqueName()}`);
  const item = await admin.post<AdminStoreItem>('/api/admin/store/items', {
    name: `Work count mug ${uniqueName()}`,
    description: '',
    image: null,
    cost: 10,
    quantity: 5,
    max_purchases_per_user: null,
    is_active: true,
  });
  try {
    await admin.post(`/api/admin/users/${buyer.id}/points`, {
      amount: 100,
      reason: 'Work counts browser test',
    });
    await login('moderator');
    await page.goto('/admin-new/redemptions');
    const nav = page.getByRole('navigation', { name: 'Admin sections' }).first();
    // The moderator's own counts (staff are not counted their own purchases and tickets).
    const before = ((await (await page.request.get('/api/staff/work-counts')).json()) as { data: WorkCounts })
      .data;
    const waiting = (n: number) =>
      n === 0 ? /^Redemptions$/ : new RegExp(`^Redemptions \\(${n} waiting\\)$`);
    const link = () => nav.getByRole('link', { name: /^Redemptions/ });
    await expect(link()).toHaveAccessibleName(waiting(before.redemptions ?? 0));

    // The member buys: the moderator's sidebar says one more is waiting, on its own (live update).
    await buyer.post(`/api/r/store/${item.id}/redeem`);
    await expect(link()).toHaveAccessibleName(waiting((before.redemptions ?? 0) + 1), { timeout: 15_000 });
    await buyer.post('/api/r/tickets', {
      category: 'store_order',
      subject: 'My mug',
      message: 'Where is it?',
    });
    await expect(nav.getByRole('link', { name: /^Support tickets \(\d+ waiting\)$/ })).toBeVisible({
      timeout: 15_000,
    });

    // An admin processes it elsewhere: the count goes back down.
    const queue = await admin.api<{ redemptions: { id: number }[] }>(
      'GET',
      `/api/staff/redemptions?item_id=${item.id}`,
    );
    await admin.post(`/api/staff/redemptions/${queue.redemptions[0]!.id}/process`);
    await expect(link()).toHaveAccessibleName(waiting(before.redemptions ?? 0), { timeout: 15_000 });
  } finally {
    await admin.post(`/api/admin/store/items/${item.id}/deactivate`);
  }
});
