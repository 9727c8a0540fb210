import type { Page } from '@playwright/test';
import { expect, type Session, test, uniqueName } from './fixtures';

// The bell (issue 30, decision 062). Fresh members per test. Something happens to the member (here
// a friend request; helper specs add their own events with `bell` and `openBell`), the bell's count
// rises live, the panel lists it, following it opens its page and marks it read.

// Two or three people sign in per test, on a busy machine: more time than the default.
test.slow();

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

/** The header's bell; its accessible name carries the unread count ("Notifications, 2 unread"). */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
/** Opens the bell's menu and answers it. */
async function openBell(page: Page) {
  await bell(page).click();
  const panel = page.getByRole('menu', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  return panel;
}
/** Another member sends `to` a friend request (the API, as the friends panel does). */
const befriend = (from: Session, toId: number) => from.post('/api/r/friends/request', { user_id: toId });

test('a friend request lights the bell live; following it opens the profile and reads it', async ({
  page,
  login,
  member,
}) => {
  const alice = uniqueName('na');
  const aliceId = await login(alice);
  await page.goto('/');
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // Bob and Carol send requests while Alice's page is open: the count arrives without a reload.
  const bob = await member();
  const carol = await member();
  await befriend(bob, aliceId);
  await befriend(carol, aliceId);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread', { timeout: 15_000 });
  await expect(page.getByTestId('notifications-badge')).toHaveText('2');

  // The panel lists both, newest first; the keyboard reaches them.
  const panel = await openBell(page);
  const items = panel.getByRole('menuitem', { name: /sent you a friend request/ });
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(`${carol.username} sent you a friend request.`);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();

  // Enter opens Carol's profile and marks that one read.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/profile/${carol.username}$`));
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

  // Mark all as read from the panel: the bell goes quiet.
  const again = await openBell(page);
  await again.getByRole('menuitem', { name: 'Mark all as read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notifications-badge')).toHaveCount(0);

  // The full page lists them read, and says when there are none for someone new.
  await again.getByRole('menuitem', { name: 'See all notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const list = page.getByRole('main').getByRole('link', { name: /sent you a friend request/ });
  await expect(list).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});

test('someone new sees an empty bell and an empty list; visitors have no bell', async ({ page, login }) => {
  await page.goto('/');
  await expect(bell(page)).toHaveCount(0);
  await login(uniqueName('ne'));
  await page.goto('/');
  const panel = await openBell(page);
  await expect(panel.getByText('No notifications yet')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();
});

test('on a phone the bell and its panel fit the screen', async ({ page, login, member }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const aliceId = await login(uniqueName('np'));
  await befriend(await member(uniqueName('long_member_name_')), aliceId);
  await page.goto('/');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
  const panel = await openBell(page);
  await expect(panel.getByRole('menuitem', { name: /sent you a friend request/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await panel.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('notifications-panel-375.png') });
});
