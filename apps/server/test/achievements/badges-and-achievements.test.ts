import { badgeSchema } from '@podium/shared/achievements/schemas';
import {
  type AchievementInput,
  adminAchievementSchema,
  adminUserDetailSchema,
} from '@podium/shared/members/schemas';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  achievements,
  userAchievements,
  userBadges,
} from '../../src/features/achievements/achievements.table.ts';
import { ensureDefaultAchievements } from '../../src/features/achievements/achievements.usecases.ts';
import { auditLog } from '../../src/features/audit/audit.table.ts';
import { applyLedger } from '../../src/features/points/ledger.usecases.ts';
import { users } from '../../src/features/users/users.table.ts';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';

const ctx = useTestApp();
const admin = () => signedIn(ctx, 'boss', 'Admin');
const adminId = async () => (await ctx.db.select().from(users).where(eq(users.username, 'boss')))[0]!.id;
const badge = { name: 'OG', icon: 'crown', description: 'Here since day one' };
const custom: AchievementInput = {
  title: 'Night Owl!',
  description: 'Watched a 3am stream.',
  category: 'special',
  icon: 'moon',
  criterion: 'manual',
  threshold: 0,
  is_active: true,
};
/** Every audit entry, oldest first. */
const audit = () => ctx.db.select().from(auditLog).orderBy(asc(auditLog.id));
const detail = async (a: Awaited<ReturnType<typeof admin>>, id: number) =>
  adminUserDetailSchema.parse(json(await a.get(`/api/admin/users/${id}`)).data);

