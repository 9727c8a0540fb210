import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AdminPlatform } from '@podium/shared/leaderboard/schemas';
import type { AdminWagerRaffle } from '@podium/shared/wager-raffles/admin';
import { expect, test, uniqueName } from './fixtures';

// The demo seed's 'Monthly Wager Raffle' (id 1) covers Roobet and Gamdom from 25 days ago: 'member' holds
// tickets from the wagers seeded under their linked casino usernames. 'Launch Wager Raffle' is drawn.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
  await page.route('https://player.kick.com/**', (route) => route.abort());
});

const axe = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
};

test('a visitor sees the active raffles and the recent winners, server-rendered', async ({ page }) => {
  const html = await (await page.request.get('/wager-raffles')).text();
  expect(html.slice(html.indexOf('<div id="root">'))).toContain('Monthly Wager Raffle');
  await page.goto('/wager-raffles');
  await expect(page.getByRole('heading', { name: 'Active Raffles' })).toBeVisible();
  const card = page.getByRole('link', { name: /Monthly Wager Raffle/ });
  await expect(card).toContainText('Time Left');
  await expect(card).toContainText(/\d+d \d+h/);
  await expect(card).toContainText('+1 more'); // four prizes, three on the card
  await expect(card).not.toContainText('Your tickets');
  await expect(page.getByRole('heading', { name: 'Recent Winners' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Launch Wager Raffle' })).toBeVisible();
  await axe(page);

  await card.click();
  await expect(page.getByRole('heading', { name: 'Monthly Wager Raffle', level: 1 })).toBeVisible();
  await expect(page.getByText('ACTIVE', { exact: true })).toBeVisible();
  await expect(page.getByText('AUTO DRAW')).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^\d+d \d+h \d+m \d+s$/);
  await expect(page.getByRole('heading', { name: 'Your Participation' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Top Participants' }).click();
  await expect(page.getByRole('list', { name: 'Top participants' })).toContainText('me***r');
  await expect(page.getByRole('list', { name: 'Top participants' })).not.toContainText('member');
});

test('a member sees their own participation: tickets, wager and their ticket numbers as a range', async ({
  page,
  login,
}) => {
  await login('member');
  await page.goto('/wager-raffles');
  await expect(page.getByRole('link', { name: /Monthly Wager Raffle/ })).toContainText('Your tickets: 276');
  await page.goto('/wager-raffles/1');
  const panel = page.getByRole('region', { name: 'Your Participation' });
  await expect(panel).toContainText('276');
  await expect(panel).toContainText('$27,657');
  // One contiguous range (decision 056), not 50 numbers and '+226 more...'.
  const numbers = panel.getByRole('list', { name: 'Your ticket numbers' }).getByRole('listitem');
  await expect(numbers).toHaveCount(1);
  await expect(numbers).toHaveText(/^#[\d,]+–#[\d,]+ \(276 tickets\)$/);
  await expect(panel).not.toContainText('more...');
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Roobet');
  await page.getByRole('tab', { name: 'Prizes' }).click();
  await expect(page.getByRole('list', { name: 'Prizes' })).toContainText('Awaiting Winner');
  await axe(page);
});

test('an admin draws a raffle now and its prizes show the winners', async ({ page, login, member }) => {
  const admin = await member('admin');
  const boards = await admin.api<AdminPlatform[]>('GET', '/api/admin/leaderboards');
  const name = uniqueName('Browser wager raffle ');
  const made = await admin.post<AdminWagerRaffle>('/api/admin/wager-raffles', {
    name,
    description: 'Made by the browser test',
    image: null,
    casino_ids: boards.filter((b) => b.slug === 'roobet' || b.slug === 'gamdom').map((b) => b.id),
    starts_at: new Date(Date.now() - 40 * 86_400_000).toISOString(),
    end_date: new Date(Date.now() + 86_400_000).toISOString(),
    dollars_per_ticket: 1000,
    auto_draw: false,
    allow_multiple_wins: false,
    prizes: [
      { prize_type: 'custom', prize_value: null, description: 'Signed hoodie' },
      { prize_type: 'custom', prize_value: null, description: 'Shout-out' },
    ],
  });
  await login('admin');
  await page.goto(`/admin-new/wager-raffles/${made.id}`);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Draw now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Draw now' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Winners drawn' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark handed over' }).first().click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Prize marked as handed over' }),
  ).toBeVisible();

  await page.goto(`/wager-raffles/${made.id}`);
  await expect(page.getByText('ENDED', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Drawn \w{3} \d+, \d{4}, .* UTC$/)).toBeVisible();
  await page.getByRole('tab', { name: 'Prizes' }).click();
  const prizes = page.getByRole('list', { name: 'Prizes' });
  await expect(prizes.getByText('WON')).toHaveCount(2);
  const winner = prizes.getByRole('link').first();
  await expect(winner).toHaveAttribute('href', /^\/profile\//);
  await expect(prizes).toContainText(/ticket #\d+/);
  await expect(page.getByRole('list', { name: 'Verified winners' })).toContainText('#1');
  // The page recomputes the draw itself (Web Crypto, decision 040) and lists members by masked name.
  const mine = page.getByRole('region', { name: 'Recomputed in your browser' });
  await expect(mine.getByRole('status')).toHaveText('Recomputed in your browser: matches');
  await expect(mine.getByRole('list', { name: 'Recomputed winners' }).getByRole('listitem')).toHaveCount(2);
  const ranges = page.getByRole('region', { name: 'Ticket ranges', exact: true });
  await expect(ranges).toContainText('me***r');
  await expect(ranges).not.toContainText('member');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download verify data (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`wager-raffle-${made.id}-verify.json`);
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  // The downloaded file alone is enough for the plain-Node checker (exit 0 when everything matches).
  const report = execFileSync(process.execPath, ['scripts/verify-draw.mjs', file, '--json'], {
    encoding: 'utf8',
  });
  expect((JSON.parse(report) as { ok: boolean }).ok).toBe(true);

  // A forged answer (the places of the first two winners swapped) is told apart in the page.
  await page.route(`**/api/r/wager-raffles/${made.id}/verify`, async (route) => {
    const body = await (await route.fetch()).json();
    const [a, b] = body.data.draws[0].winners;
    [a.position, b.position] = [b.position, a.position];
    await route.fulfill({ json: body });
  });
  await page.reload();
  await expect(mine.getByRole('status')).toHaveText('Recomputed in your browser: does not match');
  await expect(mine.getByRole('list', { name: 'What does not match' })).toContainText(
    'draw with nonce 0 gives places 1…k in drawing order',
  );
  await page.unrouteAll();
  await page.getByRole('tab', { name: 'Prizes' }).click();
  await prizes.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/profile\//);
});

test('an unknown raffle goes back to the list', async ({ page }) => {
  await page.goto('/wager-raffles/999999');
  await expect(page).toHaveURL(/\/wager-raffles$/);
  await expect(page.getByRole('heading', { name: 'Active Raffles' })).toBeVisible();
});
