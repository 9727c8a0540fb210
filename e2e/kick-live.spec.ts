import { sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { e2ePort, expect, test } from './fixtures';

// The e2e server's fake Kick writes its webhook signing key where this spec can read it
// (scripts/e2e-server.ts), so deliveries here are signed exactly as Kick signs them.
const keyFile = () => join(tmpdir(), `podium-e2e-kick-${e2ePort(test.info().parallelIndex)}.json`);
const BROADCASTER = { user_id: 1001, username: 'podium', is_verified: true, channel_slug: 'podium' };

let counter = 0;
const messageId = () =>
  `01E2E${Date.now().toString(36).toUpperCase()}${(counter++).toString().padStart(6, '0')}`;

/** Delivers a signed livestream.status.updated to the site as Kick would. */
async function deliverLive(request: APIRequestContext, isLive: boolean) {
  const { privateKey } = JSON.parse(readFileSync(keyFile(), 'utf8')) as { privateKey: string };
  const id = messageId();
  const timestamp = new Date().toISOString();
  const body = JSON.stringify({
    broadcaster: BROADCASTER,
    is_live: isLive,
    title: 'Slots all day',
    started_at: timestamp,
    ended_at: isLive ? null : timestamp,
  });
  const signature = sign('sha256', Buffer.from(`${id}.${timestamp}.${body}`), privateKey).toString('base64');
  const res = await request.post('/webhooks/kick', {
    data: body,
    headers: {
      'content-type': 'application/json',
      'Kick-Event-Message-Id': id,
      'Kick-Event-Subscription-Id': '01E2ESUBSCRIPTION',
      'Kick-Event-Signature': signature,
      'Kick-Event-Message-Timestamp': timestamp,
      'Kick-Event-Type': 'livestream.status.updated',
      'Kick-Event-Version': '1',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

test('a signed livestream.status.updated shows the LIVE marker without a reload; the admin sees the event', async ({
  page,
  member,
  login,
}) => {
  const marker = page.getByRole('link', { name: 'The stream is live now' });
  await deliverLive(page.request, false);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Watch the stream' })).toBeVisible();
  await expect(marker).toHaveCount(0);

  try {
    // Kick goes live: the navigation and the stream embed follow, on the same page.
    await deliverLive(page.request, true);
    await expect(marker).toBeVisible();
    await expect(page.getByRole('status', { name: 'The stream is live now' })).toBeVisible();

    // Another visitor arriving now sees it too.
    const other = await member();
    await other.page.goto('/leaderboard');
    await expect(other.page.getByRole('link', { name: 'The stream is live now' })).toBeVisible();

    // The admin's log shows the delivery and what came of it.
    await login('admin');
    await page.goto('/admin-new/kick');
    const log = page.getByRole('table', { name: 'Recent Kick events' });
    await expect(log.getByRole('row').filter({ hasText: 'livestream.status.updated' }).first()).toContainText(
      'live',
    );

    // Offline again: the marker goes, still without a reload.
    await deliverLive(page.request, false);
    await expect(page.getByRole('link', { name: 'The stream is live now' })).toHaveCount(0);
    await expect(other.page.getByRole('link', { name: 'The stream is live now' })).toHaveCount(0);
  } finally {
    // Offline even when a step above failed: later specs on this server expect no LIVE marker.
    await deliverLive(page.request, false);
  }
});

test('the admin sets the Discord webhook: it is shown masked, never whole', async ({ page, login }) => {
  await login('admin');
  await page.goto('/admin-new/announcements');
  const field = page.getByLabel('Webhook URL');
  await field.fill('https://discord.com/api/webhooks/42/e2e-secret-token-wxyz');
  await page.getByRole('button', { name: 'Save webhook' }).click();
  await expect(page.getByText('Set: https://discord.com/…wxyz')).toBeVisible();
  await expect(field).toHaveValue('');
  await expect(page.locator('body')).not.toContainText('e2e-secret-token');
  await page.getByRole('button', { name: 'Remove webhook' }).click();
  await expect(page.getByText('Not set: nothing is announced.')).toBeVisible();
});
