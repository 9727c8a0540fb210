import { casinoAccountKey } from '@podium/shared/common/casino-accounts';
import {
  decimalToCents,
  HIDDEN_PLAYER,
  maskPlayerName,
  wholeCents,
} from '@podium/shared/wager-feeds/amounts';
import { FEED_MAX_ROWS } from '@podium/shared/wager-feeds/messages';
import { z } from 'zod';
import { FeedError, type FeedRow } from './types.ts';

/** A player as an adapter reads it from its casino, before keys, masking and cents. */
export interface RawPlayer {
  username: string | null | undefined;
  /** The casino marks the player hidden / anonymous (e.g. Gamdom's user_id -1). */
  hidden?: boolean;
  wagered: string | number;
  /** 'dollars' for decimal amounts, 'cents' for APIs that already count in cents. */
  unit: 'dollars' | 'cents';
  favoriteGameTitle?: string | null;
  avatarUrl?: string | null;
}

/** An amount as casinos send it: a JSON number or a decimal string. */
export const amount = z.union([z.number(), z.string().max(40)]);
/** An optional text field as casinos send it (null, missing or a string). */
export const optionalText = z.string().max(500).nullish();

const clean = (v: string | null | undefined, max: number) => {
  const s = v?.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  return s ? [...s].slice(0, max).join('') : null;
};
const httpUrl = (v: string | null | undefined) => (v && /^https:\/\/\S{1,490}$/i.test(v) ? v : null);

/**
 * Maps a casino's players to wager rows: the key is `casinoAccountKey(username)` — lower case, no
 * whitespace — the one key casino accounts have (decision 042), so a member's account matches it; a hidden or nameless player is kept, shown masked ('Hidden
 * player' when there is no name), under the key `hidden #n` (no casino username has a space). Rows
 * with the same key add up. Any amount that is not an exact non-negative number makes the whole
 * answer garbage: the last good snapshot stays.
 */
export function toFeedRows(label: string, players: readonly RawPlayer[]): FeedRow[] {
  if (players.length > FEED_MAX_ROWS) throw new FeedError('malformed', `${label} answered too many players`);
  const byKey = new Map<string, FeedRow>();
  let hidden = 0;
  players.forEach((p, index) => {
    const cents = p.unit === 'cents' ? wholeCents(p.wagered) : decimalToCents(p.wagered);
    if (cents === null)
      throw new FeedError(
        'malformed',
        `${label} answered a wager that is not an amount (player ${index + 1})`,
      );
    const name = clean(p.username, 64);
    const key = casinoAccountKey(name);
    const isHidden = p.hidden === true || name === null || key === null;
    const playerKey = isHidden ? `hidden #${++hidden}` : key;
    const displayName = isHidden ? (name ? maskPlayerName(name) : HIDDEN_PLAYER) : name;
    const existing = byKey.get(playerKey);
    if (existing) {
      existing.wageredCents += cents;
      return;
    }
    byKey.set(playerKey, {
      playerKey,
      displayName,
      wageredCents: cents,
      favoriteGameTitle: clean(p.favoriteGameTitle, 120),
      avatarUrl: httpUrl(p.avatarUrl),
    });
  });
  const rows = [...byKey.values()];
  if (rows.some((r) => !Number.isSafeInteger(r.wageredCents)))
    throw new FeedError('malformed', `${label} answered a wager too large`);
  return rows;
}
