import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Feed } from '@podium/shared/wager-feeds/schemas';
import { expect, test, uniqueName } from './fixtures';

// The E2E server points every casino adapter at a local fake (FakeCasinos in scripts/e2e-server.ts)
// whose Roobet answers WhaleWanda, SpinSam and LuckyLou for key 'roobet-key-1234'. The test makes its
// own board and deletes it at the end, so the seeded boards stay as other specs expect them.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
const KEY = 'roobet-key-1234';

test('an admin connects a casino to its fake, syncs, and the leaderboard shows those players', async ({
  page,
  login,
  member,
}) => {
  const admin = await member('admin');
  const slug = uniqueName('feed-');
  const name = `Feed ${slug.slice(-6)}`;
  const boards = await admin.post<{ id: number; slug: string }[]>('/api/admin/leaderboards', {
    slug,
    name,
    timeframe: 'monthly',
    currency_symbol: '$',
    prizes: [100],
    is_paused: false,
    pause_message: '',
  });
  const id = boards.find((b) => b.slug === slug)!.id;
  try {
    await login('admin');
    await page.goto('/admin-new/wager-feeds');
    await expect(page.getByRole('heading', { name: 'Wager feeds', level: 2 })).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card.getByText('Demo data')).toBeVisible();

    await card.getByRole('button', { name: `Feed settings for ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Wager feed: ${name}` });
    await dialog.getByLabel('Provider').selectOption('roobet');
    await dialog.getByRole('button', { name: 'Save feed' }).click();
    await expect(dialog.getByText('Enter the API key')).toBeVisible();
    await dialog.getByLabel('Affiliate user id').fill('aff-42');
    await dialog.getByLabel('API key').fill(KEY);
    await dialog.getByRole('button', { name: 'Save feed' }).click();
    await expect(toast(page, 'Wager feed saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Set (…1234)')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // The schedule may have synced it already (a saved key is due at once): then the casino's
    // cooldown refuses the second call, and the card shows the landed sync either way.
    await card.getByRole('button', { name: `Sync ${name} now` }).click();
    await expect(toast(page, /Synced 3 players|try again in/)).toBeVisible();
    await expect(card.getByText('Synced', { exact: true })).toBeVisible();
    await expect(card.locator('dd').filter({ hasText: /^3$/ })).toBeVisible();

    // The key never comes back to the browser.
    const feeds = await admin.api<Feed[]>('GET', '/api/admin/wager-feeds');
    expect(JSON.stringify(feeds)).not.toContain(KEY);
    expect(feeds.find((f) => f.platform_id === id)).toMatchObject({
      key_set: true,
      key_last4: '1234',
      last_rows: 3,
    });

    await page.goto('/leaderboard');
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${name} `));
    const podium = page.getByRole('list', { name: 'Top three' });
    await expect(podium.getByRole('listitem', { name: 'Rank 1' })).toContainText('WhaleWanda');
    await expect(podium.getByRole('listitem', { name: 'Rank 1' })).toContainText('15,234.56');
    await expect(podium.getByRole('listitem', { name: 'Rank 2' })).toContainText('SpinSam');
    await expect(podium.getByRole('listitem', { name: 'Rank 3' })).toContainText('LuckyLou');
  } finally {
    await admin.api('DELETE', `/api/admin/leaderboards/${id}`);
  }
});

test('an admin previews a CSV (a bad line, an extra column), fixes it, picks the period and imports it', async ({
  page,
  login,
  member,
}) => {
  const admin = await member('admin');
  const slug = uniqueName('csv-');
  const name = `Csv ${slug.slice(-6)}`;
  const boards = await admin.post<{ id: number; slug: string }[]>('/api/admin/leaderboards', {
    slug,
    name,
    timeframe: 'monthly',
    currency_symbol: '$',
    prizes: [100],
    is_paused: false,
    pause_message: '',
  });
  const id = boards.find((b) => b.slug === slug)!.id;
  await admin.api('PUT', `/api/admin/wager-feeds/${id}`, { provider: 'csv' });
  const file = (text: string) => ({ name: 'stake.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  try {
    await login('admin');
    await page.goto('/admin-new/wager-feeds');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    const template = card.getByRole('link', { name: 'Download template' });
    const download = page.waitForEvent('download');
    await template.click();
    expect((await download).suggestedFilename()).toBe('wager-template.csv');

    // A file with a bad line and a column nobody reads: a preview, and nothing changes.
    await card
      .getByLabel(`Upload CSV for ${name}`)
      .setInputFiles(file('username,wagered,notes\nCsvCarla,1500.25,vip\nCsvDan,lots,\n'));
    let dialog = page.getByRole('dialog', { name: `Import CSV: ${name}` });
    await expect(dialog.getByRole('alert')).toContainText('Line 3: wagered "lots" is not an amount');
    await expect(dialog.getByText(/Columns not read \(ignored\): notes/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(dialog).toBeHidden();

    // The fixed file: its figures, then the period and replace-or-add, and only then Import.
    await card
      .getByLabel(`Upload CSV for ${name}`)
      .setInputFiles(file('username,wagered,notes\nCsvCarla,1500.25,vip\nCsvDan,20,\n'));
    dialog = page.getByRole('dialog', { name: `Import CSV: ${name}` });
    const preview = dialog.getByLabel('File preview');
    await expect(preview).toContainText('Lines read2');
    await expect(preview).toContainText('$1,520.25');
    await dialog.getByLabel(/Current period/).check();
    await dialog.getByLabel(/Replace the period's players/).check();
    const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(toast(page, 'Imported 2 players')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.goto('/leaderboard');
    await page.getByRole('tab', { name }).click();
    const podium = page.getByRole('list', { name: 'Top three' });
    await expect(podium.getByRole('listitem', { name: 'Rank 1' })).toContainText('CsvCarla');
    await expect(podium.getByRole('listitem', { name: 'Rank 2' })).toContainText('CsvDan');
  } finally {
    await admin.api('DELETE', `/api/admin/leaderboards/${id}`);
  }
});
