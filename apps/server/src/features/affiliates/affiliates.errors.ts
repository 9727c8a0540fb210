import { affiliatesErrorCodes as codes } from '@podium/shared/affiliates/errors';
import { defineError } from '../../lib/errors.ts';

/** Admin › Affiliates refusals. */
export const affiliatesErrors = {
  notFound: defineError(codes.notFound, 404, 'Affiliate not found.'),
  orderMismatch: defineError(
    codes.orderMismatch,
    400,
    'The new order must list every affiliate exactly once.',
  ),
};
