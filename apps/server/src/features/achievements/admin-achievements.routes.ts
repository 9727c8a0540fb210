import { ok } from '@podium/shared/common/envelope';
import {
  achievementInputSchema,
  adminAchievementGrantSchema,
  adminAchievementSchema,
  membersMessages,
} from '@podium/shared/members/schemas';
import { z } from 'zod';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { auditContext } from '../audit/audit.usecases.ts';
import { listAchievements } from './admin-achievements.repository.ts';
import {
  createAchievement,
  deleteAchievement,
  grantAchievement,
  revokeAchievement,
  updateAchievement,
} from './admin-achievements.usecases.ts';

/** A manual grant answers the catalogue entry with when it was unlocked. */
const grantedAchievementSchema = adminAchievementSchema
  .omit({ unlock_count: true })
  .extend({ unlocked_at: z.string() });

/** Admin › Achievements: the catalogue, and manual grants/revokes. */
export async function adminAchievementsRoutes(app: App) {
  const { db } = app.deps;

  app.get('/achievements', { schema: describe({ data: z.array(adminAchievementSchema) }) }, async () =>
    ok(await listAchievements(db)),
  );
  app.post(
    '/achievements',
    {
      config: { audit: 'achievements.create' },
      schema: describe({ body: achievementInputSchema, data: adminAchievementSchema, status: 201 }),
    },
    async (request, reply) => {
      const created = await createAchievement(db, auditContext(request), request.body);
      return reply.code(201).send(ok(created, membersMessages.achievementCreated));
    },
  );
  app.put(
    '/achievements/:id',
    {
      config: { audit: 'achievements.update' },
      schema: describe({ params: idParams(), body: achievementInputSchema, data: adminAchievementSchema }),
    },
    async (request) =>
      ok(
        await updateAchievement(db, auditContext(request), request.params.id, request.body),
        membersMessages.achievementSaved,
      ),
  );
  app.delete(
    '/achievements/:id',
    { config: { audit: 'achievements.delete' }, schema: describe({ params: idParams() }) },
    async (request) => {
      await deleteAchievement(db, auditContext(request), request.params.id);
      return ok(null, membersMessages.achievementDeleted);
    },
  );

  app.post(
    '/users/:id/achievements',
    {
      config: { audit: 'achievements.grant' },
      schema: describe({
        params: idParams(),
        body: adminAchievementGrantSchema,
        data: grantedAchievementSchema,
      }),
    },
    async (request) => {
      const { id: userId } = request.params;
      const { achievement_id } = request.body;
      return ok(
        await grantAchievement(db, auditContext(request), userId, achievement_id),
        membersMessages.achievementGranted,
      );
    },
  );
  app.delete(
    '/users/:id/achievements/:achievementId',
    {
      config: { audit: 'achievements.revoke' },
      schema: describe({ params: idParams('id', 'achievementId') }),
    },
    async (request) => {
      await revokeAchievement(db, auditContext(request), request.params.id, request.params.achievementId);
      return ok(null, membersMessages.achievementRevoked);
    },
  );
}
