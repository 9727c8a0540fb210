import type { Tournament, TournamentDetail, TournamentMatch } from '@podium/shared/tournaments/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TournamentAdminDetailPage } from '@/features/tournaments/admin/TournamentAdminDetailPage.tsx';
import { TournamentForm } from '@/features/tournaments/admin/TournamentForm.tsx';
import { fail, ok, renderRoute, stubApi } from '../helpers/members.tsx';

// Decision 046: the Add tournament form shows every error under its field and coerces nothing; the
// results screen collapses decided matches, moves the focus on, and asks before changing a paid Final.
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

/** The words under a field (its hint and error, through aria-describedby). */
const under = (label: string) => {
  const field = screen.getByLabelText(label, { exact: true });
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
};

describe('the Add tournament form', () => {
  it('shows client errors under each field, coerces nothing, and warns of a duplicate name without blocking', async () => {
    const api = stubApi({});
    renderRoute(<TournamentForm onDone={() => {}} />, { route: '/admin-new/tournaments' });
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Name'), 'Viewers call');
    await u.selectOptions(screen.getByLabelText('Slots'), '4');
    await u.type(screen.getByLabelText('Slot 1'), 'Sweet Bonanza');
    await u.type(screen.getByLabelText('Slot 2'), 'Gates');
    await u.type(screen.getByLabelText('Slot 3'), 'Sweet Bonanza');
    expect(under('Slot 1')).toContain('Another slot has this name too');
    expect(under('Slot 3')).toContain('(#1, #3)');
    expect(under('Slot 2')).not.toContain('Another slot');
    const memberIds = screen.getAllByLabelText('Member id');
    await u.type(memberIds[1]!, 'abc');
    await u.clear(screen.getByLabelText('XP per correct pick'));
    await u.click(screen.getByRole('button', { name: 'Create tournament' }));

    expect(api.writes()).toHaveLength(0);
    expect(under('Slot 4')).toContain('Name every slot');
    expect(under('XP per correct pick')).toContain('Enter a number');
    const second = memberIds[1]!;
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(second.getAttribute('aria-describedby')!)?.textContent).toContain(
      'Enter a whole number',
    );
    // The duplicate is a note, not an error.
    expect(screen.getByLabelText('Slot 1').getAttribute('aria-invalid')).toBeNull();
  });

  it("shows the server's slot errors under their fields, and sends the duplicate names and numbers as typed", async () => {
    const api = stubApi({
      'POST /api/admin/tournaments': fail(400, 'At most 60 characters', {
        'slots.2.name': ['At most 60 characters'],
      }),
    });
    renderRoute(<TournamentForm onDone={() => {}} />, { route: '/admin-new/tournaments' });
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Name'), 'Cup');
    await u.selectOptions(screen.getByLabelText('Slots'), '4');
    for (const [i, name] of ['Sweet Bonanza', 'Gates', 'Sweet Bonanza', 'Zeus'].entries())
      await u.type(screen.getByLabelText(`Slot ${i + 1}`), name);
    await u.type(screen.getAllByLabelText('Member id')[0]!, '7');
    await u.clear(screen.getByLabelText('Points per correct pick'));
    await u.type(screen.getByLabelText('Points per correct pick'), '1,250');
    await u.click(screen.getByRole('button', { name: 'Create tournament' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toMatchObject({
      size: 4,
      slots: [
        { name: 'Sweet Bonanza', user_id: 7 },
        { name: 'Gates', user_id: null },
        { name: 'Sweet Bonanza', user_id: null },
        { name: 'Zeus', user_id: null },
      ],
      points_per_correct: 1250,
      xp_per_correct: 5,
    });
    await waitFor(() => expect(under('Slot 3')).toContain('At most 60 characters'));
  });
});

const match = (
  id: number,
  round: number,
  n: number,
  names: [string | null, string | null],
  seeds: [number | null, number | null],
  winnerSlot: 1 | 2 | null = null,
): TournamentMatch => ({
  id,
  round,
  match_number: n,
  slot1_name: names[0],
  slot2_name: names[1],
  slot1_multiplier: winnerSlot ? (winnerSlot === 1 ? 12 : 2) : null,
  slot2_multiplier: winnerSlot ? (winnerSlot === 2 ? 12 : 2) : null,
  slot1_user: null,
  slot2_user: null,
  winner_name: winnerSlot ? names[winnerSlot - 1]! : null,
  winner_slot: winnerSlot,
  slot1_seed: seeds[0],
  slot2_seed: seeds[1],
});

const tournament = (matches: TournamentMatch[], over: Partial<Tournament> = {}): Tournament => ({
  id: 5,
  name: 'Stream Cup',
  size: 4,
  is_active: true,
  predictions_active: true,
  matches_count: 3,
  predictions_count: 2,
  progress: Math.round((matches.filter((m) => m.winner_slot !== null).length / 3) * 100),
  winner_name: null,
  created_at: '2026-11-20T12:00:00.000Z',
  points_per_correct: 10,
  xp_per_correct: 5,
  perfect_bonus_points: 100,
  perfect_bonus_xp: 50,
  matches,
  ...over,
});
const detail = (t: Tournament): TournamentDetail => ({
  tournament: t,
  user_prediction: null,
  friend_predictions: [],
  top_predictions: [],
  all_predictions: [],
});
const openDetail = () =>
  renderRoute(<TournamentAdminDetailPage />, {
    route: '/admin-new/tournaments/5',
    path: '/admin-new/tournaments/:id',
  });

describe('the results screen', () => {
  it('collapses a decided match to one line, and after a result moves the focus to the next match to play', async () => {
    const before = tournament([
      match(51, 1, 1, ['Sweet Bonanza', 'Gates'], [1, 2], 1),
      match(52, 1, 2, ['Sweet Bonanza', 'Zeus'], [3, 4]),
      match(53, 2, 1, ['Sweet Bonanza', null], [1, null]),
    ]);
    const after = tournament([
      before.matches[0]!,
      match(52, 1, 2, ['Sweet Bonanza', 'Zeus'], [3, 4], 1),
      match(53, 2, 1, ['Sweet Bonanza', 'Sweet Bonanza'], [1, 3]),
    ]);
    let current = before;
    const api = stubApi({
      'GET /api/r/tournaments/5': () => ok(detail(current)),
      'POST /api/admin/tournaments/5/matches/52/result': () => {
        current = after;
        return ok(after, 'Result recorded');
      },
    });
    openDetail();
    const u = userEvent.setup();
    const decided = await screen.findByRole('listitem', { name: 'Match 1-1' });
    expect(decided.textContent).toContain('Sweet Bonanza #1 won · 12.00x – 2.00x');
    expect(within(decided).queryByRole('textbox')).toBeNull();
    expect(screen.getByLabelText('Overlay URL')).toBeTruthy();

    await u.type(screen.getByLabelText('Sweet Bonanza #3 multiplier'), '12');
    await u.type(screen.getByLabelText('Zeus #4 multiplier'), '2');
    await u.click(screen.getByRole('button', { name: 'Record result' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    const next = await screen.findByLabelText('Sweet Bonanza #1 multiplier');
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(screen.getByRole('listitem', { name: 'Match 1-2' }).textContent).toContain('Sweet Bonanza #3 won');

    // Correct opens the correction form of that match only.
    await u.click(
      within(screen.getByRole('listitem', { name: 'Match 1-1' })).getByRole('button', { name: 'Correct' }),
    );
    expect(screen.getByLabelText('Reason for the correction')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Correct result' })).toBeTruthy();
  });

  it('asks before a correction that changes the champion of a paid-out tournament', async () => {
    const done = tournament(
      [
        match(51, 1, 1, ['Sweet Bonanza', 'Gates'], [1, 2], 1),
        match(52, 1, 2, ['Sweet Bonanza', 'Zeus'], [3, 4], 1),
        match(53, 2, 1, ['Sweet Bonanza', 'Sweet Bonanza'], [1, 3], 1),
      ],
      { is_active: false, predictions_active: false, winner_name: 'Sweet Bonanza' },
    );
    const api = stubApi({
      'GET /api/r/tournaments/5': ok(detail(done)),
      'POST /api/admin/tournaments/5/matches/53/correct': ok(done, 'Result corrected'),
    });
    openDetail();
    const u = userEvent.setup();
    expect(await screen.findByText(/Ended: the Final is recorded/)).toBeTruthy();
    const final = screen.getByRole('listitem', { name: 'Match 2-1' });
    await u.click(within(final).getByRole('button', { name: 'Correct' }));
    const m1 = screen.getByLabelText('Sweet Bonanza #1 multiplier');
    const m2 = screen.getByLabelText('Sweet Bonanza #3 multiplier');
    await u.clear(m1);
    await u.type(m1, '1');
    await u.clear(m2);
    await u.type(m2, '30');
    await u.type(screen.getByLabelText('Reason for the correction'), 'Misread');
    await u.click(screen.getByRole('button', { name: 'Correct result' }));
    expect((await screen.findByRole('alert')).textContent).toContain('changes the champion');
    expect(api.writes()).toHaveLength(0);
    await u.click(screen.getByRole('button', { name: 'Confirm correction' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({ slot1_multiplier: 1, slot2_multiplier: 30, reason: 'Misread' });
  });
});
