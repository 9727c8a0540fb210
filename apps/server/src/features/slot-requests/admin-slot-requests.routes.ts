import { ok } from '@podium/shared/common/envelope';
import { slotRequestMessages as messages } from '@podium/shared/slot-requests/messages';
import {
  slotImportInputSchema,
  slotImportResultSchema,
  slotPlayedInputSchema,
  slotRequestSettingsInputSchema,
  slotRequestStateSchema,
  slotSchema,
  slotUpdateInputSchema,
} from '@podium/shared/slot-requests/schemas';
import { z } from 'zod';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { auditContext } from '../audit/audit.usecases.ts';
import { clearQueue, markPlayed, removeRequest, updateSettings } from './admin-queue.usecases.ts';
import { bannedSlots } from './catalogue.repository.ts';
import { addPlayedSlots, banSlot, importSlots } from './catalogue.usecases.ts';
import { pickAtRandom } from './pick.usecases.ts';
import { commitment } from './picks.repository.ts';
import { slotRequestsChanged } from './slot-requests.live.ts';
import { slotRequestState, slotView } from './slot-requests.view.ts';

const state = slotRequestStateSchema;

/**
 * Admin › Slot requests (mounted under /api/admin, Admin only): settings, the queue (remove, clear, mark
 * played, pick at random) and the catalogue. Each answers the state, is pushed live and is on record.
 */
export async function adminSlotRequestRoutes(app: App) {
  const { db } = app.deps;
  const answer = async (message?: string) => ok(await slotRequestState(db, null), message);

  // The next pick's seed hash is on show before the pick: the admin screen makes the commitment.
  app.get('/slot-requests', { schema: describe({ data: state }) }, async () => {
    await db.transaction((tx) => commitment(tx));
    return answer();
  });

  app.put(
    '/slot-requests/settings',
    {
      config: { audit: 'slot-requests.settings' },
      schema: describe({ body: slotRequestSettingsInputSchema, data: state }),
    },
    async (request) => {
      await updateSettings(db, auditContext(request), request.body);
      slotRequestsChanged(app.deps, 'settings');
      return answer(messages.settingsSaved);
    },
  );

  app.post(
    '/slot-requests/:id/remove',
    { config: { audit: 'slot-requests.remove' }, schema: describe({ params: idParams(), data: state }) },
    async (request) => {
      const refunded = await removeRequest(db, auditContext(request), request.params.id);
      slotRequestsChanged(app.deps, 'queue');
      return answer(refunded > 0 ? messages.removedRefunded : messages.removed);
    },
  );

  app.post(
    '/slot-requests/clear',
    { config: { audit: 'slot-requests.clear' }, schema: describe({ data: state }) },
    async (request) => {
      await clearQueue(db, auditContext(request));
      slotRequestsChanged(app.deps, 'queue');
      return answer(messages.cleared);
    },
  );

  app.post(
    '/slot-requests/:id/played',
    {
      config: { audit: 'slot-requests.played' },
      schema: describe({ params: idParams(), body: slotPlayedInputSchema, data: state }),
    },
    async (request) => {
      const reward = await markPlayed(db, auditContext(request), request.params.id, request.body);
      slotRequestsChanged(app.deps, 'queue');
      const said = { points: messages.playedRewarded, cash: messages.playedCashQueued };
      return answer(reward ? said[reward] : messages.played);
    },
  );

  app.post(
    '/slot-requests/pick',
    { config: { audit: 'slot-requests.pick' }, schema: describe({ data: state }) },
    async (request) => {
      const pickId = await pickAtRandom(db, auditContext(request));
      slotRequestsChanged(app.deps, 'pick', pickId);
      return answer(messages.picked);
    },
  );

  app.get('/slot-requests/slots/banned', { schema: describe({ data: z.array(slotSchema) }) }, async () =>
    ok((await bannedSlots(db)).map(slotView)),
  );

  app.post(
    '/slot-requests/slots/import',
    {
      config: { audit: 'slot-requests.import' },
      schema: describe({ body: slotImportInputSchema, data: slotImportResultSchema }),
    },
    async (request) => {
      const result = await importSlots(db, auditContext(request), request.body.csv);
      return ok(result, messages.imported(result.added, result.known));
    },
  );

  app.post(
    '/slot-requests/slots/from-hunts',
    { config: { audit: 'slot-requests.import' }, schema: describe({ data: slotImportResultSchema }) },
    async (request) => {
      const result = await addPlayedSlots(db, auditContext(request));
      return ok(result, messages.imported(result.added, result.known));
    },
  );

  app.put(
    '/slot-requests/slots/:id',
    {
      config: { audit: 'slot-requests.ban' },
      schema: describe({ params: idParams(), body: slotUpdateInputSchema, data: z.array(slotSchema) }),
    },
    async (request) => {
      await banSlot(db, auditContext(request), request.params.id, request.body.banned);
      slotRequestsChanged(app.deps, 'settings');
      return ok((await bannedSlots(db)).map(slotView), messages.slotSaved);
    },
  );
}
