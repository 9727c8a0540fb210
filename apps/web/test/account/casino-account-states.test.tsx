import type { MemberCasinoAccount } from '@podium/shared/casino-accounts/schemas';
import type { CurrentUser } from '@podium/shared/common/user';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsPage } from '@/features/account/SettingsPage.tsx';
import { user as currentUser } from '../helpers/boot.ts';
import { settings } from '../helpers/factories.ts';
import { ok, renderRoute, stubApi, userReply } from '../helpers/members.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const STATES = 'GET /api/r/profile/casino-accounts';
const account = (over: Partial<MemberCasinoAccount>): MemberCasinoAccount => ({
  slot: 1,
  field: 'crypto',
  username: 'name',
  status: 'pending',
  refusal_reason: null,
  ...over,
});

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

const stateOf = (field: string) => screen.queryByTestId(`casino-state-${field}`)?.textContent ?? null;

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('casino account states in Settings (decision 042)', () => {
  it('shows Verified, Waiting for verification and Refused: <reason> next to each username', async () => {
    stubApi({
      [STATES]: ok([
        account({ slot: 1, field: 'crypto', username: 'Roo_Me', status: 'verified' }),
        account({ slot: 2, field: 'crypto2', username: 'gam_me', status: 'pending' }),
        account({
          slot: 3,
          field: 'crypto3',
          username: 'shuf',
          status: 'refused',
          refusal_reason: 'No proof',
        }),
      ]),
    });
    open(currentUser({ crypto: 'Roo_Me', crypto2: 'gam_me', crypto3: 'shuf' }));
    await waitFor(() => expect(stateOf('crypto')).toBe('Verified'));
    expect(stateOf('crypto2')).toBe(
      'Waiting for verificationRewards from this account start once staff verify it.',
    );
    expect(stateOf('crypto3')).toBe('Refused: No proof');
  });

  it('hides the state while a different name is typed, and shows the new one after saving', async () => {
    let saved = false;
    stubApi({
      [STATES]: () =>
        ok(
          saved
            ? [account({ username: 'new_me', status: 'pending' })]
            : [account({ username: 'old_me', status: 'verified' })],
        ),
      'POST /api/r/profile/update': () => {
        saved = true;
        return userReply(currentUser({ crypto: 'new_me' }));
      },
    });
    open(currentUser({ crypto: 'old_me' }));
    await waitFor(() => expect(stateOf('crypto')).toBe('Verified'));
    const field = screen
      .getAllByRole('textbox')
      .find((input) => (input as HTMLInputElement).value === 'old_me')!;
    await userEvent.clear(field);
    await userEvent.type(field, 'new_me');
    expect(stateOf('crypto')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save Connections' }));
    await waitFor(() => expect(stateOf('crypto')).toContain('Waiting for verification'));
  });
});
