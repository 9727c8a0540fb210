import type { CurrentUser } from '@podium/shared/common/user';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsPage } from '@/features/account/SettingsPage.tsx';
import { user as currentUser } from '../helpers/boot.ts';
import { settings } from '../helpers/factories.ts';
import { fail, renderRoute, stubApi } from '../helpers/members.tsx';

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

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

// The settings forms share the admin forms' error handling (useFieldErrors): the same behaviour on
// both sides, checked here from the member's side.
describe('settings form errors', () => {
  it('moves focus to the first field the shared rules refuse', async () => {
    stubApi({});
    open(currentUser({ kick_username: 'member_kick' }));
    const instagram = screen.getByLabelText('Instagram Username');
    await userEvent.type(instagram, 'not a handle!');
    await userEvent.click(screen.getByRole('button', { name: 'Save Social Links' }));
    await waitFor(() => expect(document.activeElement).toBe(instagram));
    expect(instagram.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Twitter (X) Username').getAttribute('aria-invalid')).toBeNull();
  });

  it('moves focus to the field the server refuses', async () => {
    const message = 'This Gamdom Username is already linked to another member.';
    stubApi({ 'POST /api/r/profile/update': fail(409, message, { crypto2: [message] }) });
    open(currentUser({ kick_username: 'member_kick' }));
    await userEvent.type(screen.getByLabelText('Gamdom Username'), 'taken_name');
    await userEvent.click(screen.getByRole('button', { name: 'Save Connections' }));
    const field = screen.getByLabelText('Gamdom Username');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
  });
});
