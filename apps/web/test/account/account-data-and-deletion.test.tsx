import { accountErrorCodes } from '@podium/shared/account/errors';
import { accountMessages } from '@podium/shared/account/schemas';
import type { CurrentUser } from '@podium/shared/common/user';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsPage } from '@/features/account/SettingsPage.tsx';
import { user as currentUser } from '../helpers/boot.ts';
import { settings } from '../helpers/factories.ts';
import { fail, ok, renderRoute, stubApi } from '../helpers/members.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

function open(user: CurrentUser) {
  return renderRoute(<SettingsPage />, {
    route: '/settings',
    path: '/settings',
    seed: (client) => {
      client.setQueryData(['current-user'], user);
      client.setQueryData(['settings'], settings());
    },
  });
}

const member = () => currentUser({ username: 'alice', kick_username: 'alice_kick' });
const confirmField = () => screen.getByLabelText('Confirm with your username');
const deleteButton = () => screen.getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement;

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('the member’s data', () => {
  it('offers the JSON download as a plain link', () => {
    open(member());
    const link = screen.getByRole('link', { name: 'Download my data' });
    expect(link.getAttribute('href')).toBe('/api/r/account/export');
    expect(link.hasAttribute('download')).toBe(true);
  });
});

describe('deleting the account', () => {
  it('is enabled only once the username is typed, then deletes and leaves for /', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = stubApi({ 'POST /api/r/account/delete': ok(null, accountMessages.deleted) });
    open(member());
    expect(deleteButton().disabled).toBe(true);
    await userEvent.type(confirmField(), 'alic');
    expect(deleteButton().disabled).toBe(true);
    await userEvent.type(confirmField(), 'e');
    expect(deleteButton().disabled).toBe(false);
    await userEvent.click(deleteButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(toast.success).toHaveBeenCalledWith(accountMessages.deleted);
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/r/account/delete', body: { confirm_username: 'alice' } },
    ]);
  });

  it('shows the last-admin refusal as a toast and a field error under the field', async () => {
    stubApi({
      'POST /api/r/account/delete': fail(409, accountMessages.lastAdmin, null, accountErrorCodes.lastAdmin),
    });
    open(member());
    await userEvent.type(confirmField(), 'alice');
    await userEvent.click(deleteButton());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(accountMessages.lastAdmin));

    stubApi({
      'POST /api/r/account/delete': fail(400, accountMessages.confirmMismatch, {
        confirm_username: [accountMessages.confirmMismatch],
      }),
    });
    await userEvent.click(deleteButton());
    expect(await screen.findByText(accountMessages.confirmMismatch)).toBeTruthy();
    expect(toast.error).toHaveBeenCalledTimes(1);
  });
});
