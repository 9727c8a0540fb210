import { describe, expect, it } from 'vitest';
import { json, signedIn, useTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';

/**
 * Ids fit the integer columns: past 2,147,483,647, in exponent form, signed, fractional or boolean,
 * an id in a path is a 404 (it names nothing) and one in a query or body a 400 — never a 500.
 */
const ctx = useTestApp();

describe('ids beyond the integer columns', () => {
  it('answers a path id that cannot exist with 404 not_found', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    for (const id of ['2147483648', '9007199254740993', '1e3', '-1', '0', '1.5', 'true', '0x10']) {
      for (const res of [
        await admin.get(`/api/admin/users/${id}`),
        await admin.delete(`/api/admin/users/2/badges/${id}`),
        await admin.post(`/api/r/store/${id}/redeem`),
      ]) {
        expect(res.statusCode, id).toBe(404);
        expect(json(res).code, id).toBe('not_found');
      }
    }
  });

  it('answers an id filter or cursor in the query that cannot exist with 400 bad_request', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    for (const url of [
      '/api/staff/redemptions?item_id=2147483648',
      '/api/staff/redemptions?item_id=1e3',
      '/api/admin/users/1/points-history?before=2147483648',
      '/api/r/profile/points-history?before=true',
    ]) {
      const res = await admin.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(json(res).code, url).toBe('bad_request');
    }
  });

  it('answers an id in a body past the column, in exponent form or of the wrong type with 400', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    await createUser(ctx.db, { username: 'target' });
    const cases: [string, unknown][] = [
      ['/api/admin/users/2/badges', { badge_id: 2147483648 }],
      ['/api/admin/users/2/badges', { badge_id: '1' }],
      ['/api/admin/users/2/achievements', { achievement_id: 1e10 }],
      ['/api/admin/users/2/achievements', { achievement_id: true }],
      ['/api/r/friends/request', { user_id: true }],
      ['/api/r/friends/request', { user_id: 2 ** 53 }],
      ['/api/admin/affiliates/reorder', { ids: [2147483648] }],
    ];
    for (const [url, body] of cases) {
      const res = await admin.post(url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(json(res).code).toBe('bad_request');
    }
  });
});
