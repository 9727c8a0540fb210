import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, uniqueName } from './fixtures';

// Other specs share this database: each test writes messages and tickets with unique subjects.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/**
 * The answer of the captcha the page shows: the test server writes each captcha's answer to a file
 * (scripts/e2e-captcha-answers.ts); the app never serves it.
 */
function captchaAnswer(baseURL: string | undefined, token: string): string {
  const file = join(tmpdir(), `podium-e2e-captcha-${new URL(baseURL ?? '').port}.jsonl`);
  const lines = readFileSync(file, 'utf8').trim().split('\n');
  const found = lines
    .map((l) => JSON.parse(l) as { token: string; answer: string })
    .find((e) => e.token === token);
  if (!found) throw new Error('no answer for this captcha');
  return found.answer;
}

/** Waits for the page's captcha request and answers its code. */
async function nextCaptcha(page: Page, baseURL: string | undefined, load: () => Promise<unknown>) {
  const [response] = await Promise.all([page.waitForResponse('**/api/r/captcha'), load()]);
  const { token } = ((await response.json()) as { data: { token: string } }).data;
  return captchaAnswer(baseURL, token);
}

test('a visitor sends a message with the captcha; the admin reads it, its markup inert', async ({
  page,
  member,
  baseURL,
}) => {
  const subject = `Where is my prize ${uniqueName()}`;
  const answer = await nextCaptcha(page, baseURL, () => page.goto('/contact'));
  await expect(page.getByRole('link', { name: 'Create Ticket' })).toHaveAttribute('href', '/tickets/create');
  await expect(page.getByRole('region', { name: 'Before You Send' })).toContainText('24-48 hours');

  await page.getByLabel('Name', { exact: true }).fill('Mallory');
  await page.getByLabel('Email', { exact: true }).fill('mallory@example.com');
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page
    .getByLabel('Message', { exact: true })
    .fill('<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">');
  await expect(page.getByRole('img', { name: /Verification code/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Verification Code' }).fill(answer.toUpperCase());
  const [renewed] = await Promise.all([
    page.waitForResponse('**/api/r/captcha'),
    page.getByRole('button', { name: 'Send Message' }).click(),
  ]);
  expect(renewed.ok()).toBeTruthy();
  await expect(toast(page, 'Your message has been sent')).toBeVisible();
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');

  const admin = await member('admin');
  await admin.page.goto('/admin-new/contact');
  const card = admin.page.getByRole('article', { name: subject });
  await expect(card.getByTestId('contact-message-text')).toHaveText(
    '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">',
  );
  expect(await admin.page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await card.getByRole('button', { name: 'Mark read' }).click();
  await expect(card.getByText('Read', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Archive' }).click();
  await expect(card).toHaveCount(0);
});

test('a member opens a ticket from /contact and sees the moderator’s reply, with a badge', async ({
  page,
  login,
  member,
}) => {
  const username = uniqueName('t');
  await login(username);
  const subject = `Hoodie not delivered ${uniqueName()}`;
  await page.goto('/contact');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(username);
  await page.getByRole('link', { name: 'Create Ticket' }).click();
  await expect(page).toHaveURL(/\/tickets\/create$/);
  await page.getByLabel('What is it about?').selectOption('store_order');
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('I bought it a week ago.');
  await page.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(page).toHaveURL(/\/tickets\/\d+$/);
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  const ticketUrl = page.url();

  const moderator = await member('moderator');
  await moderator.page.goto('/admin-new/tickets');
  await moderator.page.getByRole('link', { name: new RegExp(subject) }).click();
  await moderator.page.getByLabel('Reply to the member').fill('It ships today, sorry for the wait.');
  await moderator.page.getByRole('button', { name: 'Send reply' }).click();
  await expect(moderator.page.getByRole('list', { name: 'Conversation' })).toContainText('It ships today');

  await page.goto('/');
  const menuButton = page.getByRole('button', { name: /account menu/ });
  await expect(menuButton).toContainText('1 unread reply');
  await menuButton.click();
  await page.getByRole('menuitem', { name: /Support Tickets/ }).click();
  await expect(page).toHaveURL(/\/tickets$/);
  await page.getByRole('link', { name: new RegExp(subject) }).click();
  await expect(page).toHaveURL(ticketUrl);
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByRole('listitem').last()).toContainText(
    'It ships today, sorry for the wait.',
  );
  await expect(conversation.getByRole('listitem').last()).toContainText('Support team');
  await expect(page.getByRole('button', { name: /account menu/ })).not.toContainText('unread');
});

test('a wrong code empties the form as SPEC says, and "Restore your message" brings the text back', async ({
  page,
  baseURL,
}) => {
  const subject = `Lost text ${uniqueName()}`;
  const story = 'A long message\nthat took a while to write.';
  const answer = await nextCaptcha(page, baseURL, () => page.goto('/contact'));
  await expect(page.getByTestId('captcha-expiry')).toContainText(/This check expires in (10:00|9:5\d)/);
  await page.getByLabel('Name', { exact: true }).fill('Rita');
  await page.getByLabel('Email', { exact: true }).fill('rita@example.com');
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Message', { exact: true }).fill(story);
  await expect(page.getByText(`${story.length}/5000`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Verification Code' }).fill(`${answer}x`);
  const [renewed] = await Promise.all([
    page.waitForResponse('**/api/r/captcha'),
    page.getByRole('button', { name: 'Send Message' }).click(),
  ]);
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');

  await page.getByRole('button', { name: 'Restore your message' }).click();
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue(subject);
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(story);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Rita');

  // With the new code's answer it goes through, and the kept text is forgotten.
  const { token } = ((await renewed.json()) as { data: { token: string } }).data;
  await page.getByRole('textbox', { name: 'Verification Code' }).fill(captchaAnswer(baseURL, token));
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Your message has been sent')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore your message' })).toHaveCount(0);
});

test('a moderator closes a ticket after confirming, and the member reopens it', async ({
  page,
  login,
  member,
}) => {
  await login(uniqueName('r'));
  const subject = `Reopen me ${uniqueName()}`;
  await page.goto('/tickets/create');
  await page.getByLabel('What is it about?').selectOption('account');
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('My Kick link is stuck.');
  await page.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(page).toHaveURL(/\/tickets\/\d+$/);
  const ticketUrl = page.url();

  const moderator = await member('moderator');
  await moderator.page.goto('/');
  await moderator.page.getByRole('button', { name: /account menu/ }).click();
  await moderator.page.getByRole('menuitem', { name: 'Support Tickets' }).click();
  await expect(moderator.page).toHaveURL(/\/admin-new\/tickets$/);
  await moderator.page.getByRole('link', { name: new RegExp(subject) }).click();
  await moderator.page.getByRole('button', { name: 'Close ticket' }).click();
  const dialog = moderator.page.getByRole('dialog', { name: 'Close this ticket?' });
  await dialog.getByRole('button', { name: 'Close ticket' }).click();
  await expect(moderator.page.getByText('This ticket is closed.')).toBeVisible();

  await page.goto(ticketUrl);
  await expect(page.getByText(/You can reopen it until/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send reply' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reopen ticket' }).click();
  await page.getByLabel('Your reply').fill('Still stuck, sorry.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('list', { name: 'Conversation' })).toContainText('Still stuck, sorry.');

  await moderator.page.reload();
  await expect(moderator.page.getByLabel('Reply to the member')).toBeVisible();
  await expect(moderator.page.getByRole('list', { name: 'Conversation' })).toContainText('Still stuck');
});
