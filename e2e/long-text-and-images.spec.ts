import type { Locator, Page } from '@playwright/test';
import type { AdminRaffle } from '@podium/shared/raffles/admin';
import type { AdminStoreItem } from '@podium/shared/store/schemas';
import type { Tournament } from '@podium/shared/tournaments/schemas';
import { expect, raffleInput, test, uniqueName } from './fixtures';

// Issue 26: a 120-character title with no spaces wraps inside its card on a phone instead of being
// clipped, and a picture that fails to load shows a neutral placeholder, not the broken-image icon.
// The test makes its own raffle, item and tournament and removes them again.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
  await page.setViewportSize({ width: 375, height: 800 });
});

/** A word of `length` characters: no space to wrap at. */
const unbroken = (prefix: string, length: number) => `${prefix}${'W'.repeat(length - prefix.length)}`;

/** The element is whole: nothing of it scrolls or is cut off, it lies inside `box` and the page does not scroll sideways. */
async function expectWithin(page: Page, element: Locator, box: Locator) {
  await expect(element).toBeVisible();
  const fit = await element.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(fit.scroll, 'the text is not cut off').toBeLessThanOrEqual(fit.client + 1);
  const inner = (await element.boundingBox())!;
  const outer = (await box.boundingBox())!;
  expect(inner.x).toBeGreaterThanOrEqual(outer.x - 1);
  expect(inner.x + inner.width, 'inside its card').toBeLessThanOrEqual(outer.x + outer.width + 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('a 120-character unbroken title wraps inside its card and page on a phone', async ({
  page,
  login,
  member,
}) => {
  const admin = await member('admin');
  await login(uniqueName('reader')); // the store is for members
  const tag = uniqueName();
  const raffleTitle = unbroken(`Raffle${tag}`, 120);
  const itemName = unbroken(`Item${tag}`, 80);
  const tournamentName = unbroken(`Cup${tag}`, 120);
  const raffle = await admin.post<AdminRaffle>('/api/admin/raffles', {
    ...raffleInput(raffleTitle),
    description: `A prize described with ${unbroken('Longword', 90)} in it.`,
  });
  const item = await admin.post<AdminStoreItem>('/api/admin/store/items', {
    name: itemName,
    description: unbroken('Desc', 100),
    image: null,
    cost: 10,
    quantity: null,
    max_purchases_per_user: null,
    is_active: true,
  });
  const tournament = await admin.post<Tournament>('/api/admin/tournaments', {
    name: tournamentName,
    size: 4,
    slots: ['A', 'B', 'C', 'D'].map((name) => ({ name, user_id: null })),
    points_per_correct: 1,
    xp_per_correct: 1,
    perfect_bonus_points: 0,
    perfect_bonus_xp: 0,
  });
  try {
    await page.goto('/raffles');
    const raffleCard = page.getByRole('article', { name: raffleTitle });
    await expectWithin(page, raffleCard.getByRole('heading', { name: raffleTitle }), raffleCard);
    await page.goto(`/raffles/${raffle.id}`);
    await expectWithin(
      page,
      page.getByRole('heading', { level: 1, name: raffleTitle }),
      page.getByRole('main'),
    );

    await page.goto('/store');
    const itemCard = page.getByRole('article', { name: itemName });
    await expectWithin(page, itemCard.getByRole('heading', { name: itemName }), itemCard);

    await page.goto('/tournaments');
    const cupCard = page.getByRole('article', { name: tournamentName });
    await expectWithin(page, cupCard.getByRole('heading', { name: tournamentName }), cupCard);
    await page.goto(`/tournaments/${tournament.id}`);
    await expectWithin(
      page,
      page.getByRole('heading', { level: 1, name: tournamentName }),
      page.getByRole('main'),
    );
  } finally {
    await admin.post(`/api/admin/raffles/${raffle.id}/cancel`);
    await admin.post(`/api/admin/store/items/${item.id}/deactivate`);
    await admin.api('DELETE', `/api/admin/tournaments/${tournament.id}`);
  }
});

test('a raffle picture that fails shows a placeholder of the same size, even when it failed before hydration', async ({
  page,
  member,
}) => {
  const admin = await member('admin');
  const broken = await admin.post<AdminRaffle>(
    '/api/admin/raffles',
    raffleInput(uniqueName('Broken '), { image: '/no-such-picture.png' }),
  );
  const fine = await admin.post<AdminRaffle>(
    '/api/admin/raffles',
    raffleInput(uniqueName('Fine '), { image: '/favicon.svg' }),
  );
  try {
    // The server's page has the picture, and the scripts come late: it fails before React listens.
    const html = await (await page.request.get('/raffles')).text();
    expect(html).toContain('/no-such-picture.png');
    let imageFailed = false;
    page.on('requestfinished', async (request) => {
      if (request.url().endsWith('/no-such-picture.png'))
        imageFailed = (await request.response())?.status() === 404;
    });
    await page.route('**/assets/*.js', async (route) => {
      await expect.poll(() => imageFailed).toBe(true);
      await route.continue();
    });
    await page.goto('/raffles');
    const card = page.getByRole('article', { name: broken.title });
    await expect(card.getByTestId('raffle-image-fallback')).toBeVisible();
    await expect(card.locator('img')).toHaveCount(0);
    // Same box as a picture that loads: nothing moved.
    const picture = (await page
      .getByRole('article', { name: fine.title })
      .locator('img')
      .locator('..')
      .boundingBox())!;
    const placeholder = (await card.getByTestId('raffle-image-fallback').boundingBox())!;
    expect([placeholder.width, placeholder.height]).toEqual([picture.width, picture.height]);
  } finally {
    await admin.post(`/api/admin/raffles/${broken.id}/cancel`);
    await admin.post(`/api/admin/raffles/${fine.id}/cancel`);
  }
});
