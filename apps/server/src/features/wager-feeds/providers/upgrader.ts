import { z } from 'zod';
import { callJson, isoDay } from './http.ts';
import { amount, optionalText, toFeedRows } from './rows.ts';
import { FeedError, type WagerAdapter } from './types.ts';

const MAX_RANGE_MS = 100 * 86_400_000;

/**
 * Upgrader: `POST /affiliate/creator/get-stats` with `{apikey, from, to}` (YYYY-MM-DD, at most 100
 * days); answers `{data:{summarizedBets:[{user:{username, avatar}, wager}]}}`, `wager` in cents. One
 * call per key every 5 minutes.
 */
const answer = z.object({
  data: z.object({
    summarizedBets: z.array(
      z.object({ user: z.object({ username: optionalText, avatar: optionalText }).nullish(), wager: amount }),
    ),
  }),
});

export const upgrader: WagerAdapter = {
  provider: 'upgrader',
  cooldownMs: 5 * 60_000,
  async fetchRows({ baseUrl, apiKey, start, end, signal }) {
    if (end.getTime() - start.getTime() > MAX_RANGE_MS)
      throw new FeedError('http', 'Upgrader answers at most 100 days: shorten the period');
    const url = new URL(`${baseUrl}/affiliate/creator/get-stats`);
    const body = JSON.stringify({ apikey: apiKey, from: isoDay(start), to: isoDay(end) });
    const { data } = await callJson(
      'Upgrader',
      url,
      { method: 'POST', body, headers: { 'content-type': 'application/json' }, signal },
      answer,
    );
    return toFeedRows(
      'Upgrader',
      data.summarizedBets.map((b) => ({
        username: b.user?.username,
        wagered: b.wager,
        unit: 'cents',
        avatarUrl: b.user?.avatar,
      })),
    );
  },
};
