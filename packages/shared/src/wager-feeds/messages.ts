/**
 * The wager feeds' providers, texts and limits (decision 026), apart from their schemas in
 * `wager-feeds.ts`: the admin page reads them without loading zod.
 */
import { wagerFeedErrors } from './errors.ts';

/** Casinos with an API adapter on the server (one file each under features/wager-feeds/providers). */
export const apiProviders = [
  'roobet',
  'gamdom',
  'shuffle',
  'rainbet',
  'packdraw',
  'clash',
  'upgrader',
] as const;
export type ApiProvider = (typeof apiProviders)[number];

/** What fills a board: the embedded demo, a CSV upload (Stake and anything without an API), or a casino API. */
export const feedProviders = ['demo', 'csv', ...apiProviders] as const;
export type FeedProvider = (typeof feedProviders)[number];

/** Invented players for trying the site out: only where the site shows demo content (decision 033). */
export const DEMO_PROVIDER = 'demo' satisfies FeedProvider;
/**
 * What a new board starts with where demo content is off (decision 033): an upload waiting for its
 * file, which invents no one and fills nothing on its own.
 */
export const DEFAULT_PROVIDER = 'csv' satisfies FeedProvider;

/** The providers an admin may choose: every one, less the demo where demo content is off. */
export const offeredProviders = (demoContent: boolean): readonly FeedProvider[] =>
  demoContent ? feedProviders : feedProviders.filter((p) => p !== DEMO_PROVIDER);

export const providerLabels: Record<FeedProvider, string> = {
  demo: 'Demo data',
  csv: 'CSV upload (Stake and others)',
  roobet: 'Roobet',
  gamdom: 'Gamdom',
  shuffle: 'Shuffle',
  rainbet: 'Rainbet',
  packdraw: 'Packdraw',
  clash: 'Clash.gg',
  upgrader: 'Upgrader',
};

export const isApiProvider = (p: string): p is ApiProvider => (apiProviders as readonly string[]).includes(p);

/** Providers whose request names the affiliate's own account besides the key (Roobet's userId). */
export const accountIdProviders: readonly ApiProvider[] = ['roobet'];

/** The largest CSV upload, in characters. */
export const CSV_MAX_CHARS = 2_000_000;
/** The most players one sync or upload may bring. */
export const FEED_MAX_ROWS = 50_000;

/** What a CSV upload does to its period: becomes its whole list, or adds and updates players. */
export const csvImportModes = ['replace', 'merge'] as const;
export type CsvImportMode = (typeof csvImportModes)[number];

export const wagerFeedMessages = {
  saved: 'Wager feed saved',
  /** A manual sync whose answer a newer call of the same board superseded (it did not land). */
  superseded: 'A newer sync of this board was under way: its answer counts',
  synced: (rows: number) => `Synced ${rows} player${rows === 1 ? '' : 's'}`,
  imported: (rows: number) => `Imported ${rows} player${rows === 1 ? '' : 's'}`,
  merged: (added: number, updated: number) =>
    `Added ${added} player${added === 1 ? '' : 's'} and updated ${updated}`,
  connectionOk: (rows: number) => `Connection works: ${rows} player${rows === 1 ? '' : 's'} this period`,
  keyRequired: wagerFeedErrors.keyRequired.message,
  badCsv: wagerFeedErrors.badCsv.message,
  emptyCsv: 'The file has no players',
  csvTooLarge: 'The file is too large',
  loadFailed: 'Failed to load wager feeds',
  /** Under the provider of a demo board: what leaving the demo does. */
  leavingDemo:
    'Saving removes the demo players from the current period: the board then shows only real wagers.',
} as const;
