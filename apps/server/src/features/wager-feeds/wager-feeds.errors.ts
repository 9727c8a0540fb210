import { wagerFeedErrors as catalogue } from '@podium/shared/wager-feeds/errors';
import { errorOf, serverErrors } from '../../lib/errors.ts';

const errors = serverErrors(catalogue);

/** The wager feeds' refusals (the shared catalogue, decisions 026 and 038). */
export const wagerFeedErrors = {
  ...errors,
  /** The refused lines of the file, under its field. */
  badCsv: (lines: string[]) => errors.badCsv({ [catalogue.badCsv.field]: lines }),
  /** In the server's words: which casino failed and what it answered (never the key). */
  providerFailed: (detail: string) => errorOf(catalogue.providerFailed, detail),
};
