import { ok } from '@podium/shared/common/envelope';
import { kickLiveStateSchema } from '@podium/shared/kick/live-schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cachedRead } from '../../lib/cached-read.ts';
import { describe } from '../../lib/route-schema.ts';
import { predictionChanged } from '../predictions/predictions.live.ts';
import { slotRequestsChanged } from '../slot-requests/slot-requests.live.ts';
import { kickErrors } from './kick.errors.ts';
import { KICK_LIVE_KEY, streamChanged } from './kick.live.ts';
import { sendChatMessage } from './kick-app.client.ts';
import { kickSettingsOf, liveState } from './kick-settings.repository.ts';
import { verifyKickSignature } from './kick-signature.ts';
import { type KickDelivery, processDelivery } from './kick-webhooks.usecases.ts';

/** Deliveries older (or newer) than this are refused: a captured delivery cannot be replayed later. */
export const MAX_SKEW_MS = 5 * 60_000;
const MAX_BODY = 64 * 1024;

const header = (request: FastifyRequest, name: string) => {
  const v = request.headers[name];
  return typeof v === 'string' && v.length > 0 && v.length <= 1024 ? v : null;
};

const webhookAnswer = z.object({ outcome: z.string() });

/** The delivery's parts, or a 400: Kick's headers present and the body JSON. */
function readDelivery(request: FastifyRequest) {
  const messageId = header(request, 'kick-event-message-id');
  const timestamp = header(request, 'kick-event-message-timestamp');
  const signature = header(request, 'kick-event-signature');
  const type = header(request, 'kick-event-type');
  const rawBody = Buffer.isBuffer(request.body) ? request.body : null;
  if (!messageId || !timestamp || !signature || !type || !rawBody) throw kickErrors.badDelivery();
  const at = Date.parse(timestamp);
  if (!Number.isFinite(at)) throw kickErrors.badDelivery();
  return { messageId, timestamp, signature, type, rawBody, at };
}

/**
 * POST /webhooks/kick: Kick's event deliveries. Its own scope takes the body as raw bytes (the
 * signature covers them exactly), and CSRF skips this one path (plugins/auth.ts): the signature is
 * the proof. Checked in order: headers, timestamp within five minutes, signature with Kick's key, the
 * message id never seen (its unique row). The effect is one short transaction; a chat answer is
 * posted after the reply.
 */
export async function kickWebhookRoutes(app: FastifyInstance) {
  const { config, db } = app.deps;

  cachedRead(app, '/api/r/kick/live', {
    key: KICK_LIVE_KEY,
    load: async () => ok(await liveState(db)),
    caching: { maxAge: 5, staleWhileRevalidate: 30 },
    schema: describe({ data: kickLiveStateSchema }),
  });

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      /^application\/json(;.*)?$/i,
      { parseAs: 'buffer', bodyLimit: MAX_BODY },
      (_request, body, done) => done(null, body),
    );
    scope.post('/webhooks/kick', { schema: describe({ data: webhookAnswer }) }, async (request) => {
      const d = readDelivery(request);
      if (Math.abs(Date.now() - d.at) > MAX_SKEW_MS) throw kickErrors.stale();
      let signed: boolean;
      try {
        signed = await verifyKickSignature(config.kick.apiUrl, d);
      } catch (error) {
        request.log.warn({ err: error }, 'kick public key unavailable');
        throw kickErrors.unavailable();
      }
      if (!signed) throw kickErrors.badSignature();
      let body: unknown;
      try {
        body = JSON.parse(d.rawBody.toString('utf8'));
      } catch {
        throw kickErrors.badDelivery();
      }
      const delivery: KickDelivery = { messageId: d.messageId, type: d.type, body };
      const result = await processDelivery(db, delivery);
      if (result.replayed) throw kickErrors.replayed();
      if (result.liveChanged) streamChanged(app.deps, await liveState(db));
      if (result.predictionChanged) predictionChanged(app.deps, result.predictionChanged, 'stake');
      if (result.slotRequestsChanged) slotRequestsChanged(app.deps, 'queue');
      if (result.reply) {
        const reply = result.reply;
        setImmediate(() => {
          answerInChat(app, reply).catch((error) =>
            request.log.warn({ err: error }, 'kick chat answer failed'),
          );
        });
      }
      return ok({ outcome: result.outcome });
    });
  });
}

async function answerInChat(app: FastifyInstance, reply: { content: string; replyTo: string }) {
  const { broadcasterUserId } = await kickSettingsOf(app.deps.db);
  if (!broadcasterUserId) return;
  await sendChatMessage(app.deps.config, broadcasterUserId, reply.content, reply.replyTo);
}
