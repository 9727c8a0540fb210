import type { SlotRequestSettings } from '@podium/shared/slot-requests/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsForm } from '@/features/slot-requests/admin/SettingsForm.tsx';
import { ok, renderRoute, stubApi } from '../helpers/members.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const settings: SlotRequestSettings = {
  open: true,
  per_member: 1,
  cost_points: 0,
  min_account_days: 0,
  min_level: 1,
  reward_kind: 'points',
  reward_points: 500,
  reward_cash: 0,
  reward_multiplier: 100,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the slot request settings form', () => {
  it('switches the reward to cash in dollars and saves it', async () => {
    const api = stubApi({ 'PUT /api/admin/slot-requests/settings': ok(null, 'Slot request settings saved') });
    renderRoute(<SettingsForm settings={settings} />, { route: '/admin/slot-requests' });
    expect(screen.getByLabelText('Reward in points')).toBeTruthy();
    expect(screen.queryByLabelText('Cash reward ($)')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Reward'), 'cash');
    expect(screen.queryByLabelText('Reward in points')).toBeNull();
    const cash = screen.getByLabelText('Cash reward ($)');
    await userEvent.clear(cash);
    await userEvent.type(cash, '25.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({ ...settings, reward_kind: 'cash', reward_cash: 25.5 });
  });

  it('refuses a cash reward that is not a number, sending nothing', async () => {
    const api = stubApi({});
    renderRoute(<SettingsForm settings={{ ...settings, reward_kind: 'cash' }} />, { route: '/admin' });
    const cash = screen.getByLabelText('Cash reward ($)');
    await userEvent.clear(cash);
    await userEvent.type(cash, 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/number/i)).toBeTruthy();
    expect(api.writes()).toHaveLength(0);
  });
});
