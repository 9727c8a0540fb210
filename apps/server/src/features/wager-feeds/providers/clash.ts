import { z } from 'zod';
import { callJson, isoDay } from './http.ts';
import { amount, optionalText, toFeedRows } from './rows.ts';
import type { WagerAdapter } from './types.ts';

/**
 * Clash.gg: `GET /affiliates/detailed-summary/v2/{since}` (YYYY-MM-DD), `Authorization: Bearer <key>`;
 * an array of players `{name, userId, avatar, wagered}` with `wagered` already in cents.
 */
const player = z.object({
  name: optionalText,
  userId: z.union([z.string(), z.number()]).nullish(),
  avatar: optionalText,
  wagered: amount,
});
const answer = z.union([z.array(player), z.object({ players: z.array(player) }).transform((a) => a.players)]);

export const clash: WagerAdapter = {
  provider: 'clash',
  cooldownMs: 60_000,
  async fetchRows({ baseUrl, apiKey, start, signal }) {
    const url = new URL(`${baseUrl}/affiliates/detailed-summary/v2/${isoDay(start)}`);
    const players = await callJson(
      'Clash.gg',
      url,
      { headers: { authorization: `Bearer ${apiKey}` }, signal },
      answer,
    );
    return toFeedRows(
      'Clash.gg',
      players.map((p) => ({ username: p.name, wagered: p.wagered, unit: 'cents', avatarUrl: p.avatar })),
    );
  },
};
