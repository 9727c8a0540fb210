import { z } from 'zod';
import { callJson, isoDay } from './http.ts';
import { amount, optionalText, toFeedRows } from './rows.ts';
import type { WagerAdapter } from './types.ts';

/**
 * Gamdom: `GET /api/affiliates/leaderboard?apikey=…&after=YYYY-MM-DD`; answers
 * `{success, data:[{user_id, username, wager_data:[{month:"YYYY-MM", total_wager_usd}]}]}`. Totals are
 * per month: the months the period touches are added up (a weekly board on Gamdom counts its months).
 * Hidden users come as `user_id -1`.
 */
const answer = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      user_id: z.union([z.number(), z.string()]),
      username: optionalText,
      wager_data: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), total_wager_usd: amount })),
    }),
  ),
});

export const gamdom: WagerAdapter = {
  provider: 'gamdom',
  cooldownMs: 60_000,
  async fetchRows({ baseUrl, apiKey, start, end, signal }) {
    const url = new URL(`${baseUrl}/api/affiliates/leaderboard`);
    url.searchParams.set('apikey', apiKey);
    url.searchParams.set('after', isoDay(start));
    const { data } = await callJson('Gamdom', url, { signal }, answer);
    const first = isoDay(start).slice(0, 7);
    const last = isoDay(end).slice(0, 7);
    return toFeedRows(
      'Gamdom',
      data.flatMap((p) =>
        p.wager_data
          .filter((w) => w.month >= first && w.month <= last)
          .map((w) => ({
            username: p.username,
            hidden: Number(p.user_id) === -1,
            wagered: w.total_wager_usd,
            unit: 'dollars' as const,
          })),
      ),
    );
  },
};
