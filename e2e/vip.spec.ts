import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { CasinoAccountPage } from '@podium/shared/casino-accounts/schemas';
import type { LeaderboardPayload } from '@podium/shared/leaderboard/schemas';
import type { AdminVip, AdminVipTier } from '@podium/shared/vip/schemas';
import { csrfToken, expect, type Session, test, uniqueName } from './fixtures';

// Other specs share this database: each test signs in a fresh member, links a demo Roobet player's
// name as their Roobet username (Roobet matches the first casino username), which an Admin verifies
// (decision 042: a relinked account starts pending, whoever held it before), makes its own tiers and
// retires them again at the end; the member's link is dropped so the player's name is free again.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const tierRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

interface Setup {
  admin: Session;
  member: Session;
  /** The Roobet player whose name the member linked, with their wager this period (dollars). */
  player: { name: string; wagered: number };
  tier: (fields: {
    name: string;
    reward_type: 'cash' | 'points';
    reward_amount: number;
  }) => Promise<AdminVipTier>;
}

const vipTest = test.extend<{ vip: Setup }>({
  vip: async ({ member }, use) => {
    const admin = await member('admin');
    const fan = await member(uniqueName('vip_'));
    const board = await admin.api<LeaderboardPayload>('GET', '/api/r/leaderboard');
    const roobet = board.all_leaderboards.roobet!;
    const players = [...roobet.top_three, ...roobet.rest_of_users].filter((p) => p.wagered >= 1000);
    // The first demo player whose name no other member has linked yet.
    let player: Setup['player'] | null = null;
    for (const p of players) {
      const res = await fan.page.request.post('/api/r/profile/update', {
        data: { crypto: p.displayName, crypto2: null, crypto3: null },
        headers: { 'x-csrf-token': await csrfToken(fan.page) },
      });
      if (res.ok()) {
        player = { name: p.displayName, wagered: p.wagered };
        break;
      }
    }
    expect(player, 'a demo Roobet player to link').not.toBeNull();
    // A linked account earns once an Admin has verified it (decision 042): the admin queue's verify.
    const queue = await admin.api<CasinoAccountPage>(
      'GET',
      `/api/admin/casino-accounts?status=pending&q=${encodeURIComponent(player!.name)}`,
    );
    const account = queue.accounts.find((a) => a.holder?.username === fan.username);
    expect(account, 'the member’s Roobet account in the admin queue').toBeDefined();
    await admin.post(`/api/admin/casino-accounts/${account!.id}/verify`, {});
    const vip = await admin.api<AdminVip>('GET', '/api/admin/vip');
    const platformId = vip.platforms.find((p) => p.slug === 'roobet')!.id;
    const made: number[] = [];
    await use({
      admin,
      member: fan,
      player: player!,
      tier: async (fields) => {
        const tier = await admin.post<AdminVipTier>('/api/admin/vip/tiers', {
          platform_id: platformId,
          description: 'Made by the VIP browser test',
          image: null,
          min_wagered: Math.floor(player!.wagered),
          ...fields,
        });
        made.push(tier.id);
        return tier;
      },
    });
    for (const id of made) await admin.post(`/api/admin/vip/tiers/${id}/retire`);
    await fan.post('/api/r/profile/update', { crypto: null, crypto2: null, crypto3: null });
  },
});

