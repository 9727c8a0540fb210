import { ok } from '@podium/shared/envelope';
import { achievementInputSchema, adminAchievementGrantSchema } from '@podium/shared/members';
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
    return reply.code(201).send(ok(created, 'Achievement created'));
  });
  app.put('/achievements/:id', async (request) =>
    ok(
      await updateAchievement(db, idParam(request.params), parse(achievementInputSchema, request.body)),
      'Achievement saved',
    ),
  );
  app.delete('/achievements/:id', async (request) => {
    await deleteAchievement(db, idParam(request.params));
    return ok(null, 'Achievement deleted');
  });

  app.post('/users/:id/achievements', async (request) => {
    const userId = idParam(request.params);
    const { achievement_id } = parse(adminAchievementGrantSchema, request.body);
    return ok(await grantAchievement(db, userId, achievement_id), 'Achievement granted');
  });
  app.delete('/users/:id/achievements/:achievementId', async (request) => {
    await revokeAchievement(db, idParam(request.params), idParam(request.params, 'achievementId'));
    return ok(null, 'Achievement revoked');
  });
}
