import type { Role } from '@podium/shared/common/user';
import { describe, expect, it } from 'vitest';
import { type Agent, json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { type AppRoute, callOf, routeName } from '../helpers/routes.ts';

/**
 * The role guards, checked on every route the app itself registered under /api/admin (Admin only) and
 * /api/staff (Moderator or Admin): a new admin or staff route is covered without editing this file.
 */
const ctx = useTestApp();

const under = (prefix: string) => ctx.routes.filter((r) => r.url.startsWith(`${prefix}/`));

/** Routes that must be in the table, so the checks below cannot pass on an empty or partial list. */
const knownAdmin = [
  'GET /api/admin/settings',
  'PUT /api/admin/settings',
  'GET /api/admin/affiliates',
  'POST /api/admin/affiliates',
  'GET /api/admin/leaderboards',
  'POST /api/admin/leaderboards',
  'GET /api/admin/users',
  'GET /api/admin/users/:id',
  'GET /api/admin/users/:id/points-history',
  'PUT /api/admin/users/:id/role',
  'POST /api/admin/users/:id/points',
  'GET /api/admin/badges',
  'POST /api/admin/badges',
  'PUT /api/admin/badges/:id',
  'DELETE /api/admin/badges/:id',
  'POST /api/admin/users/:id/badges',
  'DELETE /api/admin/users/:id/badges/:badgeId',
  'GET /api/admin/achievements',
  'POST /api/admin/achievements',
  'PUT /api/admin/achievements/:id',
  'DELETE /api/admin/achievements/:id',
  'POST /api/admin/users/:id/achievements',
  'DELETE /api/admin/users/:id/achievements/:achievementId',
  'GET /api/admin/store/items',
  'DELETE /api/admin/store/items/:id',
];
const knownStaff = [
  'GET /api/staff/redemptions',
  'POST /api/staff/redemptions/:id/process',
  'POST /api/staff/redemptions/:id/refund',
];

async function expectStatus(agent: Agent, routes: AppRoute[], status: number) {
  for (const route of routes) {
    const res = await agent.request(callOf(route));
    expect(res.statusCode, routeName(route)).toBe(status);
    expect(json(res).success, routeName(route)).toBe(false);
  }
}

describe('the route table the guard checks are generated from', () => {
  it('lists every known admin and staff route, and nothing under those prefixes twice', () => {
    const admin = under('/api/admin').map(routeName);
    const staff = under('/api/staff').map(routeName);
    expect(admin).toEqual(expect.arrayContaining(knownAdmin));
    expect(staff).toEqual(expect.arrayContaining(knownStaff));
    expect(new Set([...admin, ...staff]).size).toBe(admin.length + staff.length);
  });
});

describe('every /api/admin route is for Admins only', () => {
  it('answers 401 to a visitor', async () => {
    await expectStatus(await visitor(ctx), under('/api/admin'), 401);
  });

  it.each<Role>(['Member', 'VIP', 'Moderator'])('answers 403 to a %s', async (role) => {
    await expectStatus(await signedIn(ctx, `a${role}`, role), under('/api/admin'), 403);
  });

  it('lets an Admin in: every list answers 200, and no route answers 401 or 403', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    for (const route of under('/api/admin')) {
      const res = await admin.request(callOf(route));
      if (route.method === 'GET' && !route.url.includes(':')) {
        expect(res.statusCode, routeName(route)).toBe(200);
      }
      expect([401, 403], routeName(route)).not.toContain(res.statusCode);
    }
  });
});

describe('every /api/staff route is for Moderators and Admins', () => {
  it('answers 401 to a visitor', async () => {
    await expectStatus(await visitor(ctx), under('/api/staff'), 401);
  });

  it.each<Role>(['Member', 'VIP'])('answers 403 to a %s', async (role) => {
    await expectStatus(await signedIn(ctx, `a${role}`, role), under('/api/staff'), 403);
  });

  it.each<Role>(['Moderator', 'Admin'])('lets a %s through (never 401 or 403)', async (role) => {
    const staff = await signedIn(ctx, `a${role}`, role);
    for (const route of under('/api/staff')) {
      const res = await staff.request(callOf(route));
      expect([401, 403], routeName(route)).not.toContain(res.statusCode);
    }
  });
});
