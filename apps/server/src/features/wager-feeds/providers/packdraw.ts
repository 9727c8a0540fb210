import { z } from 'zod';
import { callJson, isoDay } from './http.ts';
import { amount, optionalText, toFeedRows } from './rows.ts';
import type { WagerAdapter } from './types.ts';

/**
 * Packdraw: `GET /api/v1/affiliates/leaderboard?apiKey=…&after=YYYY-MM-DD`; answers
 * `{leaderboard:[{userId, username, wagerAmount, image}]}`, dollars.
 */
const answer = z.object({
  leaderboard: z.array(
    z.object({
      userId: z.union([z.string(), z.number()]).nullish(),
      username: optionalText,
      wagerAmount: amount,
      image: optionalText,
    }),
  ),
});

export const packdraw: WagerAdapter = {
  provider: 'packdraw',
  cooldownMs: 60_000,
  async fetchRows({ baseUrl, apiKey, start, signal }) {
    const url = new URL(`${baseUrl}/api/v1/affiliates/leaderboard`);
    url.searchParams.set('apiKey', apiKey);
    url.searchParams.set('after', isoDay(start));
    const { leaderboard } = await callJson('Packdraw', url, { signal }, answer);
    return toFeedRows(
      'Packdraw',
      leaderboard.map((p) => ({
        username: p.username,
        wagered: p.wagerAmount,
        unit: 'dollars',
        avatarUrl: p.image,
      })),
    );
  },
};
