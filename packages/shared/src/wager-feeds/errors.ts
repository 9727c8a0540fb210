/** Stable codes of the wager feeds' failures (the envelope's `code`). */
export const wagerFeedErrorCodes = {
  notFound: 'wager_feeds.not_found',
  keyRequired: 'wager_feeds.key_required',
  accountRequired: 'wager_feeds.account_required',
  notApi: 'wager_feeds.not_api',
  notCsv: 'wager_feeds.not_csv',
  noPeriod: 'wager_feeds.no_period',
  periodNotFound: 'wager_feeds.period_not_found',
  cooldown: 'wager_feeds.cooldown',
  badCsv: 'wager_feeds.bad_csv',
  keyUnreadable: 'wager_feeds.key_unreadable',
  /** The demo provider where the site shows no demo content (SEED_DEMO off; decision 033). */
  demoOff: 'wager_feeds.demo_off',
  /** The casino's API failed, refused or answered garbage: the last good snapshot stays. */
  providerFailed: 'wager_feeds.provider_failed',
} as const;
export type WagerFeedErrorCode = (typeof wagerFeedErrorCodes)[keyof typeof wagerFeedErrorCodes];
