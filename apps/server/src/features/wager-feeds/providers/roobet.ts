import { z } from 'zod';
import { callJson } from './http.ts';
import { amount, optionalText, toFeedRows } from './rows.ts';
import type { WagerAdapter } from './types.ts';

/**
 * Roobet: `GET /affiliate/v2/stats?userId=…&startDate=…&endDate=…` (ISO), `Authorization: Bearer <key>`;
 * an array of `{uid, username, wagered, weightedWagered, favoriteGameTitle, rankLevel}`, dollars.
 * `wagered` counts (weightedWagered is Roobet's game-weighted figure, not the amount wagered).
 */
const answer = z.array(
  z.object({
    uid: z.union([z.string(), z.number()]).nullish(),
    username: optionalText,
    wagered: amount,
    weightedWagered: amount.nullish(),
    favoriteGameTitle: optionalText,
    rankLevel: z.unknown().optional(),
  }),
);

export const roobet: WagerAdapter = {
  provider: 'roobet',
  cooldownMs: 60_000,
  async fetchRows({ baseUrl, apiKey, accountId, start, end, signal }) {
    const url = new URL(`${baseUrl}/affiliate/v2/stats`);
    url.searchParams.set('userId', accountId ?? '');
    url.searchParams.set('startDate', start.toISOString());
    url.searchParams.set('endDate', end.toISOString());
    const players = await callJson(
      'Roobet',
      url,
      { headers: { authorization: `Bearer ${apiKey}` }, signal },
      answer,
    );
    return toFeedRows(
      'Roobet',
      players.map((p) => ({
        username: p.username,
        wagered: p.wagered,
        unit: 'dollars',
        favoriteGameTitle: p.favoriteGameTitle,
      })),
    );
  },
};
