import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { maskUsername } from '@podium/shared/common/mask-username';
import type { Raffle } from '@podium/shared/raffles/schemas';
import { csrfToken, expect, type Session, test, uniqueName } from './fixtures';

// The demo seed's open raffle ('Weekly Community Raffle': free, 100 points a ticket, password
// 'podium') takes this test's member; the admin's raffle is made by the test, entered by seeded
// members with a Kick link, and drawn at once.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const stat = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Stats' }).locator('div').filter({ hasText: label }).locator('dd');
const axe = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
};
const raffleId = async (session: Session, title: string) => {
  const raffles = await session.api<Raffle[]>('GET', '/api/r/raffles');
  const found = raffles.find((r) => r.title === title);
  expect(found, title).toBeTruthy();
  return found!.id;
};

test('a member links Kick, then enters free, by points and by password, and sees the tickets and the win chance', async ({
  page,
  login,
  member,
}) => {
  const admin = await member('admin');
  const username = uniqueName('raffler');
  const id = await login(username);
  await admin.post(`/api/admin/users/${id}/points`, { amount: 500, reason: 'Raffle browser test' });

  // The Kick link, through Kick's consent page (the local fake Kick), as the settings spec does.
  await page.goto('/settings');
  await page.locator('#kick-connection').getByRole('link', { name: 'Connect Kick' }).click();
  await page.getByRole('link', { name: 'Allow Access' }).click();
  await expect(toast(page, 'Kick account connected successfully!')).toBeVisible();
  try {
    // The server renders the raffle pages with their data: the cards and the raffle are in the HTML.
    for (const path of ['/raffles', '/raffles/1']) {
      const html = await (await page.request.get(path)).text();
      expect(html.slice(html.indexOf('<div id="root">'))).toMatch(/<h[13][^>]*>.*Weekly Community Raffle/);
    }
    await page.goto('/raffles');
    await expect(page.getByRole('heading', { name: 'Raffles', level: 1 })).toBeVisible();
    await axe(page);
    await page.getByRole('link', { name: 'Weekly Community Raffle' }).click();
    await expect(page.getByRole('heading', { name: 'Weekly Community Raffle', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Raffles');

    await page.getByRole('button', { name: 'Enter for Free' }).click();
    await expect(toast(page, 'Successfully entered the raffle!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Already Entered (Free)' })).toBeDisabled();

    await page.getByLabel('Points to spend').fill('200');
    await page.getByRole('button', { name: 'Enter with Points' }).click();
    await expect(stat(page, 'Your Tickets')).toHaveText('3');

    await page.getByLabel('Raffle password').fill('podium');
    await page.getByLabel('Raffle password').press('Enter');
    await expect(page.getByRole('button', { name: 'Already Entered (Password)' })).toBeDisabled();
    await expect(stat(page, 'Your Tickets')).toHaveText('4');

    const total = Number(await stat(page, 'Total Entries').textContent());
    await expect(stat(page, 'Win Chance')).toHaveText(`${((4 / total) * 100).toFixed(2)}%`);
    await page.getByRole('searchbox', { name: 'Search participants' }).fill(username);
    const mine = page.getByRole('list', { name: 'Raffle entries' }).getByRole('listitem');
    await expect(mine).toHaveCount(4);
    await expect(mine.filter({ hasText: 'Points' })).toHaveCount(2);
    await expect(mine.filter({ hasText: 'Password' })).toHaveCount(1);
    await expect(mine.filter({ hasText: 'Free' })).toHaveCount(1);

    // Still true after a reload: the page is rendered by the server with the same data.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Already Entered (Free)' })).toBeDisabled();
    await expect(stat(page, 'Your Tickets')).toHaveText('4');
    await axe(page);
  } finally {
    // Frees the fake Kick account for the other specs.
    const token = await csrfToken(page);
    await page.request.post('/api/r/profile/disconnect-kick', {
      headers: { 'x-csrf-token': token },
      data: {},
    });
  }
});

test('an admin makes a raffle and draws it now; the page recomputes the draw, and the served checker agrees with the download', async ({
  page,
  login,
  member,
}) => {
  // A long journey (create, three entrants, draw, verify view, accessibility scan, download and the
  // plain-Node check): about 19 s on a quiet machine, so it gets Playwright's slow-test allowance.
  test.slow();
  const title = `Stream Giveaway ${uniqueName()}`;
  await login('admin');
  await page.goto('/admin-new/raffles');
  await page.getByRole('button', { name: 'Add raffle' }).click();
  const form = page.getByRole('dialog', { name: 'Add raffle' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Number of winners').fill('2');
  await form.getByRole('button', { name: 'Create raffle' }).click();
  await expect(toast(page, 'Raffle created')).toBeVisible();

  const admin = await member('admin');
  const id = await raffleId(admin, title);
  const entrants = ['lucky_lena', 'bonusbaron', 'jackpot_jo'];
  for (const name of entrants) {
    const entrant = await member(name);
    await entrant.post(`/api/r/raffles/${id}/enter`, { entry_type: 'passwordless' });
  }

  await page.reload();
  await page.getByRole('button', { name: `Draw now: ${title}` }).click();
  await page
    .getByRole('dialog', { name: 'Draw winners now?' })
    .getByRole('button', { name: 'Draw now' })
    .click();
  await expect(toast(page, 'Winners drawn')).toBeVisible();

  await page.goto(`/raffles/${id}`);
  const heading = page.getByRole('heading', { name: title, level: 1 });
  await expect(heading.locator('..')).toContainText('Ended');
  const winnerLinks = page.getByRole('list', { name: 'Winners' }).getByRole('link');
  await expect(winnerLinks).toHaveCount(2);
  const winners = (await winnerLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).map(
    (href) => href?.replace('/profile/', ''),
  );

  const shown = await winnerLinks.allTextContents();

  await page.getByRole('tab', { name: 'Provably Fair' }).click();
  // The site's winners, named as the winners list names them, beside the browser's own recomputation
  // of the draw (Web Crypto, decision 040), which names them as the ticket list does: masked.
  const verified = page.getByRole('list', { name: 'Verified winners' }).getByRole('listitem');
  await expect(verified).toHaveCount(2);
  expect(await verified.allTextContents()).toEqual(
    shown.map((name, i) => expect.stringContaining(`#${i + 1} ${name} — ticket`)),
  );
  const mine = page.getByRole('region', { name: 'Recomputed in your browser' });
  await expect(mine.getByRole('status')).toHaveText('Recomputed in your browser: matches');
  expect(
    await mine.getByRole('list', { name: 'Recomputed winners' }).getByRole('listitem').allTextContents(),
  ).toEqual(winners.map((name, i) => expect.stringContaining(`#${i + 1} ${maskUsername(name!)} — ticket`)));
  const tickets = page.getByRole('region', { name: 'Ticket list', exact: true });
  await expect(tickets.getByRole('row')).toHaveCount(4);
  for (const name of entrants) await expect(tickets).not.toContainText(name);
  await expect(
    page.getByText(/Published \w{3} \d+, \d{4}, \d\d:\d\d UTC, when the raffle was created/),
  ).toBeVisible();
  await axe(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download verify data (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`raffle-${id}-verify.json`);
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  // The saved file alone is enough for the plain-Node checker (exit 0 when everything matches).
  const report = execFileSync(process.execPath, ['scripts/verify-draw.mjs', file, '--json'], {
    encoding: 'utf8',
  });
  const recomputed = JSON.parse(report) as { ok: boolean; draws: { winners: { name: string }[] }[] };
  expect(recomputed.ok).toBe(true);
  expect(recomputed.draws[0]?.winners.map((w) => w.name)).toEqual(winners.map((name) => maskUsername(name!)));

  // The checker as the site serves it, run the way the page says: the file, compared with the site.
  const [served] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the checker (verify-draw.mjs)' }).click(),
  ]);
  const checker = test.info().outputPath('verify-draw.mjs');
  await served.saveAs(checker);
  const site = new URL(page.url()).origin;
  await expect(page.getByText(`node verify-draw.mjs raffle-${id}-verify.json --site ${site}`)).toBeVisible();
  const checked = execFileSync(process.execPath, [checker, file, '--site', site], { encoding: 'utf8' });
  expect(checked).toContain(`✓ the file is what ${site}/raffles/${id} publishes now`);
  expect(checked).toContain('The draw checks out.');
});
