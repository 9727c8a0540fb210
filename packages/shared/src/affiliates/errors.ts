import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';

/** Admin › Affiliates refusals (decision 038). */
export const affiliatesErrors = {
  notFound: { code: 'affiliates.not_found', status: 404, message: 'Affiliate not found.' },
  orderMismatch: {
    code: 'affiliates.order_mismatch',
    status: 400,
    message: 'The new order must list every affiliate exactly once.',
  },
} as const satisfies ErrorCatalogue;

export const affiliatesErrorCodes = /* @__PURE__ */ errorCodes(affiliatesErrors);
