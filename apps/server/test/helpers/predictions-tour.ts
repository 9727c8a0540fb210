import type { Prediction } from '@podium/shared/predictions/schemas';
import type { Agent } from './app.ts';

type Call = <T = unknown>(agent: Agent, method: string, url: string, payload?: unknown) => Promise<T>;

/**
 * Points predictions in the declared-answers tour: two opened, a member stakes (alice has points from
 * the store tour), one locked and resolved, the other cancelled; the list read.
 */
export async function predictionsTour(call: Call, { admin, alice }: Record<'admin' | 'alice', Agent>) {
  const n = '/api/admin/predictions';
  const [first] = await call<Prediction[]>(admin, 'POST', n, {
    title: 'Tour: profit?',
    outcomes: ['Yes', 'No'],
  });
  const [second] = await call<Prediction[]>(admin, 'POST', n, {
    title: 'Tour: top slot',
    outcomes: ['A', 'B', 'C'],
  });
  await call(alice, 'POST', `/api/r/predictions/${first!.id}/stake`, {
    outcome_id: first!.outcomes[0]!.id,
    points: 10,
  });
  await call(alice, 'GET', '/api/r/predictions');
  await call(admin, 'POST', `${n}/${first!.id}/lock`);
  await call(admin, 'POST', `${n}/${first!.id}/resolve`, { outcome_id: first!.outcomes[0]!.id });
  await call(admin, 'POST', `${n}/${second!.id}/cancel`);
  await call(admin, 'GET', n);
}
