import { ok } from '@podium/shared/common/envelope';
import { isStaffRole } from '@podium/shared/common/user';
import { SEARCH_RESULTS, slotRequestMessages } from '@podium/shared/slot-requests/messages';
import {
  slotPickVerifySchema,
  slotRequestInputSchema,
  slotRequestStateSchema,
  slotSearchQuerySchema,
  slotSearchSchema,
} from '@podium/shared/slot-requests/schemas';
import { perMemberLimit } from '../../lib/rate-limit.ts';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { searchSlots } from './catalogue.repository.ts';
import { pickVerifyData } from './pick.usecases.ts';
import { placeRequest } from './request.usecases.ts';
import { slotRequestErrors } from './slot-requests.errors.ts';
import { slotRequestsChanged } from './slot-requests.live.ts';
import { slotRequestState, slotView } from './slot-requests.view.ts';

const requestLimit = perMemberLimit(30);

/** Slot requests (issue 29): the queue for everyone, the catalogue's search, requests for members. */
export async function slotRequestRoutes(app: App) {
  const { db } = app.deps;

  app.get('/api/r/slot-requests', { schema: describe({ data: slotRequestStateSchema }) }, async (request) =>
    ok(await slotRequestState(db, request.user?.id ?? null)),
  );

  app.get(
    '/api/r/slot-requests/slots',
    { schema: describe({ querystring: slotSearchQuerySchema, data: slotSearchSchema }) },
    async (request) => ok((await searchSlots(db, request.query.q, SEARCH_RESULTS)).map(slotView)),
  );

  app.get(
    '/api/r/slot-requests/picks/:id/verify',
    { schema: describe({ params: idParams(), data: slotPickVerifySchema }) },
    async (request) => ok(await pickVerifyData(db, request.params.id)),
  );

  app.post(
    '/api/r/slot-requests',
    {
      config: requestLimit,
      schema: describe({ body: slotRequestInputSchema, data: slotRequestStateSchema, status: 201 }),
    },
    async (request, reply) => {
      const { user } = request;
      if (!user) throw slotRequestErrors.loginRequired();
      if (isStaffRole(user.role)) throw slotRequestErrors.staffCannotRequest();
      await placeRequest(db, user.id, request.body.slot_id);
      slotRequestsChanged(app.deps, 'queue');
      return reply.code(201).send(ok(await slotRequestState(db, user.id), slotRequestMessages.requested));
    },
  );
}
