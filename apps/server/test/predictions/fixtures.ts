import type { Prediction } from '@podium/shared/predictions/schemas';
import { expect } from 'vitest';
import { type Agent, json, signedIn, type TestContext } from '../helpers/app.ts';

export { expectBalancesMatchLedger, expectRefusal, member, pointsOf } from '../raffles/fixtures.ts';

/** An admin agent. */
export const boss = (ctx: TestContext) => signedIn(ctx, 'boss', 'Admin');

/** Opens a prediction as the admin; answers it (outcome ids in order). */
export async function openPrediction(admin: Agent, body: Record<string, unknown> = {}): Promise<Prediction> {
  const res = await admin.post('/api/admin/predictions', {
    title: 'Will this hunt end in profit?',
    outcomes: ['Yes', 'No'],
    min_stake: 10,
    max_stake: 1000,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: Prediction[] }>(res).data[0]!;
}

export const stake = (agent: Agent, id: number, outcome_id: number, points: number) =>
  agent.post(`/api/r/predictions/${id}/stake`, { outcome_id, points });

export async function predictionOf(agent: Agent, id: number): Promise<Prediction> {
  const res = await agent.get('/api/r/predictions');
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: Prediction[] }>(res).data.find((p) => p.id === id)!;
}

export const resolve = (admin: Agent, id: number, outcome_id: number) =>
  admin.post(`/api/admin/predictions/${id}/resolve`, { outcome_id });
