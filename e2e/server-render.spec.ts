import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/** The public pages a visitor may land on from a link in chat (decision 019). */
// '/raffles/1' is the demo seed's open raffle (the first one a fresh database makes); '/wager-raffles/1'
// the demo's active wager raffle.
const publicPages = [
  '/',
  '/leaderboard',
  '/leaderboard/history',
  '/leaderboard/history?kind=tournaments',
  '/store',
  '/profile/member',
  '/login',
  '/raffles',
  '/raffles/1',
  '/wager-raffles',
  '/wager-raffles/1',
  '/tournaments',
  '/bonus-hunts',
  '/overlay/bonus-hunt',
  '/vip-rewards',
  '/contact',
  '/terms',
  '/privacy',
  '/responsible-gambling',
];

test.beforeEach(async ({ page }) => {
  await page.route('https://player.kick.com/**', (route) => route.abort());
});

test('the home page HTML already carries the leaderboard and the affiliates, before any script runs', async ({
  request,
}) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  // Seeded demo data: the affiliate cards and the leaderboard's platforms.
  expect(root).toContain('Roobet');
  expect(root).toContain('Gamdom');
  expect(root).toMatch(/<h1[^>]*>.*Podium/);
  // The page shows without scripts, so they wait for its first paint: the entry and the route's
  // chunk are held in an inert template after the page, which an inline loader empties (decision
  // 029). The data the page was rendered with travels with it; the stylesheet is inlined.
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toMatch(/<script type="module"|modulepreload/);
  const held = html.match(/<template id="after-paint">(.*?)<\/template><script>/)?.[1] ?? '';
  expect(held).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
  expect(held).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/HomePage-[^"]+\.js">/);
  expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
  expect(html).toMatch(/<style>[\s\S]{10000,}?<\/style>/);
  expect(html).toContain('"queries":');
});

test('in the browser the held scripts load after the paint, under the policy, and menus load on intent', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto('/leaderboard');
  await expect(page.locator('head script[type="module"][src^="/assets/index-"]')).toHaveCount(1);
  await expect(page.locator('#after-paint')).toHaveCount(0);
  // The toaster loads once the browser is idle; the header's menus wait for the visitor.
  await expect.poll(() => requested.some((path) => path.includes('/Toasts-'))).toBe(true);
  expect(requested.filter((path) => path.includes('/NavGroupMenu-'))).toEqual([]);
  await page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Affiliates' }).hover();
  await expect.poll(() => requested.some((path) => path.includes('/NavGroupMenu-'))).toBe(true);
  // The inlined stylesheet is never fetched again, and no inline script was refused.
  expect(requested.filter((path) => path.endsWith('.css'))).toEqual([]);
  expect(problems).toEqual([]);
});

test('a paged list comes rendered with its pagination, which the browser then reuses', async ({
  request,
}) => {
  const html = await (await request.get('/tournaments')).text();
  expect(html).toMatch(/"queryKey":\["tournaments","list",1,"all"\]/);
  expect(html).toMatch(/"pagination":\{"page":1,"per_page":\d+,"total":\d+,"total_pages":\d+\}/);
  expect(html).not.toContain('Failed to load tournaments');
});

test('without JavaScript the leaderboard table and the navigation are readable', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/leaderboard');
  const rows = page.getByRole('table').first().getByRole('row');
  expect(await rows.count()).toBeGreaterThan(10);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }),
  ).toHaveAttribute('href', '/store');
  await context.close();
});

test('an unknown path answers 404 with the not-found page', async ({ request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page Not Found');
});

for (const path of publicPages) {
  test(`${path} hydrates without console errors or hydration warnings, and axe finds no violation`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(problems).toEqual([]);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
