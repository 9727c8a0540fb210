import { ok } from '@podium/shared/envelope';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound, parse } from '../../lib/errors.ts';
import { perMemberLimit } from '../../lib/rate-limit.ts';
import { requireUser } from '../../plugins/auth.ts';
import { pointsHistory } from '../points/ledger.ts';
import { cachedSettings } from '../settings/settings.routes.ts';
import { toCurrentUser } from '../users/users.repository.ts';
import { buildProfile } from './profile.service.ts';
import { updateProfile } from './profile-update.service.ts';

const historyQuerySchema = z.object({
  before: z.coerce
    .number({ error: 'before must be a transaction id' })
    .int('before must be a transaction id')
    .positive('before must be a transaction id')
    .max(2_147_483_647, 'before must be a transaction id')
    .optional(),
});

const writeLimit = perMemberLimit(30);

export async function profileRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get('/api/r/user/:username', async (request) => {
    const { username } = request.params as { username: string };
    if (username.length > 100) throw notFound('User not found');
    return ok(await buildProfile(db, username, request.user));
  });

  /** The signed-in member's own points history; there is no way to name another member. */
  app.get('/api/r/profile/points-history', async (request) => {
    const user = requireUser(request);
    const { before } = parse(historyQuerySchema, request.query);
    return ok(await pointsHistory(db, user.id, { before }));
  });

  /** The signed-in member's own settings (there is no user id to name anyone else). */
  app.post('/api/r/profile/update', { config: writeLimit }, async (request) => {
    const me = requireUser(request);
    const { casino } = await cachedSettings(app);
    const { user, message } = await updateProfile(db, me.id, request.body, casino);
    const current = toCurrentUser(user);
    // SPEC §7 reads `user`; `data` keeps the envelope.
    return { ...ok(current, message), user: current };
  });
}
