import type { ApiProvider } from '@podium/shared/wager-feeds/messages';
import { z } from 'zod';

import {
  adminDiscordIdsSchema,
  bool,
  durationSchema,
  integrationsKeySchema,
  type TrustProxy,
  trustProxySchema,
} from './config-values.ts';

/** Every variable the server reads (`.env.example` lists each one; a test checks). */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'letters, digits and : _ . - only')
      .default('podium:'),
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    PUBLIC_URL: z.url().optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    DISCORD_CLIENT_ID: z.string().min(1).optional(),
    DISCORD_CLIENT_SECRET: z.string().min(1).optional(),
    DISCORD_AUTHORIZE_URL: z.url().default('https://discord.com/oauth2/authorize'),
    DISCORD_API_URL: z.url().default('https://discord.com/api'),
    KICK_CLIENT_ID: z.string().min(1).optional(),
    KICK_CLIENT_SECRET: z.string().min(1).optional(),
    KICK_AUTH_URL: z.url().default('https://id.kick.com'),
    KICK_API_URL: z.url().default('https://api.kick.com'),
    SEED_DEMO: bool.optional(),
    WEB_DIST_DIR: z.string().optional(),
    LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(30),
    ADMIN_DISCORD_IDS: adminDiscordIdsSchema.optional(),
    PUBLIC_API_DOCS: bool.optional(),
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_EVERY: durationSchema.optional(),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
    JOBS: bool.optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/]+/, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    CONTACT_EMAIL_TO: z.email().optional(),
    TRUST_PROXY: trustProxySchema.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    INTEGRATIONS_KEY: integrationsKeySchema.optional(),
    ROOBET_API_URL: z.url().default('https://roobetconnect.com'),
    GAMDOM_API_URL: z.url().default('https://gamdom.com'),
    SHUFFLE_API_URL: z.url().default('https://affiliate.shuffle.com'),
    RAINBET_API_URL: z.url().default('https://services.rainbet.com'),
    PACKDRAW_API_URL: z.url().default('https://packdraw.com'),
    CLASH_API_URL: z.url().default('https://api.clash.gg'),
    UPGRADER_API_URL: z.url().default('https://api.upgrader.com'),
  })
  .superRefine((env, ctx) => {
    if (env.SMTP_URL && !env.CONTACT_EMAIL_TO) {
      ctx.addIssue({
        code: 'custom',
        path: ['CONTACT_EMAIL_TO'],
        message: 'is required when SMTP_URL is set',
      });
    }
    if (Boolean(env.BACKUP_DIR) !== Boolean(env.BACKUP_EVERY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.BACKUP_DIR ? 'BACKUP_EVERY' : 'BACKUP_DIR'],
        message: 'scheduled backups need both BACKUP_DIR and BACKUP_EVERY',
      });
    }
    if (env.NODE_ENV !== 'production') return;
    for (const key of [
      'PUBLIC_URL',
      'SESSION_SECRET',
      'DISCORD_CLIENT_ID',
      'DISCORD_CLIENT_SECRET',
    ] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when NODE_ENV=production' });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel, so several sites (or test runs) can share one server. */
  redisPrefix: string;
  /** Worker processes to run (node:cluster); more than one needs DATABASE_URL. */
  webConcurrency: number;
  publicUrl: string;
  sessionSecret: string | undefined;
  discord: { clientId?: string; clientSecret?: string; authorizeUrl: string; apiUrl: string };
  /** Kick account linking (OAuth 2.1 + PKCE); off when the client id or secret is missing. */
  kick: { clientId?: string; clientSecret?: string; authUrl: string; apiUrl: string };
  seedDemo: boolean;
  webDistDir: string | undefined;
  loginRateLimit: number;
  /** Discord user ids made Admin when they sign in (the first Admin of a new site). */
  adminDiscordIds: readonly string[];
  /** Whether /api/docs answers everyone (always outside production; Admins only in production). */
  publicApiDocs: boolean;
  /** Whether this process runs the scheduled jobs (draws, roll-overs, feeds, announcements); off for a restore drill's copy. */
  jobs: boolean;
  /** Scheduled backups of the embedded database: off without BACKUP_DIR and BACKUP_EVERY. */
  backup: { dir: string; everyMs: number; keep: number } | null;
  /** Outgoing email (contact messages, replies); null without SMTP_URL. Never logged: the URL holds a password. */
  mail: MailConfig | null;
  /** Which proxies may name the client's address (X-Forwarded-For); see TRUST_PROXY. */
  trustProxy: TrustProxy;
  logLevel: Env['LOG_LEVEL'];
  /** Casino wager feeds: the at-rest key (null: derived from the session secret) and each API's base URL. */
  wagerFeeds: { integrationsKey: Buffer | null; baseUrls: Record<ApiProvider, string> };
}

export interface MailConfig {
  smtpUrl: string;
  from: string;
  /** Where contact messages are sent. */
  contactTo: string;
}

export class ConfigError extends Error {}

/** Parses the environment once at start; a bad or missing value stops the start with its name. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    webConcurrency: e.WEB_CONCURRENCY,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    sessionSecret: e.SESSION_SECRET,
    discord: {
      clientId: e.DISCORD_CLIENT_ID,
      clientSecret: e.DISCORD_CLIENT_SECRET,
      authorizeUrl: e.DISCORD_AUTHORIZE_URL,
      apiUrl: e.DISCORD_API_URL.replace(/\/$/, ''),
    },
    kick: {
      clientId: e.KICK_CLIENT_ID,
      clientSecret: e.KICK_CLIENT_SECRET,
      authUrl: e.KICK_AUTH_URL.replace(/\/$/, ''),
      apiUrl: e.KICK_API_URL.replace(/\/$/, ''),
    },
    seedDemo: e.SEED_DEMO ?? !production,
    webDistDir: e.WEB_DIST_DIR,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    adminDiscordIds: e.ADMIN_DISCORD_IDS ?? [],
    publicApiDocs: e.PUBLIC_API_DOCS ?? !production,
    jobs: e.JOBS ?? true,
    backup:
      e.BACKUP_DIR && e.BACKUP_EVERY
        ? { dir: e.BACKUP_DIR, everyMs: e.BACKUP_EVERY, keep: e.BACKUP_KEEP }
        : null,
    mail:
      e.SMTP_URL && e.CONTACT_EMAIL_TO
        ? {
            smtpUrl: e.SMTP_URL,
            from: e.MAIL_FROM ?? `no-reply@${new URL(e.PUBLIC_URL ?? 'http://localhost').hostname}`,
            contactTo: e.CONTACT_EMAIL_TO,
          }
        : null,
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL,
    wagerFeeds: {
      integrationsKey: e.INTEGRATIONS_KEY ?? null,
      baseUrls: {
        roobet: e.ROOBET_API_URL.replace(/\/$/, ''),
        gamdom: e.GAMDOM_API_URL.replace(/\/$/, ''),
        shuffle: e.SHUFFLE_API_URL.replace(/\/$/, ''),
        rainbet: e.RAINBET_API_URL.replace(/\/$/, ''),
        packdraw: e.PACKDRAW_API_URL.replace(/\/$/, ''),
        clash: e.CLASH_API_URL.replace(/\/$/, ''),
        upgrader: e.UPGRADER_API_URL.replace(/\/$/, ''),
      },
    },
  };
}
