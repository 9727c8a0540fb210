import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Prediction } from '@podium/shared/predictions/schemas';
import { expect, test, uniqueName } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('the admin opens a prediction, a member stakes, the admin resolves and the member sees the win live', async ({
  page,
  login,
  member,
  browser,
  baseURL,
}) => {
  const admin = await member('admin');
  const title = uniqueName('Profit? ');
  const id = await login(uniqueName('better'));
  await admin.post(`/api/admin/users/${id}/points`, { amount: 500, reason: 'Predictions browser test' });

  // The admin opens it on the admin screen: the question and two outcomes, locked by hand.
  const a = admin.page;
  await a.goto('/admin-new/predictions');
  await a.getByRole('button', { name: 'Open prediction' }).click();
  const dialog = a.getByRole('dialog', { name: 'Open prediction' });
  await dialog.getByLabel('Question').fill(title);
  await dialog.getByLabel('Outcome 1').fill('Yes');
  await dialog.getByLabel('Outcome 2').fill('No');
  await dialog.getByRole('button', { name: 'Open prediction' }).click();
  await expect(toast(a, 'Prediction opened')).toBeVisible();
  await expect(a.getByRole('listitem').filter({ hasText: title })).toContainText('Open');

  // The member stakes 200 points on Yes, the balance beside the field.
  await page.goto('/predictions');
  await expect(page.getByRole('heading', { name: 'Predictions', level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Balance: 500 points')).toBeVisible();
  await card.getByLabel('Points to stake').fill('5');
  await card.getByRole('button', { name: 'Stake', exact: true }).click();
  await expect(card.getByText('Stake at least 10 points')).toBeVisible();
  await card.getByLabel('Points to stake').fill('200');
  await card.getByRole('button', { name: 'Stake', exact: true }).click();
  await expect(toast(page, 'Stake placed')).toBeVisible();
  await expect(card.getByTestId('own-stake')).toHaveText('You staked 200 points on Yes');
  await expect(card.getByText('Balance: 300 points')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Someone else backs No; the member's page shows the new pool without a reload.
  const other = await member();
  await admin.post(`/api/admin/users/${other.id}/points`, {
    amount: 100,
    reason: 'Predictions browser test',
  });
  const listed = await other.api<Prediction[]>('GET', '/api/r/predictions');
  const prediction = listed.find((p) => p.title === title)!;
  await other.post(`/api/r/predictions/${prediction.id}/stake`, {
    outcome_id: prediction.outcomes[1]!.id,
    points: 100,
  });
  await expect(card).toContainText('Pool 300 points');

  // The stream overlay shows it, transparent, with its pools, and follows the result live.
  const overlay = await (await browser.newContext({ baseURL })).newPage();
  await overlay.goto('/overlay/predictions');
  const box = overlay.locator('[data-overlay="predictions"]');
  await expect(box.getByRole('heading', { name: title })).toBeVisible();
  await expect(box).toContainText('Pool 300 points');
  await expect(box).toContainText('67% · 200');
  expect(await overlay.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'rgba(0, 0, 0, 0)',
  );

  // The admin resolves it (confirmed, Yes wins); the member sees the whole pool won, live.
  await a.getByRole('button', { name: `Resolve ${title}` }).click();
  const confirm = a.getByRole('alertdialog').or(a.getByRole('dialog', { name: 'Resolve this prediction?' }));
  await confirm.getByLabel('Winning outcome').selectOption({ label: '1. Yes (200 points)' });
  await confirm.getByRole('button', { name: 'Resolve and pay' }).click();
  await expect(toast(a, 'Prediction resolved: winners paid')).toBeVisible();

  await expect(card.getByTestId('own-stake')).toHaveText('You staked 200 points on Yes and won 300 points');
  await expect(card).toContainText('Resolved');
  await expect(card.getByRole('button', { name: 'Stake', exact: true })).toHaveCount(0);
  await expect(box).toContainText('Resolved');
  await overlay.context().close();
});
