import { wagerFeedErrorCodes as codes } from '@podium/shared/wager-feeds/errors';
import { wagerFeedMessages as m } from '@podium/shared/wager-feeds/messages';
import { AppError, defineError } from '../../lib/errors.ts';

const fieldError = (code: string, status: number, field: string, message: string) => () =>
  new AppError(code, status, message, { [field]: [message] });

/** The wager feeds' refusals (decision 026). */
export const wagerFeedErrors = {
  notFound: defineError(codes.notFound, 404, m.notFound),
  keyRequired: fieldError(codes.keyRequired, 400, 'api_key', m.keyRequired),
  accountRequired: fieldError(codes.accountRequired, 400, 'account_id', m.accountRequired),
  notApi: defineError(codes.notApi, 409, m.notApi),
  notCsv: defineError(codes.notCsv, 409, m.notCsv),
  noPeriod: defineError(codes.noPeriod, 409, m.noPeriod),
  periodNotFound: fieldError(codes.periodNotFound, 404, 'period_id', m.periodNotFound),
  cooldown: (seconds: number) => new AppError(codes.cooldown, 429, m.cooldown(seconds)),
  badCsv: (lines: string[]) => new AppError(codes.badCsv, 400, m.badCsv, { csv: lines }),
  keyUnreadable: fieldError(codes.keyUnreadable, 409, 'api_key', m.keyUnreadable),
  /** The demo provider where the site shows no demo content (decision 033). */
  demoOff: fieldError(codes.demoOff, 400, 'provider', m.demoOff),
  /** The casino failed or answered garbage; its message names the casino and status, never the key. */
  providerFailed: (message: string) => new AppError(codes.providerFailed, 502, message),
};
