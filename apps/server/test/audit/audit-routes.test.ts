import { AUDIT_ACTION } from '@podium/shared/audit/schemas';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/features/audit/audit.table.ts';
import { recordAudit, siteContext } from '../../src/features/audit/audit.usecases.ts';
import { auditMissing } from '../../src/plugins/audit-check.ts';
import { useTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { MUTATING, routeName } from '../helpers/routes.ts';

const ctx = useTestApp();
const staffArea = /^\/api\/(admin|staff)\//;

describe('every staff action is on record (decision 039)', () => {
  it('every mutating staff and admin route declares the audit entry it writes (or false, on purpose)', () => {
    const mutating = ctx.routes.filter((r) => MUTATING.has(r.method) && staffArea.test(r.url));
    expect(mutating.length).toBeGreaterThan(60);
    const undeclared = mutating.filter((r) => r.audit === undefined).map(routeName);
    expect(undeclared).toEqual([]);
    const badCodes = mutating.flatMap((r) =>
      r.audit === false || r.audit === undefined
        ? []
        : (typeof r.audit === 'string' ? [r.audit] : r.audit)
            .filter((code) => !AUDIT_ACTION.test(code))
            .map((code) => `${routeName(r)}: ${code}`),
    );
    expect(badCodes).toEqual([]);
  });

  it('keeps entries as written: the database refuses to change or delete one', async () => {
    const member = await createUser(ctx.db);
    await ctx.db.transaction((tx) =>
      recordAudit(tx, siteContext(), { action: 'members.role', target: { type: 'member', id: member.id } }),
    );
    await expect(ctx.db.update(auditLog).set({ action: 'members.nothing' })).rejects.toThrow();
    await expect(ctx.db.delete(auditLog)).rejects.toThrow();
    expect(await ctx.db.select({ action: auditLog.action }).from(auditLog)).toEqual([
      { action: 'members.role' },
    ]);
  });

  it('counts a success as recorded only when one of the declared codes was written', () => {
    expect(auditMissing('raffles.update', [])).toBe(true);
    expect(auditMissing('raffles.update', ['raffles.draw'])).toBe(true);
    expect(auditMissing(['raffles.draw', 'raffles.redraw'], ['raffles.redraw'])).toBe(false);
    expect(auditMissing(false, [])).toBe(false);
    expect(auditMissing(undefined, [])).toBe(true);
  });
});
