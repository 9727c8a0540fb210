import type { SlotRequestSettingsInput, SlotRequestState } from '@podium/shared/slot-requests/schemas';
import { expect } from 'vitest';
import { addSlots } from '../../src/features/slot-requests/catalogue.repository.ts';
import { slotCatalogue } from '../../src/features/slot-requests/slot-requests.table.ts';
import { type Agent, json, signedIn, type TestContext } from '../helpers/app.ts';

export { expectBalancesMatchLedger, expectRefusal, member, pointsOf } from '../raffles/fixtures.ts';

export const boss = (ctx: TestContext) => signedIn(ctx, 'boss', 'Admin');

export const defaults: SlotRequestSettingsInput = {
  open: true,
  per_member: 1,
  cost_points: 0,
  min_account_days: 0,
  min_level: 1,
  reward_kind: 'points',
  reward_points: 0,
  reward_cash: 0,
  reward_multiplier: 100,
};

export async function settings(admin: Agent, body: Partial<SlotRequestSettingsInput> = {}) {
  const res = await admin.put('/api/admin/slot-requests/settings', { ...defaults, ...body });
  expect(res.statusCode, res.body).toBe(200);
}

/** Catalogue slots by name → id. */
export async function catalogue(ctx: TestContext, names: string[]): Promise<Record<string, number>> {
  await ctx.db.transaction((tx) =>
    addSlots(
      tx,
      names.map((name) => ({ name, provider: 'Test Provider', image: null })),
    ),
  );
  const rows = await ctx.db.select().from(slotCatalogue);
  return Object.fromEntries(rows.map((r) => [r.name, r.id]));
}

export const request = (agent: Agent, slot_id: number) => agent.post('/api/r/slot-requests', { slot_id });

export async function stateOf(agent: Agent, admin = false): Promise<SlotRequestState> {
  const res = await agent.get(admin ? '/api/admin/slot-requests' : '/api/r/slot-requests');
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: SlotRequestState }>(res).data;
}
