import { describe, expect, it } from 'vitest';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { seedDemoIfEmpty } from '../../src/seed/demo.ts';
import { useTestApp } from '../helpers/app.ts';
import { accountRows } from './fixtures.ts';

const ctx = useTestApp();

describe('casino accounts in the demo content', () => {
  it('links the demo members’ accounts verified, and one member’s account waits for verification', async () => {
    await seedDemoIfEmpty(ctx.db);
    const rows = await accountRows(ctx);
    const member = (await findUserByUsername(ctx.db, 'member'))!;
    const hank = (await findUserByUsername(ctx.db, 'highroller_hank'))!;
    expect(rows.filter((r) => r.holderId === member.id).map((r) => [r.slot, r.username, r.status])).toEqual([
      [1, 'member_roobet', 'verified'],
      [2, 'member_gamdom', 'verified'],
    ]);
    const pending = rows.filter((r) => r.status === 'pending');
    expect(pending.map((r) => [r.holderId, r.slot])).toEqual([[hank.id, 1]]);
    expect(hank.crypto).toBe(pending[0]!.username);
    // Every linked Settings field has its account, and every held account its Settings field.
    expect(rows.filter((r) => r.status === 'verified').length).toBeGreaterThanOrEqual(8);
  });
});
