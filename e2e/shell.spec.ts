import { expect, test } from './fixtures';

const header = (page: import('@playwright/test').Page) => page.getByRole('banner');

/** A navigation group's trigger: its disclosure until the visitor heads for it, then the real menu's button. */
const navGroup = (page: import('@playwright/test').Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .locator(':is(summary, button)')
    .filter({ hasText: new RegExp(`^${name}$`) });

test.describe('cookie consent banner', () => {
  const banner = (page: import('@playwright/test').Page) =>
    page.getByRole('region', { name: 'Cookie consent' });
  const stored = (page: import('@playwright/test').Page) =>
    page.evaluate(() => window.localStorage.getItem('cookie_consent'));

  test("Accept stores 'accepted' and the banner stays hidden after a reload", async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    expect(await stored(page)).toBeNull();
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toBe('accepted');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test("Decline stores 'declined' and the banner stays hidden after a reload", async ({ page }) => {
    await page.goto('/leaderboard');
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    expect(await stored(page)).toBe('declined');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('the first visit asks for the 18+ confirmation over the page; remembered, asked again once the choice is cleared', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/raffles');
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    const headingBox = await heading.boundingBox();
    await expect(banner(page)).toContainText('by continuing you confirm you are 18 or older.');
    // It lies over the page (fixed), so it moves nothing and what is under it stays readable.
    expect(await banner(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    // The server rendered it: it is in the first paint, not added later.
    const html = await (await page.request.get('/raffles')).text();
    expect(html.slice(html.indexOf('<div id="root">'))).toContain(
      'by continuing you confirm you are 18 or older.',
    );
    // From the keyboard: right after "Skip to content", then Enter.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toHaveCount(0);
    expect(await heading.boundingBox()).toEqual(headingBox);

    await page.reload();
    await expect(heading).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    // Clearing the cookie choice (the browser's "clear cookies and site data") asks again.
    await page.evaluate(() => window.localStorage.removeItem('cookie_consent'));
    await context.clearCookies({ name: 'cookie_consent' });
    await page.reload();
    await expect(banner(page)).toContainText('by continuing you confirm you are 18 or older.');
  });

  test("closing the banner stores 'declined'", async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Close cookie banner' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toBe('declined');
  });
});

test.describe('app shell', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
  });

  test('the branded loader goes away and the theme colours are applied', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading Podium' })).toHaveCount(0);
    const primary = await page.evaluate(() =>
      document.documentElement.style.getPropertyValue('--color-primary'),
    );
    expect(primary).toMatch(/^#|^rgb|^hsl/);
  });

  test('the navigation blurs after 50 px, hides scrolling down past 100 px and returns scrolling up', async ({
    page,
  }) => {
    await page.goto('/leaderboard');
    await expect(page.getByRole('columnheader', { name: 'RANK' })).toBeVisible();
    await expect(header(page)).toHaveAttribute('data-blurred', 'false');
    await expect(header(page)).toHaveAttribute('data-hidden', 'false');

    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(header(page)).toHaveAttribute('data-blurred', 'true');
    await expect(header(page)).toHaveAttribute('data-hidden', 'false');

    await page.evaluate(() => window.scrollTo(0, 500));
    await expect(header(page)).toHaveAttribute('data-hidden', 'true');
    await expect(header(page)).not.toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header(page)).toHaveAttribute('data-hidden', 'false');
    await expect(header(page)).toHaveAttribute('data-blurred', 'true');
    await expect(header(page)).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header(page)).toHaveAttribute('data-blurred', 'false');
  });

  test('the Stream and Affiliates groups open from the keyboard and lead to their pages', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // A menu's code loads when the visitor heads for it (decision 029): until then it is a disclosure
    // that works without scripts (decision 051); the keyboard focus on it loads the real menu, and the
    // focus stays on the real button.
    await nav.locator('summary', { hasText: 'Stream' }).focus();
    const streamButton = nav.getByRole('button', { name: 'Stream' });
    await expect(streamButton).toHaveAttribute('data-state', 'closed');
    await expect(streamButton).toBeFocused();
    await page.keyboard.press('Enter');
    const stream = page.getByRole('menu');
    await expect(stream.getByRole('menuitem')).toHaveText([
      'Bonus Hunts',
      'Predictions',
      'Slot Requests',
      'Challenges',
      'Tournaments',
      'Raffles',
    ]);
    await page.keyboard.press('Escape');

    await navGroup(page, 'Affiliates').click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      'Leaderboard',
      'Wager Raffles',
      'VIP Rewards',
    ]);
    await page.getByRole('menuitem', { name: 'Leaderboard' }).click();
    await expect(page).toHaveURL(/\/leaderboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('LEADERBOARD');
  });

  test('signed out, the navigation offers Login', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Store' })).toHaveAttribute('href', '/store');
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    await nav.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the footer has quick links, affiliate links, the copyright line and the credit', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Quick links' }).getByRole('link')).toHaveCount(8); // SPEC §2's seven and Past Winners (decision 065)
    await expect(footer.getByRole('navigation', { name: 'Affiliates' }).getByRole('link')).toHaveText([
      'Roobet',
      'Gamdom',
      'Shuffle',
    ]);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Podium`);
    await expect(footer).toContainText('Powered by Podium');
  });

  test('an unknown path shows Page Not Found with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'View Leaderboard' })).toBeVisible();
  });

  test('the Stream and Affiliates menus lead to Bonus Hunts and Wager Raffles', async ({ page }) => {
    await page.goto('/');
    for (const [group, label, heading] of [
      ['Stream', 'Bonus Hunts', /Bonus Hunt/],
      ['Affiliates', 'Wager Raffles', /Wager Raffles/],
    ] as const) {
      await navGroup(page, group).click();
      await page.getByRole('menuitem', { name: label }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
    }
  });
});

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
  });

  test('the menu button opens a menu mirroring the navigation', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }),
    ).toBeHidden();
    await page.getByLabel('Open menu').click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const name of [
      'Home',
      'Bonus Hunts',
      'Predictions',
      'Slot Requests',
      'Challenges',
      'Tournaments',
      'Raffles',
      'Leaderboard',
      'Wager Raffles',
      'VIP Rewards',
      'Store',
      'Contact',
      'Login',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Leaderboard' }).click();
    await expect(menu).toHaveCount(0);
    await expect(page).toHaveURL(/\/leaderboard$/);
  });

  test('no page scrolls sideways at 375 px', async ({ page }) => {
    for (const path of ['/', '/leaderboard', '/login', '/missing']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
