import { expect, interactive, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'accepted'));
});

test('Kick › Chat points: a bad name in Excluded members is shown under the field and takes focus; fixed, the card saves', async ({
  page,
  login,
}) => {
  await login('admin');
  await page.goto('/admin-new/kick');
  await interactive(page);
  const cap = page.getByLabel('Daily cap');
  const excluded = page.getByLabel('Excluded members');
  const before = { cap: await cap.inputValue(), excluded: await excluded.inputValue() };
  await cap.fill('250');
  await excluded.fill('e2e_quiet\nbad-name');
  await page.getByRole('button', { name: 'Save chat points' }).click();

  // Not silent: the error is under the list and the focus is on it; nothing was saved.
  await expect(excluded).toBeFocused();
  await expect(excluded).toHaveAttribute('aria-invalid', 'true');
  await expect(excluded).toHaveAccessibleDescription(/“bad-name”: Letters, numbers and _ only/);

  await excluded.fill('e2e_quiet\nbad_name');
  await expect(excluded).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Save chat points' }).click();
  await expect(page.getByText('Chat points rules saved')).toBeVisible();

  // Both changes of the card were saved.
  await page.reload();
  await expect(page.getByLabel('Daily cap')).toHaveValue('250');
  await expect(page.getByLabel('Excluded members')).toHaveValue('e2e_quiet\nbad_name');

  // Leave the rules as they were for the other specs.
  await page.getByLabel('Daily cap').fill(before.cap);
  await page.getByLabel('Excluded members').fill(before.excluded);
  await page.getByRole('button', { name: 'Save chat points' }).click();
  await expect(page.getByText('Chat points rules saved').first()).toBeVisible();
});

test('Kick › Channel: the slug is entered once, its broadcaster looked up; Site settings shows it read-only', async ({
  page,
  login,
}) => {
  await login('admin');
  await page.goto('/admin-new/kick');
  await interactive(page);
  const slug = page.getByLabel('Channel slug');
  await expect(page.getByLabel(/Broadcaster/)).toHaveCount(0);

  // A channel Kick does not know: said under the field, the slug kept as typed.
  await slug.fill('no_such_channel');
  await page.getByRole('button', { name: 'Save channel' }).click();
  await expect(slug).toHaveAccessibleDescription(/No Kick channel is called “no_such_channel”/);
  await expect(slug).toHaveValue('no_such_channel');

  // The fake Kick knows "podium" (broadcaster 1001).
  await slug.fill('podium');
  await page.getByRole('button', { name: 'Save channel' }).click();
  await expect(page.getByText('Kick channel saved', { exact: true })).toBeVisible();
  await expect(slug).toHaveAccessibleDescription(/Broadcaster id 1001, looked up from Kick/);

  await page.goto('/admin-new/settings');
  const shown = page.getByLabel('Kick stream channel');
  await expect(shown).toHaveValue('podium');
  await expect(shown).toHaveAttribute('readonly', '');
  await page.getByRole('link', { name: 'Kick › Channel and events' }).click();
  await expect(page).toHaveURL(/\/admin-new\/kick$/);
});
