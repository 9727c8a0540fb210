import { test as base, expect, type Page } from '@playwright/test';

/** Signs in through the development sign-in route (same cookie as a real session), then reloads. */
async function loginAs(page: Page, username: string) {
  await page.goto('/login');
  const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const res = await page.request.post('/auth/dev-login', {
    data: { username },
    headers: { 'x-csrf-token': token ?? '' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

export const test = base.extend<{ login: (username: string) => Promise<void> }>({
  login: async ({ page }, use) => {
    await use((username) => loginAs(page, username));
  },
});

export { expect };
