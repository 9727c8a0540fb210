import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './app-types.ts';
import { ping } from './db/client.ts';
import { adminAffiliatesRoutes, affiliatesRoutes } from './features/affiliates/affiliates.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { friendsRoutes } from './features/friends/friends.routes.ts';
import { kickRoutes } from './features/kick/kick.routes.ts';
import { adminLeaderboardRoutes, leaderboardRoutes } from './features/leaderboard/leaderboard.routes.ts';
import { adminMembersRoutes } from './features/members/admin-members.routes.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { adminSettingsRoutes, settingsRoutes } from './features/settings/settings.routes.ts';
import { adminStoreRoutes } from './features/store/admin-store.routes.ts';
import { redemptionQueueRoutes } from './features/store/redemption-queue.routes.ts';
import { storeRoutes } from './features/store/store.routes.ts';
import { registerAuth, requireRole } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerSpa } from './plugins/spa.ts';

const defaultDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole app without listening; main.ts listens, tests inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.production,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('deps', deps);

  registerErrorHandling(app);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://player.kick.com', 'https://www.youtube.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.production,
  });
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie, { secret: deps.secret });
  await app.register(fastifyRateLimit, { global: false });
  registerAuth(app);

  app.get('/healthz', async () => {
    await ping(deps.db);
    return { status: 'ok' };
  });

  await app.register(settingsRoutes);
  await app.register(affiliatesRoutes);
  await app.register(leaderboardRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(friendsRoutes);
  await app.register(kickRoutes);
  await app.register(storeRoutes);
  // Moderators and admins: the store redemption queue.
  await app.register(
    async (staff) => {
      staff.addHook('preHandler', requireRole('Moderator', 'Admin'));
      await staff.register(redemptionQueueRoutes);
    },
    { prefix: '/api/staff' },
  );
  await app.register(
    async (admin) => {
      admin.addHook('preHandler', requireRole('Admin'));
      await admin.register(adminSettingsRoutes);
      await admin.register(adminAffiliatesRoutes);
      await admin.register(adminLeaderboardRoutes);
      await admin.register(adminMembersRoutes);
      await admin.register(adminStoreRoutes);
    },
    { prefix: '/api/admin' },
  );
  await registerSpa(app, config.webDistDir ?? defaultDist);
  return app;
}
