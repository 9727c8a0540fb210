import type { Agent } from './app.ts';

type Call = <T = unknown>(agent: Agent, method: string, url: string, payload?: unknown) => Promise<T>;
type Detail = { hunt: { id: number }; games: { id: number }[] };

/**
 * The bonus hunts' section of the declared-answers tour: a hunt made, edited, given games (one edited,
 * one removed, restored and removed again, the rest reordered), predicted, opened, every win recorded, finished (pays), a result
 * corrected, and every read.
 */
export async function bonusHuntsTour(call: Call, { admin, alice }: Record<'admin' | 'alice', Agent>) {
  const a = '/api/admin/bonus-hunts';
  const r = '/api/r/bonus-hunts';
  const made = await call<Detail>(admin, 'POST', a, {
    title: 'Tour hunt',
    start_balance: 500,
    prize_points: 50,
    prize_xp: 10,
    predictions_active: false,
  });
  const id = made.hunt.id;
  await call(admin, 'PUT', `${a}/${id}`, { title: 'Tour hunt 2', predictions_active: true });
  const game = (slot_name: string, slot_bet: number) => ({
    slot_name,
    provider: 'Tour',
    slot_bet,
    slot_image: null,
  });
  for (const [name, bet] of [
    ['Alpha', 1],
    ['Beta', 2],
    ['Gamma', 0.5],
  ] as const) {
    await call(admin, 'POST', `${a}/${id}/games`, game(name, bet));
  }
  const withGames = await call<Detail>(admin, 'GET', `${a}/${id}`);
  const [g1, g2, g3] = withGames.games;
  await call(admin, 'PUT', `${a}/${id}/games/${g1!.id}`, game('Alpha Deluxe', 1.5));
  await call(admin, 'DELETE', `${a}/${id}/games/${g3!.id}`);
  // Undo (decision 047), then removed for good.
  await call(admin, 'POST', `${a}/${id}/games/${g3!.id}/restore`);
  await call(admin, 'DELETE', `${a}/${id}/games/${g3!.id}`);
  await call(admin, 'PUT', `${a}/${id}/order`, { game_ids: [g2!.id, g1!.id] });
  await call(alice, 'POST', `${r}/${id}/predict`, {
    end_balance: 250.5,
    highest_multiplier: 100,
    highest_multiplier_game: 'Beta',
  });
  await call(alice, 'GET', `${r}/current`);
  await call(alice, 'GET', `${r}/${id}`);
  await call(alice, 'GET', `${r}/${id}/predictions`);
  await call(admin, 'POST', `${a}/${id}/games/${g2!.id}/open`);
  await call(admin, 'POST', `${a}/${id}/games/${g2!.id}/win`, { slot_win: 200 });
  await call(admin, 'POST', `${a}/${id}/games/${g1!.id}/win`, { slot_win: 30 });
  await call(admin, 'POST', `${a}/${id}/finish`);
  await call(admin, 'POST', `${a}/${id}/games/${g1!.id}/win`, { slot_win: 45, reason: 'Misread' });
  await call(alice, 'GET', `${r}/history`);
  await call(admin, 'GET', a);
}
