import type { TournamentDetail, TournamentMatch } from '@podium/shared/tournaments/schemas';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CARD_H,
  CARD_W,
  fitScale,
  overlayLayout,
  overlayOptions,
} from '@/features/tournaments/overlay/overlay-layout.ts';
import { TournamentOverlayPage } from '@/features/tournaments/TournamentOverlayPage.tsx';
import { ok, renderRoute, stubApi } from '../helpers/members.tsx';

// Decision 046: the OBS overlay scales the whole bracket to the source, rings the match being played
// and names the champion once the Final is recorded.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the overlay scale maths', () => {
  const viewports = [
    { width: 1920, height: 1080 },
    { width: 1280, height: 720 },
  ];
  for (const size of [4, 8, 16, 32, 64]) {
    for (const viewport of viewports) {
      it(`fits every match of a ${size}-slot bracket inside ${viewport.width}×${viewport.height}`, () => {
        const layout = overlayLayout(size);
        const scale = fitScale(layout, viewport);
        expect(layout.matches).toHaveLength(size - 1);
        expect(layout.width * scale).toBeLessThanOrEqual(viewport.width + 1e-9);
        expect(layout.height * scale).toBeLessThanOrEqual(viewport.height + 1e-9);
        for (const p of layout.matches) {
          const top = (layout.bodyTop + p.y - CARD_H / 2) * scale;
          const bottom = (layout.bodyTop + p.y + CARD_H / 2) * scale;
          expect(p.x).toBeGreaterThanOrEqual(0);
          expect((p.x + CARD_W) * scale).toBeLessThanOrEqual(viewport.width + 1e-9);
          expect(top).toBeGreaterThanOrEqual(0);
          expect(bottom).toBeLessThanOrEqual(viewport.height + 1e-9);
        }
        // No two cards overlap: within a column they are at least a card apart.
        for (const x of new Set(layout.matches.map((p) => p.x))) {
          const ys = layout.matches
            .filter((p) => p.x === x)
            .map((p) => p.y)
            .sort((a, b) => a - b);
          for (let i = 1; i < ys.length; i++) expect(ys[i]! - ys[i - 1]!).toBeGreaterThanOrEqual(CARD_H);
        }
      });
    }
  }

  it('keeps 64 slots readable on a 1080p source: names of 18 px drawn at 12 px or more', () => {
    expect(18 * fitScale(overlayLayout(64), { width: 1920, height: 1080 })).toBeGreaterThanOrEqual(12);
  });

  it('reads the theme and the parts to show, ignoring unknown words', () => {
    expect(overlayOptions('')).toEqual({ theme: 'dark', show: new Set(['title', 'bracket', 'champion']) });
    const o = overlayOptions('?theme=light&show=bracket, champion,logo');
    expect(o.theme).toBe('light');
    expect([...o.show]).toEqual(['bracket', 'champion']);
    expect(overlayOptions('?theme=neon').theme).toBe('dark');
  });
});

const match = (
  id: number,
  round: number,
  n: number,
  s1: string | null,
  s2: string | null,
  winnerSlot: 1 | 2 | null = null,
  seeds: [number | null, number | null] = [null, null],
): TournamentMatch => ({
  id,
  round,
  match_number: n,
  slot1_name: s1,
  slot2_name: s2,
  slot1_multiplier: winnerSlot ? (winnerSlot === 1 ? 12 : 2) : null,
  slot2_multiplier: winnerSlot ? (winnerSlot === 2 ? 12 : 2) : null,
  slot1_user: null,
  slot2_user: null,
  winner_name: winnerSlot === 1 ? s1 : winnerSlot === 2 ? s2 : null,
  winner_slot: winnerSlot,
  slot1_seed: seeds[0],
  slot2_seed: seeds[1],
});

const detail = (matches: TournamentMatch[]): TournamentDetail => ({
  tournament: {
    id: 3,
    name: 'Stream Cup',
    size: 4,
    is_active: true,
    predictions_active: false,
    matches_count: 3,
    predictions_count: 0,
    progress: 0,
    winner_name: null,
    created_at: '2026-11-20T12:00:00.000Z',
    points_per_correct: 10,
    xp_per_correct: 5,
    perfect_bonus_points: 100,
    perfect_bonus_xp: 50,
    matches,
  },
  user_prediction: null,
  friend_predictions: [],
  top_predictions: [],
  all_predictions: [],
});

const LONG = 'Wanted Dead or a Wild Megaways';

describe('the overlay page', () => {
  it('rings the match being played, shows seeds and whole long names, and no champion before the Final', async () => {
    stubApi({
      'GET /api/r/tournaments/3': ok(
        detail([
          match(1, 1, 1, 'Sweet Bonanza', LONG, 2, [1, 2]),
          match(2, 1, 2, 'Sweet Bonanza', 'Zeus', null, [3, 4]),
          match(3, 2, 1, LONG, null, null, [2, null]),
        ]),
      ),
    });
    renderRoute(<TournamentOverlayPage />, {
      route: '/overlay/tournaments/3',
      path: '/overlay/tournaments/:id',
    });
    expect(await screen.findByRole('heading', { name: 'Stream Cup', level: 1 })).toBeTruthy();
    const cards = screen.getAllByTestId('overlay-match');
    const playing = cards.filter((c) => c.getAttribute('aria-current') === 'true');
    expect(playing).toHaveLength(1);
    expect(playing[0]!.textContent).toContain('#3Sweet Bonanza');
    expect(playing[0]!.textContent).toContain('Now playing');
    expect(screen.getAllByText(LONG)[0]!.className).toContain('line-clamp-2');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('names the champion once the Final is recorded, and shows only the parts asked for', async () => {
    stubApi({
      'GET /api/r/tournaments/3': ok(
        detail([
          match(1, 1, 1, 'Sweet Bonanza', 'Gates', 1, [1, 2]),
          match(2, 1, 2, 'Sweet Bonanza', 'Zeus', 1, [3, 4]),
          match(3, 2, 1, 'Sweet Bonanza', 'Sweet Bonanza', 2, [1, 3]),
        ]),
      ),
    });
    renderRoute(<TournamentOverlayPage />, {
      route: '/overlay/tournaments/3?show=champion&theme=light',
      path: '/overlay/tournaments/:id',
    });
    const banner = await screen.findByRole('status');
    expect(within(banner).getByText(/Champion/)).toBeTruthy();
    expect(banner.textContent).toContain('Sweet Bonanza #3');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryAllByTestId('overlay-match')).toHaveLength(0);
    expect(document.querySelector('main')!.className).toContain('text-slate-900');
  });
});
