import type { CasinoAccountPage } from '@podium/shared/casino-accounts/schemas';
import type { Agent } from './app.ts';

type Call = <T = unknown>(agent: Agent, method: string, url: string, payload?: unknown) => Promise<T>;

/**
 * The casino accounts' section of the declared-answers tour (decision 042), after alice linked
 * 'alice_c': bob links one, the member reads the states, an Admin lists the queue, verifies alice's
 * (the wager raffles' tour counts her wager), refuses bob's, then moves it to carol, verified.
 */
export async function casinoAccountsTour(
  call: Call,
  { admin, alice, bob }: Record<'admin' | 'alice' | 'bob', Agent>,
  ids: { carol: number },
) {
  await call(bob, 'POST', '/api/r/profile/update', { crypto: 'bob_c', crypto2: null, crypto3: null });
  await call(alice, 'GET', '/api/r/profile/casino-accounts');
  const page = await call<CasinoAccountPage>(admin, 'GET', '/api/admin/casino-accounts?status=pending');
  const idOf = (name: string) => page.accounts.find((x) => x.username === name)!.id;
  await call(admin, 'POST', `/api/admin/casino-accounts/${idOf('alice_c')}/verify`, {});
  await call(admin, 'POST', `/api/admin/casino-accounts/${idOf('bob_c')}/refuse`, { reason: 'Not yours' });
  await call(admin, 'POST', `/api/admin/casino-accounts/${idOf('bob_c')}/move`, {
    user_id: ids.carol,
    reason: 'Carol showed the casino profile',
    verify: true,
  });
}
