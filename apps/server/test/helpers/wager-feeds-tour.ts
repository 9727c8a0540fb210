import type { Agent } from './app.ts';

type Call = <T = unknown>(agent: Agent, method: string, url: string, payload?: unknown) => Promise<T>;
type Feed = { platform_id: number; platform_slug: string };

/**
 * The wager feeds' section of the declared-answers tour: a board connected to the fake Roobet
 * (FakeCasinos, its URL in the app's config), tested and synced; then switched to CSV and uploaded.
 */
export async function wagerFeedsTour(call: Call, { admin }: Record<'admin', Agent>, roobetKey: string) {
  const a = '/api/admin/wager-feeds';
  await call(admin, 'POST', '/api/admin/leaderboards', {
    slug: 'feeds-tour',
    name: 'Feeds tour',
    timeframe: 'monthly',
    currency_symbol: '$',
    prizes: [],
    is_paused: false,
    pause_message: '',
  });
  const feeds = await call<Feed[]>(admin, 'GET', a);
  const id = feeds.find((f) => f.platform_slug === 'feeds-tour')!.platform_id;
  await call(admin, 'PUT', `${a}/${id}`, { provider: 'roobet', account_id: 'aff-1', api_key: roobetKey });
  await call(admin, 'POST', `${a}/${id}/sync`);
  await call(admin, 'PUT', `${a}/${id}`, { provider: 'gamdom', api_key: 'gamdom-key-1234' });
  await call(admin, 'POST', `${a}/${id}/test`);
  await call(admin, 'PUT', `${a}/${id}`, { provider: 'csv', api_key: null });
  await call(admin, 'POST', `${a}/${id}/csv`, { csv: 'username,wagered\nalice_c,12.50\n', mode: 'replace' });
}
