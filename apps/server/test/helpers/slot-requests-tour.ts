import type { Slot, SlotRequestState } from '@podium/shared/slot-requests/schemas';
import type { Agent } from './app.ts';

type Call = <T = unknown>(agent: Agent, method: string, url: string, payload?: unknown) => Promise<T>;

/**
 * Slot requests in the declared-answers tour: settings saved, the catalogue imported and grown from the
 * hunts, alice and bob request, bob's removed, a pick made and verified, alice's played, a slot banned,
 * the queue cleared; every read.
 */
export async function slotRequestsTour(
  call: Call,
  { admin, alice, bob }: Record<'admin' | 'alice' | 'bob', Agent>,
) {
  const n = '/api/admin/slot-requests';
  await call(admin, 'PUT', `${n}/settings`, {
    open: true,
    per_member: 1,
    cost_points: 0,
    min_account_days: 0,
    min_level: 1,
    reward_points: 5,
    reward_multiplier: 2,
  });
  await call(admin, 'POST', `${n}/slots/import`, {
    csv: 'name,provider,image\nTour Slot A,Tour\nTour Slot B,Tour',
  });
  await call(admin, 'POST', `${n}/slots/from-hunts`);
  const slots = await call<Slot[]>(alice, 'GET', '/api/r/slot-requests/slots?q=Tour%20Slot');
  await call(alice, 'POST', '/api/r/slot-requests', { slot_id: slots[0]!.id });
  const state = await call<SlotRequestState>(bob, 'POST', '/api/r/slot-requests', { slot_id: slots[1]!.id });
  const bobs = state.mine[0]!;
  await call(admin, 'POST', `${n}/${bobs.id}/remove`);
  const picked = await call<SlotRequestState>(admin, 'POST', `${n}/pick`);
  await call(bob, 'GET', `/api/r/slot-requests/picks/${picked.last_pick!.id}/verify`);
  await call(admin, 'POST', `${n}/${picked.last_pick!.request!.id}/played`, { bet: 1, win: 3 });
  await call(admin, 'PUT', `${n}/slots/${slots[1]!.id}`, { banned: true });
  await call(admin, 'POST', `${n}/clear`);
  await call(alice, 'GET', '/api/r/slot-requests');
  await call(admin, 'GET', `${n}/slots/banned`);
  await call(admin, 'GET', n);
}