vipTest(
  'a member whose linked casino username has wagered enough claims a tier: Claimed, and the points in their history',
  async ({ vip }) => {
    const name = `Whale ${uniqueName()}`;
    await vip.tier({ name, reward_type: 'points', reward_amount: 777 });
    const page = vip.member.page;

    // The signed-in member's HTML already carries their tiers (server-rendered with their data).
    const html = await (await page.request.get('/vip-rewards')).text();
    expect(html).toContain(name);

    await page.goto('/vip-rewards');
    await expect(page.getByRole('heading', { name: 'VIP Rewards', level: 1 })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Your VIP summary' });
    await expect(summary).toContainText('Favorite Platform');
    await expect(summary).toContainText('Roobet');
    await expect(page.getByRole('tab', { name: 'Roobet' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(/Your wagered amount on Roobet/)).toBeVisible();

    const row = tierRow(page, name);
    await expect(row).toContainText('777 Points');
    await expect(row).toContainText('Complete');
    await expect(row).toContainText('Available');
    await row.getByRole('button', { name: `Claim ${name}` }).click();
    await expect(toast(page, 'Reward claimed successfully!')).toBeVisible();
    await expect(row).toContainText('Claimed');
    await expect(row.getByRole('button')).toHaveCount(0);
    // Diamond needs $1,000,000: out of reach, so Locked, with its progress.
    await expect(tierRow(page, 'Diamond')).toContainText('Locked');

    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await page.goto(`/profile/${vip.member.username}`);
    await page.getByRole('tab', { name: 'Stats' }).click();
    const history = page.getByRole('region', { name: 'Points History' });
    await expect(history).toContainText(`VIP reward: ${name} (Roobet)`);
    await expect(history).toContainText('+777');
  },
);

vipTest(
  'on a phone (375 px) the tiers are cards: a member claims one with the Claim button in view, no sideways scroll',
  async ({ vip }) => {
    const name = `Pocket ${uniqueName()}`;
    await vip.tier({ name, reward_type: 'points', reward_amount: 55 });
    const page = vip.member.page;
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/vip-rewards');
    await expect(page.getByRole('heading', { name: 'VIP Rewards', level: 1 })).toBeVisible();

    const row = tierRow(page, name);
    const claim = row.getByRole('button', { name: `Claim ${name}` });
    await claim.scrollIntoViewIfNeeded();
    await expect(claim).toBeInViewport();
    // Nothing runs off the side: the page is no wider than the screen, the button lies within it.
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    const box = (await claim.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    // On a card every value shows its column's name (the table's header row is for screen readers only).
    const reward = row.getByRole('cell').filter({ hasText: '55 Points' });
    expect(await reward.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Reward"');

    await claim.click();
    await expect(toast(page, 'Reward claimed successfully!')).toBeVisible();
    await expect(row).toContainText('Claimed');
    await expect(row.getByRole('button')).toHaveCount(0);

    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  },
);

vipTest(
  'a cash reward waits in the payout queue until an admin marks it paid; the member sees it',
  async ({ vip, page, login }) => {
    const name = `Cashback ${uniqueName()}`;
    await vip.tier({ name, reward_type: 'cash', reward_amount: 25 });
    const fan = vip.member.page;
    await fan.goto('/vip-rewards');
    await tierRow(fan, name)
      .getByRole('button', { name: `Claim ${name}` })
      .click();
    await expect(toast(fan, 'Your cash payout is pending.')).toBeVisible();
    const payouts = fan.getByRole('list', { name: 'Payouts' });
    await expect(payouts.getByRole('listitem').filter({ hasText: name })).toContainText('Pending');

    await login('admin');
    await page.goto('/admin-new/payouts');
    await expect(page.getByRole('heading', { name: 'Payouts', level: 2 })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: `@${vip.member.username}` });
    await expect(row).toContainText(vip.player.name);
    await expect(row).toContainText('$25.00');
    await row.getByRole('button', { name: `Mark payout to ${vip.member.username} paid` }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark payout paid' });
    const reference = `TIP-${uniqueName()}`;
    await dialog.getByLabel('Reference').fill(reference);
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await expect(toast(page, 'Payout marked as paid.')).toBeVisible();
    await expect(row).toContainText(`Ref: ${reference}`);
    await expect(row).toContainText('by admin');

    await fan.reload();
    const paid = fan.getByRole('list', { name: 'Payouts' }).getByRole('listitem').filter({ hasText: name });
    await expect(paid).toContainText('Paid');
    await expect(paid).toContainText(`Reference: ${reference}`);
  },
);

vipTest(
  'an admin who moves a casino account to a member that does not exist reads why above the dialog',
  async ({ vip }) => {
    const page = vip.admin.page;
    await page.goto(`/admin-new/casino-accounts?status=verified&q=${encodeURIComponent(vip.player.name)}`);
    await page
      .getByRole('button', { name: new RegExp(`^Move ${vip.player.name} on .* to another member$`) })
      .click();
    const dialog = page.getByRole('dialog', { name: `Move ${vip.player.name} to another member` });
    await dialog.getByLabel('Member id').fill('999999999');
    await dialog.getByLabel('Reason').fill('Typed the wrong id');
    await dialog.getByRole('button', { name: 'Move account' }).click();

    const refused = toast(page, 'The member to move it to was not found, or is deleted or banned.');
    await expect(refused).toBeVisible();
    // The dialog stays open with the error under its field, and the toast is above the dialog's
    // blurred backdrop (issue 25): the topmost element at the middle of the toast is the toast.
    await expect(dialog.getByLabel('Member id')).toHaveAccessibleDescription(/not found/);
    const onTop = await refused.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && el.contains(hit);
    });
    expect(onTop).toBe(true);
    // Closing the toast is not a click away from the dialog: the dialog stays, with what was typed.
    await refused.getByRole('button', { name: 'Close toast' }).click();
    await expect(refused).toHaveCount(0);
    await expect(dialog.getByLabel('Reason')).toHaveValue('Typed the wrong id');
  },
);
