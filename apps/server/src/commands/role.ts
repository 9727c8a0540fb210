// `npm run role -- <username> <Member|VIP|Moderator|Admin>`: gives a member a role from the shell,
// on the embedded database (DATA_DIR) or on DATABASE_URL, with the same rules as the admin panel
// (members/roles.usecases.ts). The way to the first Admin when ADMIN_DISCORD_IDS is not an option.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { roleSchema, roles } from '@podium/shared/common/user';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock.ts';
import { siteContext } from '../features/audit/audit.usecases.ts';
import { SESSION_CACHE_TTL_MS } from '../features/auth/session-cache.ts';
import { assignRole } from '../features/members/roles.usecases.ts';
import { AppError } from '../lib/errors.ts';
import { loadDotEnv } from './dotenv.ts';

const USAGE = `Usage: npm run role -- <username> <${roles.join('|')}>`;

class CommandError extends Error {}

function open(): Database {
  loadDotEnv();
  const config = loadConfig();
  if (config.databaseUrl) return openDatabase({ driver: 'postgres', url: config.databaseUrl, poolSize: 1 });
  const folder = join(resolve(config.dataDir), 'pglite');
  if (!existsSync(join(folder, 'PG_VERSION'))) {
    throw new CommandError(
      `There is no database in ${resolve(config.dataDir)} yet: start the site once (npm start), sign in, then run this again.`,
    );
  }
  const lock = acquireDataDirLock(config.dataDir, '`npm run role`');
  const database = openDatabase({ driver: 'pglite', dataDir: folder });
  return {
    ...database,
    close: async () => {
      await database.close();
      lock.release();
    },
  };
}

async function main(args: string[]): Promise<string> {
  const [username, roleArg, ...rest] = args;
  const role = roleSchema.safeParse(roleArg);
  if (!username || !role.success || rest.length > 0) throw new CommandError(USAGE);
  const database = open();
  try {
    const found = (await database.db.execute(
      sql`select id, username from users where lower(username) = lower(${username}) limit 1`,
    )) as unknown as { rows: { id: number; username: string }[] };
    const member = found.rows[0];
    if (!member) {
      throw new CommandError(
        `No member is named "${username}". Members appear once they have signed in; usernames are listed in the admin panel (Members).`,
      );
    }
    const change = await database.db.transaction((tx) =>
      assignRole(tx, siteContext(), Number(member.id), role.data, "npm run role (the server's shell)"),
    );
    if (change.before === role.data) return `${member.username} is already ${role.data}; nothing changed.`;
    return (
      `${member.username}: ${change.before} → ${role.data}. ` +
      `A running site applies it to their next request within ${SESSION_CACHE_TTL_MS / 1000} s.`
    );
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (message) => {
    console.log(message);
    process.exit(0);
  },
  (error: unknown) => {
    const known =
      error instanceof CommandError ||
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof AppError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
