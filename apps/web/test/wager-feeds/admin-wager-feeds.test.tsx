import { wagerFeedErrorCodes } from '@podium/shared/wager-feeds/errors';
import { feedProviders } from '@podium/shared/wager-feeds/messages';
import type { Feed } from '@podium/shared/wager-feeds/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WagerFeedsAdminPage } from '@/features/wager-feeds/admin/WagerFeedsAdminPage.tsx';
import { descriptionOf, fail, ok, renderAdmin, stubApi } from '../helpers/admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const base: Feed = {
  platform_id: 1,
  platform_name: 'Roobet',
  platform_slug: 'roobet',
  provider: 'roobet',
  providers: [...feedProviders],
  account_id: 'aff-42',
  key_set: true,
  key_last4: '1234',
  cooldown_seconds: 60,
  last_synced_at: '2026-11-20T10:00:00.000Z',
  last_attempt_at: '2026-11-20T10:00:00.000Z',
  last_error: null,
  last_error_at: null,
  last_rows: 3,
  next_sync_at: '2026-11-20T10:10:00.000Z',
  current_period: {
    id: 10,
    starts_at: '2026-11-01T00:00:00.000Z',
    ends_at: '2026-12-01T00:00:00.000Z',
    players: 3,
  },
  periods: [
    { id: 10, starts_at: '2026-11-01T00:00:00.000Z', ends_at: '2026-12-01T00:00:00.000Z', players: 3 },
    { id: 9, starts_at: '2026-10-01T00:00:00.000Z', ends_at: '2026-11-01T00:00:00.000Z', players: 40 },
  ],
};
const failing: Feed = {
  ...base,
  platform_id: 2,
  platform_name: 'Gamdom',
  provider: 'gamdom',
  last_error: 'Gamdom answered 500',
  last_error_at: '2026-11-20T11:00:00.000Z',
};
const fresh: Feed = {
  ...base,
  platform_id: 3,
  platform_name: 'Stake',
  provider: 'demo',
  key_set: false,
  key_last4: null,
};
const csvFeed: Feed = { ...fresh, provider: 'csv' };

