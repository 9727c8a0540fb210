import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';
import { commonErrors } from '../common/errors.ts';

const points = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'point' : 'points'}`;

/** Slot requests' refusals (decision 038, issue 29, decision 059). */
export const slotRequestErrors = {
  loginRequired: { ...commonErrors.unauthorized, message: 'Log in to request a slot' },
  notFound: { code: 'slot_requests.not_found', status: 404, message: 'Request not found' },
  slotNotFound: {
    code: 'slot_requests.slot_not_found',
    status: 404,
    message: 'Choose a slot from the catalogue',
    field: 'slot_id',
  },
  closed: { code: 'slot_requests.closed', status: 409, message: 'Slot requests are closed right now' },
  staffCannotRequest: {
    code: 'slot_requests.staff_cannot_request',
    status: 403,
    message: 'Staff cannot request slots',
  },
  banned: {
    code: 'slot_requests.banned_slot',
    status: 409,
    message: 'This slot cannot be requested',
    field: 'slot_id',
  },
  alreadyQueued: {
    code: 'slot_requests.already_queued',
    status: 409,
    message: 'This slot is already in the queue',
    field: 'slot_id',
  },
  limitReached: {
    code: 'slot_requests.limit_reached',
    status: 409,
    message: (limit: number) =>
      limit === 1
        ? 'You already have an open request: wait until it is played'
        : `You already have ${limit} open requests: wait until one is played`,
  },
  accountTooNew: {
    code: 'slot_requests.account_too_new',
    status: 403,
    message: (days: number) => `Your account must be at least ${days} ${days === 1 ? 'day' : 'days'} old`,
  },
  levelTooLow: {
    code: 'slot_requests.level_too_low',
    status: 403,
    message: (level: number) => `Reach level ${level} to request slots`,
  },
  insufficientPoints: {
    code: 'slot_requests.insufficient_points',
    status: 409,
    message: (cost: number) => `A request costs ${points(cost)}: Insufficient Points`,
  },
  notQueued: {
    code: 'slot_requests.not_queued',
    status: 409,
    message: 'This request is no longer in the queue',
  },
  queueEmpty: {
    code: 'slot_requests.queue_empty',
    status: 409,
    message: 'There are no open requests to pick from',
  },
  pickNotFound: { code: 'slot_requests.pick_not_found', status: 404, message: 'Pick not found' },
  noRows: {
    code: 'slot_requests.csv_empty',
    status: 400,
    message: 'The file has no slots: one per line, name, provider, image',
    field: 'csv',
  },
  csvLine: {
    code: 'slot_requests.csv_line',
    status: 400,
    message: (line: number) => `Line ${line}: a slot needs a name (name, provider, image)`,
    field: 'csv',
  },
  csvQuote: {
    code: 'slot_requests.csv_quote',
    status: 400,
    message: (line: number) => `Line ${line}: a quote is misplaced or not closed`,
    field: 'csv',
  },
} as const satisfies ErrorCatalogue;

export const slotRequestErrorCodes = /* @__PURE__ */ errorCodes(slotRequestErrors);
