import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';

/** The wager feeds' refusals (decisions 026, 038). */
export const wagerFeedErrors = {
  notFound: { code: 'wager_feeds.not_found', status: 404, message: 'Leaderboard not found' },
  keyRequired: {
    code: 'wager_feeds.key_required',
    status: 400,
    message: 'Enter the API key',
    field: 'api_key',
  },
  accountRequired: {
    code: 'wager_feeds.account_required',
    status: 400,
    message: 'Enter the affiliate user id',
    field: 'account_id',
  },
  notApi: {
    code: 'wager_feeds.not_api',
    status: 409,
    message: 'This leaderboard has no casino API connected',
  },
  notCsv: { code: 'wager_feeds.not_csv', status: 409, message: 'Choose CSV upload as the provider first' },
  noPeriod: { code: 'wager_feeds.no_period', status: 409, message: 'This leaderboard has no current period' },
  periodNotFound: {
    code: 'wager_feeds.period_not_found',
    status: 404,
    message: 'Period not found for this leaderboard',
    field: 'period_id',
  },
  cooldown: {
    code: 'wager_feeds.cooldown',
    status: 429,
    message: (seconds: number) => `The casino allows one call every few minutes: try again in ${seconds} s`,
  },
  /** The field errors are the refused lines of the file. */
  badCsv: {
    code: 'wager_feeds.bad_csv',
    status: 400,
    message: 'Nothing was imported: fix the lines below and upload again',
    field: 'csv',
  },
  keyUnreadable: {
    code: 'wager_feeds.key_unreadable',
    status: 409,
    message: 'The stored API key cannot be read with the current INTEGRATIONS_KEY: enter it again',
    field: 'api_key',
  },
  /** The demo provider where the site shows no demo content (SEED_DEMO off; decision 033). */
  demoOff: {
    code: 'wager_feeds.demo_off',
    status: 400,
    message: 'Demo data is off on this site: choose a casino or CSV upload',
    field: 'provider',
  },
  /**
   * The casino's API failed, refused or answered garbage: the last good snapshot stays. The server says
   * which casino and what it answered, never the key; these are the words when it knows no more.
   */
  providerFailed: { code: 'wager_feeds.provider_failed', status: 502, message: 'The casino call failed' },
} as const satisfies ErrorCatalogue;

export const wagerFeedErrorCodes = /* @__PURE__ */ errorCodes(wagerFeedErrors);
