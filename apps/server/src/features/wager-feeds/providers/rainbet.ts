import { z } from 'zod';
import { callJson, isoDay } from './http.ts';
import { amount, optionalText, toFeedRows } from './rows.ts';
import type { WagerAdapter } from './types.ts';

/**
 * Rainbet: `GET /v1/external/affiliates?key=…&start_at=YYYY-MM-DD&end_at=YYYY-MM-DD`; answers
 * `{affiliates:[{id, username, wagered_amount}]}` with the amount a decimal string, dollars.
 */
const answer = z.object({
  affiliates: z.array(
    z.object({
      id: z.union([z.string(), z.number()]).nullish(),
      username: optionalText,
      wagered_amount: amount,
    }),
  ),
});

export const rainbet: WagerAdapter = {
  provider: 'rainbet',
  cooldownMs: 60_000,
  async fetchRows({ baseUrl, apiKey, start, end, signal }) {
    const url = new URL(`${baseUrl}/v1/external/affiliates`);
    url.searchParams.set('key', apiKey);
    url.searchParams.set('start_at', isoDay(start));
    url.searchParams.set('end_at', isoDay(end));
    const { affiliates } = await callJson('Rainbet', url, { signal }, answer);
    return toFeedRows(
      'Rainbet',
      affiliates.map((p) => ({ username: p.username, wagered: p.wagered_amount, unit: 'dollars' })),
    );
  },
};
