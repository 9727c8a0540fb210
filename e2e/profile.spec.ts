import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, uniqueName } from './fixtures';

// Each test signs in fresh members with unique names, so it shares nothing with other specs.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

const main = (page: Page) => page.getByRole('main');

test('a member opening /profile lands on their own profile, with a Settings button and four tabs', async ({
  page,
  login,
}) => {
  const name = uniqueName('own');
  await login(name);
  await page.goto('/profile');
  await expect(page).toHaveURL(`/profile/${name}`);
  await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(main(page).getByText(`@${name}`)).toBeVisible();
  await expect(main(page).getByText('Level 1', { exact: true })).toBeVisible();
  await expect(main(page).getByRole('progressbar')).toHaveAttribute('aria-valuemax', '1000');
  await expect(main(page).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  await expect(main(page).getByRole('button', { name: /Friend/ })).toHaveCount(0);

  const tab = (name: string) => main(page).getByRole('tab', { name });
  await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
  await expect(main(page).getByText('No recent activity yet.')).toBeVisible();
  await tab('Overview').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Stats')).toHaveAttribute('aria-selected', 'true');
  await expect(main(page).getByRole('heading', { name: 'Points History' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  const grid = main(page).getByRole('list', { name: 'Achievements' });
  await expect(grid.locator('[data-locked="true"]').first()).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(main(page).getByRole('tabpanel')).toContainText('in the top navigation');

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('a visitor sees another member’s profile without friend actions, and a login note on Friends', async ({
  page,
}) => {
  await page.goto('/profile/lucky_lena');
  await expect(main(page).getByRole('heading', { level: 1, name: 'lucky lena' })).toBeVisible();
  await expect(main(page).getByText('@lucky_lena')).toBeVisible();
  await expect(main(page).getByRole('button', { name: /Friend/ })).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await main(page).getByRole('tab', { name: 'Friends' }).click();
  await expect(main(page).getByRole('tabpanel').getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login',
  );
});

test("an unknown member shows 'Profile Not Found'", async ({ page }) => {
  await page.goto('/profile/no_such_member_here');
  await expect(page.getByRole('heading', { name: 'Profile Not Found' })).toBeVisible();
});

test('a visitor opening /profile is sent to /login', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('mutual friends link to profiles, and resting on one for 300 ms shows its hover card', async ({
  page,
  login,
  member,
}) => {
  const [a, b, c] = [uniqueName('ha'), uniqueName('hb'), uniqueName('hc')];
  await login(a);
  const viewer = await member(a);
  const other = await member(b);
  const mutual = await member(c);
  // a and b both befriend c.
  for (const side of [viewer, other]) {
    const { friendship_id } = await side.post<{ friendship_id: number }>('/api/r/friends/request', {
      user_id: mutual.id,
    });
    await mutual.api('POST', `/api/r/friends/${friendship_id}/accept`);
  }
  await mutual.post('/api/r/profile/update', { bio: 'The friend in common.' });

  await page.goto(`/profile/${b}`);
  await main(page).getByRole('tab', { name: 'Friends' }).click();
  const link = main(page).getByRole('tabpanel').getByRole('link', { name: c });
  await expect(link).toHaveAttribute('href', `/profile/${c}`);

  const card = page.getByRole('dialog', { name: `${c} profile preview` });
  await link.hover();
  await expect(card).toHaveCount(0); // not at once: after 300 ms
  await expect(card).toBeVisible();
  await expect(card).toContainText(`@${c}`);
  await expect(card).toContainText('Member');
  await expect(card).toContainText('The friend in common.');
  await expect(card).toContainText('Last Active');
  await card.getByRole('link', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(`/profile/${c}`);
  await expect(main(page).getByRole('heading', { level: 1, name: c })).toBeVisible();
});

test('the profile fits a 375 px phone', async ({ page, login }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const name = uniqueName('phone');
  await login(name);
  await page.goto(`/profile/${name}`);
  await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();
  for (const tab of ['Overview', 'Stats', 'Achievements', 'Friends']) {
    await main(page).getByRole('tab', { name: tab }).click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${tab} overflows`).toBeLessThanOrEqual(0);
  }
});
