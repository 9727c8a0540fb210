import { z } from 'zod';
import { callJson } from './http.ts';
import { amount, optionalText, toFeedRows } from './rows.ts';
import type { WagerAdapter } from './types.ts';

/**
 * Shuffle: `GET /stats/{key}?startTime=…&endTime=…` (unix seconds), the key in the path; an array of
 * `{username, campaignCode, wagerAmount}`, dollars.
 */
const answer = z.array(z.object({ username: optionalText, campaignCode: optionalText, wagerAmount: amount }));

export const shuffle: WagerAdapter = {
  provider: 'shuffle',
  cooldownMs: 60_000,
  async fetchRows({ baseUrl, apiKey, start, end, signal }) {
    const url = new URL(`${baseUrl}/stats/${encodeURIComponent(apiKey)}`);
    url.searchParams.set('startTime', String(Math.floor(start.getTime() / 1000)));
    url.searchParams.set('endTime', String(Math.floor(end.getTime() / 1000)));
    const players = await callJson('Shuffle', url, { signal }, answer);
    return toFeedRows(
      'Shuffle',
      players.map((p) => ({ username: p.username, wagered: p.wagerAmount, unit: 'dollars' })),
    );
  },
};
