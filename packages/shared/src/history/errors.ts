import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';
import { historyMessages } from './messages.ts';

/** The public history's refusals (decision 038). */
export const historyErrors = {
  periodNotFound: { code: 'history.period_not_found', status: 404, message: historyMessages.periodNotFound },
} as const satisfies ErrorCatalogue;

export const historyErrorCodes = /* @__PURE__ */ errorCodes(historyErrors);