describe('admin: badges', () => {
  it('creates, lists, edits and deletes a badge', async () => {
    const a = await admin();
    const created = await a.post('/api/admin/badges', badge);
    expect(created.statusCode).toBe(201);
    expect(json(created).message).toBe('Badge created');
    const { id } = badgeSchema.parse(json(created).data);
    const edited = await a.put(`/api/admin/badges/${id}`, { ...badge, name: 'Original' });
    expect(json(edited)).toMatchObject({ message: 'Badge saved', data: { id, name: 'Original' } });
    expect(json(await a.get('/api/admin/badges')).data).toEqual([{ id, ...badge, name: 'Original' }]);
    expect((await a.delete(`/api/admin/badges/${id}`)).statusCode).toBe(200);
    expect(json(await a.get('/api/admin/badges')).data).toEqual([]);
    expect((await a.delete(`/api/admin/badges/${id}`)).statusCode).toBe(404);
    expect((await a.put(`/api/admin/badges/${id}`, badge)).statusCode).toBe(404);
    expect((await audit()).map((e) => [e.action, e.targetId, e.before, e.after])).toEqual([
      ['badges.create', String(id), null, { id, ...badge }],
      ['badges.update', String(id), { name: 'OG' }, { name: 'Original' }],
      ['badges.delete', String(id), { id, ...badge, name: 'Original', holders: 0 }, null],
    ]);
  });

  it('validates a badge with field errors', async () => {
    const a = await admin();
    const res = await a.post('/api/admin/badges', { name: ' ', icon: '', description: 'x'.repeat(301) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(json(res).errors as object).sort()).toEqual(['description', 'icon', 'name']);
  });

  it('grants a badge once, recording the admin, and shows it on the member', async () => {
    const a = await admin();
    const member = await createUser(ctx.db);
    const { id } = badgeSchema.parse(json(await a.post('/api/admin/badges', badge)).data);
    const granted = await a.post(`/api/admin/users/${member.id}/badges`, { badge_id: id });
    expect(granted.statusCode).toBe(200);
    expect(json(granted).message).toBe('Badge granted');
    const again = await a.post(`/api/admin/users/${member.id}/badges`, { badge_id: id });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('This member already has that badge.');
    const rows = await ctx.db.select().from(userBadges);
    expect(rows).toEqual([
      expect.objectContaining({ userId: member.id, badgeId: id, grantedBy: await adminId() }),
    ]);
    // On record once, for the member (the refused second grant wrote nothing).
    expect((await audit()).filter((e) => e.action === 'badges.grant')).toEqual([
      expect.objectContaining({
        actorId: await adminId(),
        targetType: 'badge',
        targetId: String(id),
        targetUserId: member.id,
        before: { held: false },
        after: { held: true, name: 'OG' },
      }),
    ]);
    expect((await detail(a, member.id)).badges).toEqual([expect.objectContaining({ id, name: 'OG' })]);
  });

  it('answers 404 granting an unknown badge or to an unknown member, 400 without a badge', async () => {
    const a = await admin();
    const member = await createUser(ctx.db);
    const { id } = badgeSchema.parse(json(await a.post('/api/admin/badges', badge)).data);
    expect((await a.post(`/api/admin/users/${member.id}/badges`, { badge_id: 999 })).statusCode).toBe(404);
    expect((await a.post('/api/admin/users/999/badges', { badge_id: id })).statusCode).toBe(404);
    const bad = await a.post(`/api/admin/users/${member.id}/badges`, { badge_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json(bad).errors as object)).toEqual(['badge_id']);
  });

  it('revokes a granted badge, and answers 404 when the member does not have it', async () => {
    const a = await admin();
    const member = await createUser(ctx.db);
    const { id } = badgeSchema.parse(json(await a.post('/api/admin/badges', badge)).data);
    await a.post(`/api/admin/users/${member.id}/badges`, { badge_id: id });
    const revoked = await a.delete(`/api/admin/users/${member.id}/badges/${id}`);
    expect(json(revoked)).toMatchObject({ success: true, message: 'Badge revoked' });
    expect((await detail(a, member.id)).badges).toEqual([]);
    const missing = await a.delete(`/api/admin/users/${member.id}/badges/${id}`);
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('This member does not have that badge.');
    expect((await audit()).filter((e) => e.action === 'badges.revoke')).toEqual([
      expect.objectContaining({
        targetId: String(id),
        targetUserId: member.id,
        before: { held: true, name: 'OG' },
        after: { held: false },
      }),
    ]);
  });

  it('deleting a badge takes it from every member who had it', async () => {
    const a = await admin();
    const member = await createUser(ctx.db);
    const { id } = badgeSchema.parse(json(await a.post('/api/admin/badges', badge)).data);
    await a.post(`/api/admin/users/${member.id}/badges`, { badge_id: id });
    await a.delete(`/api/admin/badges/${id}`);
    expect(await ctx.db.select().from(userBadges)).toEqual([]);
    const [deleted] = (await audit()).filter((e) => e.action === 'badges.delete');
    expect(deleted!.before).toMatchObject({ name: 'OG', holders: 1 });
  });
});

describe('admin: achievement catalogue', () => {
  const list = async (a: Awaited<ReturnType<typeof admin>>) =>
    adminAchievementSchema.array().parse(json(await a.get('/api/admin/achievements')).data);

  it('lists the catalogue with how many members unlocked each', async () => {
    await ensureDefaultAchievements(ctx.db);
    const a = await admin();
    const m1 = await createUser(ctx.db);
    const m2 = await createUser(ctx.db);
    // 5,000 XP is level 6: both unlock 'Rising Star' (level 5); one also earns 1,000 points.
    await applyLedger(ctx.db, { userId: m1.id, amount: 1000, xp: 5000, kind: 'test', reason: 'Test' });
    await applyLedger(ctx.db, { userId: m2.id, amount: 0, xp: 5000, kind: 'test', reason: 'Test' });
    const counts = Object.fromEntries((await list(a)).map((x) => [x.key, x.unlock_count]));
    expect(counts).toMatchObject({ level_5: 2, points_1000: 1, level_10: 0, high_roller: 0 });
  });

  it('creates an entry with a key made from its title, and refuses a clashing title', async () => {
    const a = await admin();
    const res = await a.post('/api/admin/achievements', custom);
    expect(res.statusCode).toBe(201);
    expect(json(res).message).toBe('Achievement created');
    expect(adminAchievementSchema.parse(json(res).data)).toMatchObject({
      key: 'night_owl',
      title: 'Night Owl!',
      unlock_count: 0,
    });
    const clash = await a.post('/api/admin/achievements', { ...custom, title: 'night owl' });
    expect(clash.statusCode).toBe(409);
    expect(json(clash).message).toBe('An achievement with that title already exists.');
    expect(await list(a)).toHaveLength(1);
    expect((await audit()).map((e) => [e.action, e.after])).toEqual([
      [
        'achievements.create',
        expect.objectContaining({ key: 'night_owl', title: 'Night Owl!', criterion: 'manual' }),
      ],
    ]);
  });

  it('validates an entry with field errors', async () => {
    const a = await admin();
    const res = await a.post('/api/admin/achievements', {
      ...custom,
      title: '',
      category: 'cooking',
      criterion: 'vibes',
      threshold: -1,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(json(res).errors as object).sort()).toEqual([
      'category',
      'criterion',
      'threshold',
      'title',
    ]);
  });

  it('edits an entry, keeping its key; a higher threshold does not revoke earlier unlocks', async () => {
    await ensureDefaultAchievements(ctx.db);
    const a = await admin();
    const member = await createUser(ctx.db);
    await applyLedger(ctx.db, { userId: member.id, amount: 0, xp: 4000, kind: 'test', reason: 'Test' });
    const rising = (await list(a)).find((x) => x.key === 'level_5')!;
    expect(rising.unlock_count).toBe(1);
    const res = await a.put(`/api/admin/achievements/${rising.id}`, {
      ...custom,
      title: 'Rising Higher',
      category: rising.category,
      criterion: 'level',
      threshold: 50,
    });
    expect(json(res)).toMatchObject({
      message: 'Achievement saved',
      data: { id: rising.id, key: 'level_5', title: 'Rising Higher', threshold: 50, unlock_count: 1 },
    });
    expect((await detail(a, member.id)).achievements.map((x) => x.title)).toEqual(['Rising Higher']);
    expect((await a.put('/api/admin/achievements/999', custom)).statusCode).toBe(404);
    const [edit] = await audit();
    expect(edit).toMatchObject({
      action: 'achievements.update',
      targetId: String(rising.id),
      before: { title: rising.title, threshold: rising.threshold },
      after: { title: 'Rising Higher', threshold: 50 },
    });
  });

  it('deletes a custom entry with its unlocks but refuses a built-in one', async () => {
    await ensureDefaultAchievements(ctx.db);
    const a = await admin();
    const member = await createUser(ctx.db);
    const { id } = adminAchievementSchema.parse(json(await a.post('/api/admin/achievements', custom)).data);
    await a.post(`/api/admin/users/${member.id}/achievements`, { achievement_id: id });
    expect(json(await a.delete(`/api/admin/achievements/${id}`)).message).toBe('Achievement deleted');
    expect(await ctx.db.select().from(userAchievements)).toEqual([]);
    expect((await a.delete(`/api/admin/achievements/${id}`)).statusCode).toBe(404);

    const [builtIn] = await ctx.db.select().from(achievements).where(eq(achievements.key, 'level_5'));
    const refused = await a.delete(`/api/admin/achievements/${builtIn!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toMatch(/turn it off instead/);
    const [deleted] = (await audit()).filter((e) => e.action === 'achievements.delete');
    expect(deleted).toMatchObject({ targetId: String(id), before: { key: 'night_owl', unlock_count: 1 } });
  });

  it('grants a manual achievement once and revokes it', async () => {
    const a = await admin();
    const member = await createUser(ctx.db);
    const { id } = adminAchievementSchema.parse(json(await a.post('/api/admin/achievements', custom)).data);
    const url = `/api/admin/users/${member.id}/achievements`;
    const granted = await a.post(url, { achievement_id: id });
    expect(json(granted)).toMatchObject({ message: 'Achievement granted', data: { id, key: 'night_owl' } });
    const again = await a.post(url, { achievement_id: id });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('This member already has that achievement.');
    const unlocked = (await detail(a, member.id)).achievements;
    expect(unlocked).toEqual([expect.objectContaining({ id, title: 'Night Owl!' })]);
    expect(Date.parse(unlocked[0]!.unlocked_at)).not.toBeNaN();

    expect(json(await a.delete(`${url}/${id}`)).message).toBe('Achievement revoked');
    expect((await detail(a, member.id)).achievements).toEqual([]);
    const missing = await a.delete(`${url}/${id}`);
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('This member does not have that achievement.');
    // The grant and the revoke are on record for the member; the refused ones wrote nothing.
    const entries = (await audit()).filter((e) => e.targetUserId === member.id);
    expect(entries.map((e) => [e.actorId, e.action, e.targetId, e.before, e.after])).toEqual([
      [
        await adminId(),
        'achievements.grant',
        String(id),
        { held: false },
        { held: true, key: 'night_owl', title: 'Night Owl!' },
      ],
      [
        await adminId(),
        'achievements.revoke',
        String(id),
        { held: true, key: 'night_owl', title: 'Night Owl!' },
        { held: false },
      ],
    ]);
  });

  it('refuses granting an automatic achievement, an unknown one, or to an unknown member', async () => {
    await ensureDefaultAchievements(ctx.db);
    const a = await admin();
    const member = await createUser(ctx.db);
    const [auto] = await ctx.db.select().from(achievements).where(eq(achievements.key, 'first_friend'));
    const res = await a.post(`/api/admin/users/${member.id}/achievements`, { achievement_id: auto!.id });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toMatch(/only manual achievements can be granted/);
    expect(
      await ctx.db.select().from(userAchievements).where(eq(userAchievements.userId, member.id)),
    ).toEqual([]);
    const url = `/api/admin/users/${member.id}/achievements`;
    expect((await a.post(url, { achievement_id: 999 })).statusCode).toBe(404);
    expect((await a.post(url, {})).statusCode).toBe(400);
    expect((await a.post('/api/admin/users/999/achievements', { achievement_id: auto!.id })).statusCode).toBe(
      404,
    );
  });
});
