import type { AdminClaim, Challenge, ChallengeCasino } from '@podium/shared/slot-challenges/schemas';
import type { Agent } from './app.ts';

type Call = <T = unknown>(agent: Agent, method: string, url: string, payload?: unknown) => Promise<T>;

/**
 * Slot challenges in the declared-answers tour: two posted on the first casino with a slot, alice
 * claims each on her verified account (alice_c, verified by the casino accounts' tour), one claim is
 * approved, the other refused; a third is edited and cancelled; the lists read.
 */
export async function slotChallengesTour(call: Call, { admin, alice }: Record<'admin' | 'alice', Agent>) {
  const n = '/api/admin/slot-challenges';
  const [roobet] = await call<ChallengeCasino[]>(admin, 'GET', `${n}/casinos`);
  const terms = (game: string) => ({
    game,
    min_multiplier: 1000,
    min_bet: 0.2,
    prize_type: 'points',
    prize_value: 10,
    description: '',
    platform_id: roobet!.id,
    starts_at: new Date(Date.now() - 60_000).toISOString(),
    ends_at: new Date(Date.now() + 86_400_000).toISOString(),
    places: 1,
  });
  const post = (game: string) => call<Challenge[]>(admin, 'POST', n, terms(game));
  const [first] = await post('Tour: Gates of Olympus');
  const [second] = await post('Tour: Sweet Bonanza');
  for (const c of [first!, second!])
    await call(alice, 'POST', `/api/r/slot-challenges/${c.id}/claims`, {
      casino_username: 'alice_c',
      bet_url: 'https://example.com/bets/1',
    });
  const claims = await call<AdminClaim[]>(admin, 'GET', `${n}/claims`);
  const [one, two] = claims.filter((c) => c.status === 'pending');
  await call(admin, 'POST', `${n}/claims/${one!.id}/approve`);
  await call(admin, 'POST', `${n}/claims/${two!.id}/refuse`, { reason: 'Bet below the minimum' });
  const [third] = await post('Tour: Mental');
  await call(admin, 'PUT', `${n}/${third!.id}`, terms('Tour: Mental 2'));
  await call(admin, 'POST', `${n}/${third!.id}/cancel`);
  await call(alice, 'GET', '/api/r/slot-challenges');
  await call(admin, 'GET', n);
}
