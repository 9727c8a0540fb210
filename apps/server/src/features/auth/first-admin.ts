import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { siteContext } from '../audit/audit.usecases.ts';
import { assignRole } from '../members/roles.usecases.ts';
import type { UserRow } from '../users/users.table.ts';

/**
 * ADMIN_DISCORD_IDS: a member signing in with one of these Discord ids is made Admin (the first
 * Admin of a new site, who has nobody to promote them). Logged, with the id and the role it replaced.
 */
export async function promoteConfiguredAdmin(
  db: Db,
  user: UserRow,
  adminDiscordIds: readonly string[],
  log: FastifyBaseLogger,
): Promise<UserRow> {
  if (user.role === 'Admin' || !user.discordId || !adminDiscordIds.includes(user.discordId)) return user;
  const change = await db.transaction((tx) =>
    assignRole(tx, siteContext(), user.id, 'Admin', 'ADMIN_DISCORD_IDS: signed in with a listed Discord id'),
  );
  log.info(
    { userId: user.id, discordId: user.discordId, before: change.before },
    `ADMIN_DISCORD_IDS: ${user.username} is now Admin (was ${change.before})`,
  );
  return change.user;
}
