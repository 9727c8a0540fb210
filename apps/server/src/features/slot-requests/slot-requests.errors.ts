import { slotRequestErrors as catalogue } from '@podium/shared/slot-requests/errors';
import type { ConstraintErrors } from '../../db/constraints.ts';
import { serverErrors } from '../../lib/errors.ts';

/** Slot requests' refusals (the shared catalogue, decision 038). */
export const slotRequestErrors = serverErrors(catalogue);

/** A request's backstops: one queued request per slot; a slot or member deleted meanwhile. */
export const requestConstraints: ConstraintErrors = {
  slot_requests_queued_slot_key: slotRequestErrors.alreadyQueued,
  slot_requests_slot_id_slot_catalogue_id_fk: slotRequestErrors.slotNotFound,
};
