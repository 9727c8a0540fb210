import { ok } from '@podium/shared/common/envelope';
import { claimMessages } from '@podium/shared/draws/claim-words';
import { claimResultSchema } from '@podium/shared/draws/claims';
import { raffleMessages } from '@podium/shared/raffles/messages';
import {
  raffleEnterResultSchema,
  raffleEnterSchema,
  raffleEntrySchema,
  raffleSchema,
} from '@podium/shared/raffles/schemas';
import { raffleVerifySchema } from '@podium/shared/raffles/verify';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { failureLimiter, memberKey, perMemberLimit } from '../../lib/rate-limit.ts';
import { describe, idParams } from '../../lib/route-schema.ts';
import type { App } from '../../lib/validation.ts';
import { claimPrize } from './claims.usecases.ts';
import { enterRaffle } from './enter.usecases.ts';
import { publicEntries } from './entries.repository.ts';
import { rafflePasswordMatches } from './raffle-password.ts';
import { cachedRaffleList } from './raffles.cache.ts';
import { raffleErrors } from './raffles.errors.ts';
import { raffleChanged } from './raffles.live.ts';
import { findRaffle, raffleView } from './raffles.repository.ts';
import { verifierRoutes } from './verifier.routes.ts';
import { raffleVerifyData } from './verify.usecases.ts';

const enterLimit = perMemberLimit(60);
const claimLimit = perMemberLimit(30);
/** Wrong password guesses: 10 per member and 30 per address in 10 minutes; right ones never count. */
const GUESS_WINDOW = '10 minutes';

/** SPEC §7 raffle calls: lists and details for everyone, entering for signed-in members. */
export async function raffleRoutes(app: App) {
  const { db } = app.deps;
  const guesses = failureLimiter(app, GUESS_WINDOW, [
    { max: 10, key: (request) => `raffle-guess:${memberKey(request)}` },
    { max: 30, key: (request) => `raffle-guess:ip:${request.ip}` },
  ]);

  /** Compares a password entry's word with the stored hash, counting wrong guesses. */
  const passwordCheck =
    (request: FastifyRequest, password: string) => async (raffle: { passwordHash: string | null }) => {
      if (await guesses.blocked(request)) throw raffleErrors.tooManyGuesses();
      if (raffle.passwordHash && (await rafflePasswordMatches(password, raffle.passwordHash))) return true;
      await guesses.failed(request);
      return false;
    };

  app.get('/api/r/raffles', { schema: describe({ data: z.array(raffleSchema) }) }, async (request) =>
    ok(await cachedRaffleList(app.deps, request.user?.id ?? null)),
  );

  app.get(
    '/api/r/raffles/:id',
    { schema: describe({ params: idParams(), data: raffleSchema }) },
    async (request) => {
      const raffle = await raffleView(db, request.params.id, request.user?.id ?? null);
      if (!raffle) throw raffleErrors.notFound();
      return ok(raffle);
    },
  );

  app.get(
    '/api/r/raffles/:id/entries',
    { schema: describe({ params: idParams(), data: z.array(raffleEntrySchema) }) },
    async (request) => {
      const { id } = request.params;
      if (!(await findRaffle(db, id))) throw raffleErrors.notFound();
      return ok(await publicEntries(db, id));
    },
  );

  app.get(
    '/api/r/raffles/:id/verify',
    { schema: describe({ params: idParams(), data: raffleVerifySchema }) },
    async (request) => ok(await raffleVerifyData(db, request.params.id)),
  );
  // The checker the verify pages of raffles and wager raffles point to (decision 040).
  await verifierRoutes(app);

  app.post(
    '/api/r/raffles/:id/enter',
    {
      config: enterLimit,
      schema: describe({ params: idParams(), body: raffleEnterSchema, data: raffleEnterResultSchema }),
    },
    async (request) => {
      const { id } = request.params;
      if (!request.user) throw raffleErrors.loginRequired();
      const input = request.body;
      const result = await enterRaffle(
        db,
        request.user.id,
        id,
        input,
        passwordCheck(request, input.password ?? ''),
      );
      raffleChanged(app.deps, id, 'entries');
      return ok(result, raffleMessages.entered);
    },
  );

  // Decision 064: a winner claims their prize before the deadline, once.
  app.post(
    '/api/r/raffles/:id/claim',
    { config: claimLimit, schema: describe({ params: idParams(), data: claimResultSchema }) },
    async (request) => {
      const { id } = request.params;
      if (!request.user) throw raffleErrors.claimLoginRequired();
      const result = await claimPrize(db, request.user.id, id);
      raffleChanged(app.deps, id, 'draw');
      return ok(result, claimMessages.claimed);
    },
  );
}
