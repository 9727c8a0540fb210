import {
  defaultKickCommands,
  defaultKickRules,
  type KickCommands,
  type KickRules,
} from '@podium/shared/kick/admin';
import type { KickLiveState } from '@podium/shared/kick/live';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { kickSettings } from './kick.table.ts';

export interface KickSettings {
  channelSlug: string | null;
  broadcasterUserId: string | null;
  isLive: boolean;
  liveChangedAt: Date | null;
  subscribedAt: Date | null;
  subscriptionError: string | null;
  subscribedEvents: string[];
  rules: KickRules;
  commands: KickCommands;
}

const empty: KickSettings = {
  channelSlug: null,
  broadcasterUserId: null,
  isLive: false,
  liveChangedAt: null,
  subscribedAt: null,
  subscriptionError: null,
  subscribedEvents: [],
  rules: defaultKickRules,
  commands: defaultKickCommands,
};

/** The settings row over the defaults (stored rules and commands are merged over them). */
export async function kickSettingsOf(db: DbOrTx): Promise<KickSettings> {
  const [row] = await db.select().from(kickSettings).limit(1);
  return overDefaults(row);
}

/** The settings as `kickSettingsOf` reads them, the row (when there is one) locked FOR UPDATE: an admin's change. */
export async function lockKickSettings(tx: Tx): Promise<KickSettings> {
  const [row] = await tx.select().from(kickSettings).limit(1).for('update');
  return overDefaults(row);
}

function overDefaults(row: typeof kickSettings.$inferSelect | undefined): KickSettings {
  if (!row) return empty;
  return {
    ...row,
    rules: { ...defaultKickRules, ...row.rules },
    commands: { ...defaultKickCommands, ...row.commands },
  };
}

/** Writes some columns of the one row, creating it when missing. */
async function upsert(db: DbOrTx, set: Partial<typeof kickSettings.$inferInsert>) {
  await db
    .insert(kickSettings)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: kickSettings.id, set: { ...set, updatedAt: sql`now()` } });
}

/** The channel and its broadcaster's Kick user id (null until it could be looked up). */
export const saveChannel = (
  db: DbOrTx,
  input: { channel_slug: string; broadcaster_user_id: string | null },
) => upsert(db, { channelSlug: input.channel_slug, broadcasterUserId: input.broadcaster_user_id });
export const saveRules = (db: DbOrTx, rules: KickRules) => upsert(db, { rules });
export const saveCommands = (db: DbOrTx, commands: KickCommands) => upsert(db, { commands });

export const saveSubscription = (
  db: DbOrTx,
  result: { events: string[]; error: null } | { events?: undefined; error: string },
) =>
  upsert(
    db,
    result.error === null
      ? {
          subscribedAt: sql`now()` as unknown as Date,
          subscribedEvents: result.events,
          subscriptionError: null,
        }
      : { subscriptionError: result.error },
  );

/**
 * Sets the channel's live state; true when it changed (a repeated event changes nothing and is not
 * published again). One conditional statement, so two deliveries at once cannot both "change" it.
 */
export async function setLive(db: DbOrTx, isLive: boolean): Promise<boolean> {
  await db.insert(kickSettings).values({ id: 1 }).onConflictDoNothing();
  const rows = await db
    .update(kickSettings)
    .set({ isLive, liveChangedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(kickSettings.id, 1), ne(kickSettings.isLive, isLive)))
    .returning({ id: kickSettings.id });
  return rows.length === 1;
}

export async function liveState(db: DbOrTx): Promise<KickLiveState> {
  const s = await kickSettingsOf(db);
  return { is_live: s.isLive, channel_slug: s.channelSlug };
}
