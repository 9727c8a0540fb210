import { ok } from '@podium/shared/envelope';
import { achievementInputSchema, adminAchievementGrantSchema, membersMessages } from '@podium/shared/members';
import type { FastifyInstance } from 'fastify';
import { parse } from '../../lib/errors.ts';
import { idParam } from '../../lib/params.ts';
import {
  createAchievement,
  deleteAchievement,
  grantAchievement,
  listAchievements,
  revokeAchievement,
  updateAchievement,
} from './admin-achievements.repository.ts';

/** Admin › Members › Achievements: the catalogue, and manual grants/revokes. */
export async function adminAchievementsRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get('/achievements', async () => ok(await listAchievements(db)));
  app.post('/achievements', async (request, reply) => {
    const created = await createAchievement(db, parse(achievementInputSchema, request.body));
    return reply.code(201).send(ok(created, membersMessages.achievementCreated));
  });
  app.put('/achievements/:id', async (request) =>
    ok(
      await updateAchievement(db, idParam(request.params), parse(achievementInputSchema, request.body)),
      membersMessages.achievementSaved,
    ),
  );
  app.delete('/achievements/:id', async (request) => {
    await deleteAchievement(db, idParam(request.params));
    return ok(null, membersMessages.achievementDeleted);
  });

  app.post('/users/:id/achievements', async (request) => {
    const userId = idParam(request.params);
    const { achievement_id } = parse(adminAchievementGrantSchema, request.body);
    return ok(await grantAchievement(db, userId, achievement_id), membersMessages.achievementGranted);
  });
  app.delete('/users/:id/achievements/:achievementId', async (request) => {
    await revokeAchievement(db, idParam(request.params), idParam(request.params, 'achievementId'));
    return ok(null, membersMessages.achievementRevoked);
  });
}
