import { profileErrorCodes } from '@podium/shared/profile/errors';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserLink } from '@/components/hover-card/UserLink.tsx';
import { fail, ok, profile, renderRoute, stubApi } from '../helpers/members.tsx';

const link = () => screen.getByRole('link', { name: 'lucky_lena' });
const card = () => screen.queryByRole('dialog', { name: 'lucky_lena profile preview' });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function renderLink(seed?: Parameters<typeof renderRoute>[1]['seed']) {
  return renderRoute(
    <p>
      Winner: <UserLink username="lucky_lena" />
    </p>,
    { route: '/', seed },
  );
}

// The card's body is its own chunk, loaded with the first card; load it before the clock is faked.
beforeAll(() => import('@/components/hover-card/UserHoverCardBody.tsx'));
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('hover card', () => {
  it('links the username to its profile', () => {
    stubApi({});
    renderLink();
    expect(link().getAttribute('href')).toBe('/profile/lucky_lena');
  });

  it('opens only after the pointer rests on the username for 300 ms', async () => {
    stubApi({ 'GET /api/r/user/lucky_lena': ok(profile()) });
    renderLink();
    fireEvent.pointerEnter(link());
    await wait(299);
    expect(card()).toBeNull();
    await wait(1);
    expect(card()).not.toBeNull();
    await wait(50); // the answer arrives
    const dialog = card()!;
    expect(screen.getByText('Lucky Lena')).toBeTruthy();
    expect(dialog.textContent).toContain('@lucky_lena');
    expect(dialog.textContent).toContain('Kick: lena_kick');
    expect(dialog.textContent).toContain('VIP');
    expect(dialog.textContent).toContain('Spinning since 2019.');
    expect(dialog.textContent).toContain('Points12,500');
    expect(dialog.textContent).toContain('XP2,350');
    expect(dialog.textContent).toContain('Bonus Hunt Predictions6');
    expect(dialog.textContent).toContain('Raffle Entries9');
    expect(dialog.textContent).toContain('Rank#4');
    expect(dialog.textContent).toContain('Last Active5 minutes ago');
    expect(screen.getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe(
      '/profile/lucky_lena',
    );
  });

  it('never opens when the pointer leaves within 300 ms', async () => {
    const api = stubApi({ 'GET /api/r/user/lucky_lena': ok(profile()) });
    renderLink();
    fireEvent.pointerEnter(link());
    await wait(200);
    fireEvent.pointerLeave(link());
    await wait(1000);
    expect(card()).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('closes after the pointer leaves, but stays while it moves into the card', async () => {
    stubApi({ 'GET /api/r/user/lucky_lena': ok(profile()) });
    renderLink();
    fireEvent.pointerEnter(link());
    await wait(300);
    fireEvent.pointerLeave(link());
    fireEvent.pointerEnter(card()!);
    await wait(500);
    expect(card()).not.toBeNull();
    fireEvent.pointerLeave(card()!);
    await wait(500);
    expect(card()).toBeNull();
  });

  it('opens on keyboard focus too, and Escape closes it', async () => {
    stubApi({ 'GET /api/r/user/lucky_lena': ok(profile()) });
    renderLink();
    act(() => link().focus());
    await wait(300);
    expect(card()).not.toBeNull();
    expect(link().getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(card()).toBeNull();
  });

  it('reads the profile page’s cache entry, so a seen profile needs no request', async () => {
    const api = stubApi({});
    renderLink((client) =>
      client.setQueryData(['profile', 'lucky_lena'], profile({ display_name: 'Cached Lena' })),
    );
    fireEvent.pointerEnter(link());
    await wait(300);
    expect(card()!.textContent).toContain('Cached Lena');
    expect(api.calls).toHaveLength(0);
  });

  it("says 'User not found' for an unknown member", async () => {
    stubApi({
      'GET /api/r/user/lucky_lena': fail(404, 'User not found', null, profileErrorCodes.userNotFound),
    });
    renderLink();
    fireEvent.pointerEnter(link());
    await wait(300);
    await wait(50);
    expect(card()!.textContent).toBe('User not found');
  });

  it("says 'Failed to load user data' when loading fails otherwise", async () => {
    stubApi({ 'GET /api/r/user/lucky_lena': fail(500, 'Boom') });
    renderLink();
    fireEvent.pointerEnter(link());
    await wait(300);
    await wait(3000); // one retry after a second
    expect(card()!.textContent).toBe('Failed to load user data');
  });
});
