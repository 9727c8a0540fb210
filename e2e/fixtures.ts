import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

// Browser specs share one database with demo data. A test that writes uses names no other test
// uses (`uniqueName`) and puts back what it changed; the fixtures below sign people in through the
// development sign-in route (the same session cookie as a real sign-in) and close what they open.

/** A name no other test run uses: the prefix, the time in base 36 and four random characters. */
export const uniqueName = (prefix = '') =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A raffle as an admin makes it through the API: open since an hour ago for a day, free entry, one
 * winner; `more` adds or changes fields (prizes, a claim window).
 */
export const raffleInput = (title: string, more: Record<string, unknown> = {}) => ({
  title,
  description: '',
  image: null,
  start_datetime: new Date(Date.now() - 3_600_000).toISOString(),
  end_datetime: new Date(Date.now() + 86_400_000).toISOString(),
  number_of_winners: 1,
  allow_passwordless_entry: true,
  allow_points_entry: false,
  points_per_entry: null,
  max_tickets_per_member: null,
  ...more,
});

/**
 * Waits until the app is interactive: a server-rendered page shows its buttons before React has
 * hydrated them (its scripts load after the first paint, decision 029), and a click in between would
 * be lost (Root marks `<html data-hydrated>`). Call it after a navigation the page starts itself
 * (a sign-in or sign-out that reloads the site); `goto` and `reload` already do.
 */
export const interactive = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

/** `page.goto` and `page.reload` that return once the app is interactive. */
function gotoInteractive(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await interactive(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await interactive(page);
    return response;
  };
  return page;
}

/**
 * The CSRF token of the page's visitor or member, asked for as the app does before a write when it
 * holds none (a visitor's page sets no cookie, decision 068); the browser context keeps its cookies.
 */
export const csrfToken = async (page: Page) => {
  const res = await page.request.get('/auth/csrf');
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: { csrf_token: string } }).data.csrf_token;
};

/** Signs `page` in as `username` (a new name makes a new member with 0 points); returns their id. */
async function signIn(page: Page, username: string): Promise<number> {
  await page.goto('/login');
  const res = await page.request.post('/auth/dev-login', {
    data: { username },
    headers: { 'x-csrf-token': await csrfToken(page) },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** Someone signed in in their own browser context, beside the test's page. */
export interface Session {
  username: string;
  id: number;
  page: Page;
  /** Calls the API as this person (with their CSRF token); fails the test unless it succeeds. */
  api: <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) => Promise<T>;
  post: <T = unknown>(path: string, data?: unknown) => Promise<T>;
}

interface Fixtures {
  /** Signs the test's page in as `username` (a seeded user such as 'admin', or a new member). */
  login: (username: string) => Promise<number>;
  /** Another person signed in in a new browser context: a new unique member unless named. */
  member: (username?: string) => Promise<Session>;
}

/** The port of this worker's server: each worker has its own server and database (playwright.config.ts). */
export const e2ePort = (parallelIndex: number) => Number(process.env.E2E_PORT ?? 3100) + parallelIndex;

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(`http://localhost:${e2ePort(testInfo.parallelIndex)}`);
  },
  page: async ({ page }, use) => {
    await use(gotoInteractive(page));
  },
  login: async ({ page }, use) => {
    await use((username) => signIn(page, username));
  },
  member: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (username = uniqueName('m')) => {
      const context = await browser.newContext({ baseURL });
      contexts.push(context);
      await context.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
      const page = gotoInteractive(await context.newPage());
      const id = await signIn(page, username);
      await page.goto('/');
      const token = await csrfToken(page); // the session's: asked for after signing in
      const api = async <T>(method: string, path: string, data?: unknown): Promise<T> => {
        const res = await page.request.fetch(path, { method, data, headers: { 'x-csrf-token': token } });
        expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBeTruthy();
        return ((await res.json()) as { data: T }).data;
      };
      return { username, id, page, api, post: (path, data = {}) => api('POST', path, data) };
    });
    for (const context of contexts) await context.close();
  },
});

export { expect };
