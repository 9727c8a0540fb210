import { envelopeOf, ok } from '@podium/shared/common/envelope';
import { currentUserSchema, usernameParamSchema } from '@podium/shared/common/user';
import { pointsHistoryQuerySchema, pointsTransactionSchema } from '@podium/shared/points/schemas';
import { profileSchema, profileUpdateSchema } from '@podium/shared/profile/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../lib/errors.ts';
import { perMemberLimit } from '../../lib/rate-limit.ts';
import { describe } from '../../lib/route-schema.ts';
import { requireUser } from '../../plugins/auth.ts';
import { pointsHistory } from '../points/ledger.usecases.ts';
import { cachedSettings } from '../site-settings/site-settings.routes.ts';
import { toCurrentUser } from '../users/users.repository.ts';
import { profileErrors } from './profile.errors.ts';
import { buildProfile } from './profile.usecases.ts';
import { updateProfile } from './profile-update.usecases.ts';

const writeLimit = perMemberLimit(30);

export async function profileRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(
    '/api/r/user/:username',
    { schema: describe({ params: z.object({ username: usernameParamSchema }), data: profileSchema }) },
    async (request) => {
      // Text no username can be (control characters, over 100 characters) names no one: a 404.
      const username = usernameParamSchema.safeParse((request.params as { username?: unknown }).username);
      if (!username.success) throw profileErrors.userNotFound();
      return ok(await buildProfile(db, username.data, request.user));
    },
  );

  /** The signed-in member's own points history; there is no way to name another member. */
  app.get(
    '/api/r/profile/points-history',
    { schema: describe({ querystring: pointsHistoryQuerySchema, data: z.array(pointsTransactionSchema) }) },
    async (request) => {
      const user = requireUser(request);
      const { before } = parse(pointsHistoryQuerySchema, request.query);
      return ok(await pointsHistory(db, user.id, { before }));
    },
  );

  /** The signed-in member's own settings (there is no user id to name anyone else). */
  app.post(
    '/api/r/profile/update',
    {
      config: writeLimit,
      schema: describe({
        body: profileUpdateSchema,
        responses: { 200: envelopeOf(currentUserSchema).extend({ user: currentUserSchema }) },
      }),
    },
    async (request) => {
      const me = requireUser(request);
      const { casino } = await cachedSettings(app);
      const { user, message } = await updateProfile(db, me.id, request.body, casino);
      app.deps.sessions.dropUser(me.id); // the next page embeds the new profile
      const current = toCurrentUser(user);
      // SPEC §7 reads `user`; `data` keeps the envelope.
      return { ...ok(current, message), user: current };
    },
  );
}
