import { memberCasinoAccountSchema } from '@podium/shared/casino-accounts/schemas';
import { envelopeOf, ok } from '@podium/shared/common/envelope';
import { currentUserSchema, usernameParamSchema } from '@podium/shared/common/user';
import { pointsHistoryQuerySchema, pointsTransactionSchema } from '@podium/shared/points/schemas';
import { profileSchema, profileUpdateSchema } from '@podium/shared/profile/schemas';
import { z } from 'zod';
import { perMemberLimit } from '../../lib/rate-limit.ts';
import { describe } from '../../lib/route-schema.ts';
import { type App, refusing } from '../../lib/validation.ts';
import { requireUser } from '../../plugins/auth.ts';
import { memberCasinoAccounts } from '../casino-accounts/casino-accounts.usecases.ts';
import { pointsHistory } from '../points/ledger.repository.ts';
import { cachedSettings } from '../site-settings/site-settings.cache.ts';
import { toCurrentUser } from '../users/users.repository.ts';
import { profileErrors } from './profile.errors.ts';
import { buildProfile } from './profile.usecases.ts';
import { profileUpdateRefusal, updateProfile } from './profile-update.usecases.ts';

const writeLimit = perMemberLimit(30);

/** Text no username can be (control characters, over 100 characters) names no one: a 404. */
const usernameParams = refusing(z.object({ username: usernameParamSchema }), () =>
  profileErrors.userNotFound(),
);

export async function profileRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    '/api/r/user/:username',
    { schema: describe({ params: usernameParams, data: profileSchema }) },
    async (request) => ok(await buildProfile(db, request.params.username, request.user)),
  );

  /** The signed-in member's own points history; there is no way to name another member. */
  app.get(
    '/api/r/profile/points-history',
    { schema: describe({ querystring: pointsHistoryQuerySchema, data: z.array(pointsTransactionSchema) }) },
    async (request) => {
      const user = requireUser(request);
      return ok(await pointsHistory(db, user.id, { before: request.query.before }));
    },
  );

  /** The signed-in member's own settings (there is no user id to name anyone else). */
  app.post(
    '/api/r/profile/update',
    {
      config: writeLimit,
      schema: describe({
        body: refusing(profileUpdateSchema, profileUpdateRefusal),
        responses: {
          200: envelopeOf(currentUserSchema).extend({
            user: currentUserSchema,
            casino_accounts: z.array(memberCasinoAccountSchema),
          }),
        },
      }),
    },
    async (request) => {
      const me = requireUser(request);
      const { casino } = await cachedSettings(app.deps);
      const { user, message } = await updateProfile(db, me.id, request.body, casino);
      app.deps.sessions.dropUser(me.id); // the next page embeds the new profile
      const current = toCurrentUser(user);
      // SPEC §7 reads `user`; `data` keeps the envelope; the accounts' states are beside them (042).
      const casinoAccounts = await memberCasinoAccounts(db, me.id);
      return { ...ok(current, message), user: current, casino_accounts: casinoAccounts };
    },
  );
}