const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Wager feeds admin', () => {
  it('shows each feed: provider, key as set / last 4 only, players, and a failing sync', async () => {
    stubApi({ 'GET /api/admin/wager-feeds': ok([base, failing, fresh]) });
    renderAdmin(<WagerFeedsAdminPage />);
    await screen.findByRole('heading', { name: 'Roobet' });
    const roobet = cardOf('Roobet');
    expect(roobet.textContent).toContain('Set (…1234)');
    expect(roobet.textContent).toContain('Synced');
    expect(within(roobet).getByRole('button', { name: 'Sync Roobet now' })).toBeTruthy();
    const gamdom = cardOf('Gamdom');
    expect(gamdom.textContent).toContain('Failing');
    expect(gamdom.textContent).toContain('Gamdom answered 500');
    expect(within(cardOf('Stake')).queryByRole('button', { name: /Sync/ })).toBeNull();
    expect(cardOf('Stake').textContent).toContain('Demo data');
  });

  it('connects a casino: the key is required once, sent once, and left out to keep it', async () => {
    const api = stubApi({
      'GET /api/admin/wager-feeds': ok([fresh]),
      'PUT /api/admin/wager-feeds/3': (body) =>
        ok([{ ...fresh, ...(body as object), key_set: true }], 'Wager feed saved'),
    });
    const { user } = renderAdmin(<WagerFeedsAdminPage />);
    await user.click(await screen.findByRole('button', { name: 'Feed settings for Stake' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Provider'), 'rainbet');
    await user.click(within(dialog).getByRole('button', { name: 'Save feed' }));
    expect(descriptionOf(within(dialog).getByLabelText('API key'))).toContain('Enter the API key');
    expect(api.writes()).toEqual([]);
    await user.type(within(dialog).getByLabelText('API key'), 'secret-key');
    await user.click(within(dialog).getByRole('button', { name: 'Save feed' }));
    await waitFor(() =>
      expect(api.writes()[0]?.body).toEqual({ provider: 'rainbet', api_key: 'secret-key' }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Wager feed saved'));
  });

  it('edits a connected feed without sending the key again', async () => {
    const api = stubApi({
      'GET /api/admin/wager-feeds': ok([base]),
      'PUT /api/admin/wager-feeds/1': ok([base], 'Wager feed saved'),
    });
    const { user } = renderAdmin(<WagerFeedsAdminPage />);
    await user.click(await screen.findByRole('button', { name: 'Feed settings for Roobet' }));
    const dialog = await screen.findByRole('dialog');
    const key = within(dialog).getByLabelText('API key') as HTMLInputElement;
    expect(key.value).toBe('');
    expect(key.type).toBe('password');
    expect(descriptionOf(key)).toContain('Set, ending …1234');
    await user.clear(within(dialog).getByLabelText('Affiliate user id'));
    await user.type(within(dialog).getByLabelText('Affiliate user id'), 'aff-7');
    await user.click(within(dialog).getByRole('button', { name: 'Save feed' }));
    await waitFor(() => expect(api.writes()[0]?.body).toEqual({ provider: 'roobet', account_id: 'aff-7' }));
  });

  it('previews a picked CSV and changes nothing: bad lines, extra columns, no Import', async () => {
    const api = stubApi({ 'GET /api/admin/wager-feeds': ok([csvFeed]) });
    const { user } = renderAdmin(<WagerFeedsAdminPage />);
    const input = await screen.findByLabelText('Upload CSV for Stake');
    await user.upload(
      input,
      new File(['username,wagered,notes\nalice,1\nbob,ten,x\n'], 'wagers.csv', { type: 'text/csv' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Import CSV: Stake' }));
    expect(dialog.getByRole('alert').textContent).toContain('Line 3: wagered "ten" is not an amount');
    expect(dialog.getByText(/Columns not read \(ignored\): notes/)).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(api.writes()).toEqual([]);
  });

  it('imports only on "Import", into the period and mode chosen, and shows refused lines', async () => {
    const api = stubApi({
      'GET /api/admin/wager-feeds': ok([csvFeed]),
      'POST /api/admin/wager-feeds/3/csv': fail(
        400,
        'Nothing was imported: fix the lines below and upload again',
        { csv: ['Line 2: something the server saw'] },
        wagerFeedErrorCodes.badCsv,
      ),
    });
    const { user } = renderAdmin(<WagerFeedsAdminPage />);
    const csv = 'username,wagered\nalice,1.50\nbob,2\n';
    await user.upload(
      await screen.findByLabelText('Upload CSV for Stake'),
      new File([csv], 'wagers.csv', { type: 'text/csv' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Import CSV: Stake' }));
    expect(dialog.getByLabelText('File preview').textContent).toContain('$3.50');
    await user.click(dialog.getByRole('button', { name: 'Import' }));
    expect(dialog.getByText('Choose whether to replace the players or add to them')).toBeTruthy();
    expect(api.writes()).toEqual([]);
    await user.click(dialog.getByLabelText(/Previous period/));
    await user.click(dialog.getByLabelText(/Add and update players/));
    await user.click(dialog.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(api.writes()[0]?.body).toEqual({ csv, period_id: 9, mode: 'merge' }));
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toContain('something the server saw'));
    expect(toast.error).toHaveBeenCalled();
  });

  it('hides an error that a later sync made stale', async () => {
    const recovered: Feed = { ...failing, last_error_at: '2026-11-20T09:00:00.000Z' };
    stubApi({ 'GET /api/admin/wager-feeds': ok([recovered]) });
    renderAdmin(<WagerFeedsAdminPage />);
    await screen.findByRole('heading', { name: 'Gamdom' });
    expect(cardOf('Gamdom').textContent).toContain('Synced');
    expect(cardOf('Gamdom').textContent).not.toContain('Gamdom answered 500');
  });

  it('labels a demo feed Demo, and a board with no players says how to get some', async () => {
    const empty: Feed = {
      ...csvFeed,
      platform_id: 4,
      platform_name: 'Shuffle',
      last_rows: null,
      current_period: { ...csvFeed.current_period!, players: 0 },
    };
    stubApi({ 'GET /api/admin/wager-feeds': ok([base, fresh, empty]) });
    renderAdmin(<WagerFeedsAdminPage />);
    await screen.findByRole('heading', { name: 'Stake' });
    expect(within(cardOf('Stake')).getByText('Demo data')).toBeTruthy();
    expect(cardOf('Stake').textContent).toContain('Demo: these players are invented');
    expect(
      within(cardOf('Shuffle')).getByText('No wagers yet — connect a feed or import a CSV'),
    ).toBeTruthy();
    expect(cardOf('Roobet').textContent).not.toContain('No wagers yet');
    expect(cardOf('Roobet').textContent).not.toContain('Demo');
  });

  it('offers only the providers the server names: no demo where demo content is off', async () => {
    const offered = feedProviders.filter((p) => p !== 'demo');
    const api = stubApi({
      'GET /api/admin/wager-feeds': ok([{ ...fresh, providers: offered }]),
      'PUT /api/admin/wager-feeds/3': ok([{ ...csvFeed, providers: offered }], 'Wager feed saved'),
    });
    const { user } = renderAdmin(<WagerFeedsAdminPage />);
    await user.click(await screen.findByRole('button', { name: 'Feed settings for Stake' }));
    const dialog = within(await screen.findByRole('dialog'));
    const select = dialog.getByLabelText('Provider') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(offered);
    expect(select.value).toBe('csv'); // a demo board left from an earlier start opens on CSV upload
    expect(dialog.getByText(/Saving removes the demo players from the current period/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Save feed' }));
    await waitFor(() => expect(api.writes()[0]?.body).toEqual({ provider: 'csv' }));
  });

  it('shows the server refusing the demo under the provider', async () => {
    stubApi({
      'GET /api/admin/wager-feeds': ok([csvFeed]),
      'PUT /api/admin/wager-feeds/3': fail(
        400,
        'Demo data is off on this site: choose a casino or CSV upload',
        { provider: ['Demo data is off on this site: choose a casino or CSV upload'] },
        wagerFeedErrorCodes.demoOff,
      ),
    });
    const { user } = renderAdmin(<WagerFeedsAdminPage />);
    await user.click(await screen.findByRole('button', { name: 'Feed settings for Stake' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.selectOptions(dialog.getByLabelText('Provider'), 'demo');
    await user.click(dialog.getByRole('button', { name: 'Save feed' }));
    await waitFor(() =>
      expect(descriptionOf(dialog.getByLabelText('Provider'))).toContain('Demo data is off on this site'),
    );
  });
});
