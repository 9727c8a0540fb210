import type { Agent } from './app.ts';

type Call = <T = unknown>(agent: Agent, method: string, url: string, payload?: unknown) => Promise<T>;
type Match = { id: number; round: number; slot1_name: string | null };

/**
 * The tournaments' section of the declared-answers tour: a 4-slot bracket made, edited, opened,
 * predicted, every result recorded (the Final pays), the Final corrected, read; another made and deleted.
 */
export async function tournamentsTour(call: Call, { admin, alice }: Record<'admin' | 'alice', Agent>) {
  const a = '/api/admin/tournaments';
  const body = {
    name: 'Tour bracket',
    size: 4,
    slots: ['A', 'B', 'C', 'D'].map((name) => ({ name, user_id: null })),
    points_per_correct: 10,
    xp_per_correct: 5,
    perfect_bonus_points: 50,
    perfect_bonus_xp: 20,
  };
  const made = await call<{ id: number }>(admin, 'POST', a, body);
  await call(admin, 'PUT', `${a}/${made.id}`, { name: 'Tour bracket 2', predictions_active: true });
  const t = await call<{ tournament: { matches: Match[] } }>(alice, 'GET', `/api/r/tournaments/${made.id}`);
  const [m1, m2, final] = t.tournament.matches;
  await call(alice, 'POST', `/api/r/tournaments/${made.id}/predict`, {
    predictions: [
      { match_id: m1!.id, winner_name: 'A' },
      { match_id: m2!.id, winner_name: 'C' },
      { match_id: final!.id, winner_name: 'A' },
    ],
  });
  const result = { slot1_multiplier: 12.5, slot2_multiplier: 3 };
  for (const m of [m1!, m2!, final!])
    await call(admin, 'POST', `${a}/${made.id}/matches/${m.id}/result`, result);
  await call(admin, 'POST', `${a}/${made.id}/matches/${final!.id}/correct`, {
    slot1_multiplier: 1,
    slot2_multiplier: 3,
    reason: 'Misread',
  });
  await call(alice, 'GET', '/api/r/tournaments?page=1&filter=all');
  const spare = await call<{ id: number }>(admin, 'POST', a, body);
  await call(admin, 'DELETE', `${a}/${spare.id}`);
}
