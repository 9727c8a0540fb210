import { ok } from '@podium/shared/common/envelope';
import { challengeMessages as messages } from '@podium/shared/slot-challenges/messages';
import {
  adminClaimSchema,
  challengeCasinoSchema,
  challengeCreateSchema,
  challengeSchema,
  challengeUpdateSchema,
  claimRefuseSchema,
} from '@podium/shared/slot-challenges/schemas';
import { z } from 'zod';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { auditContext } from '../audit/audit.usecases.ts';
import { approveClaim, createChallenge, refuseClaim } from './admin-slot-challenges.usecases.ts';
import { cancelChallenge, updateChallenge } from './manage-challenges.usecases.ts';
import { challengeChanged } from './slot-challenges.live.ts';
import { challengeCasinos } from './slot-challenges.repository.ts';
import { challengesView, claimsView } from './slot-challenges.view.ts';

const list = z.array(challengeSchema);
const claims = z.array(adminClaimSchema);

/**
 * Admin › Slot challenges (mounted under /api/admin, Admin only): post challenges, review claims
 * first-come. Each change is pushed live and is on record.
 */
export async function adminSlotChallengeRoutes(app: App) {
  const { db } = app.deps;

  app.get('/slot-challenges', { schema: describe({ data: list }) }, async () =>
    ok(await challengesView(db, null, true)),
  );

  app.post(
    '/slot-challenges',
    {
      config: { audit: 'slot-challenges.create' },
      schema: describe({ body: challengeCreateSchema, data: list, status: 201 }),
    },
    async (request, reply) => {
      const id = await createChallenge(db, auditContext(request), request.body);
      challengeChanged(app.deps, id, 'created');
      return reply.code(201).send(ok(await challengesView(db, null, true), messages.created));
    },
  );

  app.put(
    '/slot-challenges/:id',
    {
      config: { audit: 'slot-challenges.update' },
      schema: describe({ params: idParams(), body: challengeUpdateSchema, data: list }),
    },
    async (request) => {
      await updateChallenge(db, auditContext(request), request.params.id, request.body);
      challengeChanged(app.deps, request.params.id, 'updated');
      return ok(await challengesView(db, null, true), messages.updated);
    },
  );

  app.post(
    '/slot-challenges/:id/cancel',
    { config: { audit: 'slot-challenges.cancel' }, schema: describe({ params: idParams(), data: list }) },
    async (request) => {
      await cancelChallenge(db, auditContext(request), request.params.id);
      challengeChanged(app.deps, request.params.id, 'cancelled');
      return ok(await challengesView(db, null, true), messages.cancelled);
    },
  );

  app.get(
    '/slot-challenges/casinos',
    { schema: describe({ data: z.array(challengeCasinoSchema) }) },
    async () => ok(await challengeCasinos(db)),
  );

  app.get('/slot-challenges/claims', { schema: describe({ data: claims }) }, async () =>
    ok(await claimsView(db)),
  );

  app.post(
    '/slot-challenges/claims/:id/approve',
    { config: { audit: 'slot-challenges.approve' }, schema: describe({ params: idParams(), data: claims }) },
    async (request) => {
      const challengeId = await approveClaim(db, auditContext(request), request.params.id);
      challengeChanged(app.deps, challengeId, 'review');
      return ok(await claimsView(db), messages.approved);
    },
  );

  app.post(
    '/slot-challenges/claims/:id/refuse',
    {
      config: { audit: 'slot-challenges.refuse' },
      schema: describe({ params: idParams(), body: claimRefuseSchema, data: claims }),
    },
    async (request) => {
      const challengeId = await refuseClaim(
        db,
        auditContext(request),
        request.params.id,
        request.body.reason,
      );
      challengeChanged(app.deps, challengeId, 'review');
      return ok(await claimsView(db), messages.refused);
    },
  );
}
