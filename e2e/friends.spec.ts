import type { Page } from '@playwright/test';
import { expect, test, uniqueName } from './fixtures';

// Fresh members with unique names per test: nothing here touches another spec's data.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const main = (page: Page) => page.getByRole('main');

test('send, accept and remove a friend between two signed-in members', async ({ page, login, member }) => {
  const [alice, bob] = [uniqueName('fa'), uniqueName('fb')];
  await login(alice);
  const bobPage = (await member(bob)).page;

  // Alice finds Bob with the friends control in the top navigation and sends a request.
  await page.goto('/');
  await page.getByRole('button', { name: 'Friends' }).click();
  const panel = page.getByRole('dialog', { name: 'Friends' });
  await panel.getByRole('searchbox', { name: 'Search members' }).fill(bob);
  const results = panel.getByRole('list', { name: 'Search results' });
  await results.getByRole('button', { name: 'Add Friend' }).click();
  await expect(toast(page, 'Friend request sent successfully')).toBeVisible();
  await expect(results.getByRole('button', { name: 'Request Sent' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // Bob sees one pending request on the friends control and accepts it.
  await bobPage.goto('/');
  await bobPage.getByRole('button', { name: 'Friends, 1 pending request' }).click();
  const bobPanel = bobPage.getByRole('dialog', { name: 'Friends' });
  await bobPanel.getByRole('button', { name: `Accept ${alice}` }).click();
  await expect(toast(bobPage, 'Friend request accepted')).toBeVisible();
  await expect(bobPanel.getByText('No pending friend requests.')).toBeVisible();

  // Alice now sees Bob as a friend on his profile, and removes him.
  await page.goto(`/profile/${bob}`);
  const friendship = main(page).getByRole('group', { name: 'Friendship' });
  await expect(friendship.getByText('Friends', { exact: true })).toBeVisible();
  await main(page).getByRole('button', { name: 'Remove Friend' }).click();
  await expect(toast(page, 'Friend removed successfully')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Add Friend' })).toBeVisible();
});

test('a request can be declined from the sender’s profile page', async ({ page, login, member }) => {
  const [carol, dave] = [uniqueName('fc'), uniqueName('fd')];
  await login(carol);
  const davePage = (await member(dave)).page;

  // Dave sends from Carol's profile; the button turns into a disabled 'Request Sent'.
  await davePage.goto(`/profile/${carol}`);
  await main(davePage).getByRole('button', { name: 'Add Friend' }).click();
  await expect(toast(davePage, 'Friend request sent successfully')).toBeVisible();
  await expect(main(davePage).getByRole('button', { name: 'Request Sent' })).toBeDisabled();

  // Carol opens Dave's profile: Accept and Decline; she declines.
  await page.goto(`/profile/${dave}`);
  await expect(main(page).getByRole('button', { name: 'Accept' })).toBeVisible();
  await main(page).getByRole('button', { name: 'Decline' }).click();
  await expect(toast(page, 'Friend request declined')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Add Friend' })).toBeVisible();
});

test('on a phone the friends panel opens from the mobile menu', async ({ page, login }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(uniqueName('fm'));
  await page.goto('/');
  await page.getByLabel('Open menu').click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Friends' }).click();
  const panel = page.getByRole('dialog', { name: 'Friends' });
  await expect(panel.getByRole('searchbox', { name: 'Search members' })).toBeFocused();
  await panel.getByRole('searchbox', { name: 'Search members' }).fill('lucky');
  await expect(panel.getByRole('link', { name: /lucky lena/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('friends-panel-375.png') });
});
