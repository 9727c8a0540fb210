import { envelopeOf } from '@podium/shared/common/envelope';
import { idParamSchema } from '@podium/shared/common/ids';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';

/** What a route declares about itself: its inputs and the data its success envelope carries. */
export interface RouteDescription {
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  /** The `data` of the success envelope (none: `null`). */
  data?: z.ZodType;
  /** The status of a success (201 for a creation). */
  status?: number;
  /** Answers that are not the envelope (a redirect, an event stream), named by a description. */
  responses?: Record<number, z.ZodType | { description: string }>;
}

const noData = z.null();
const envelopes = new WeakMap<z.ZodType, z.ZodType>();

/**
 * One envelope schema per data schema, so routes (and apps built again in the same process) that
 * answer the same data share one compiled serialiser (decision 017).
 */
function envelope(data: z.ZodType): z.ZodType {
  let schema = envelopes.get(data);
  if (!schema) {
    schema = envelopeOf(data);
    envelopes.set(data, schema);
  }
  return schema;
}

/**
 * The route's `schema`, made from the shared zod schemas. It describes the API (the OpenAPI document,
 * decision 016) and serialises the success answer (decision 017); the handler still validates with
 * `parse()`, so messages and codes are unchanged.
 */
export const describe = ({
  body,
  querystring,
  params,
  data = noData,
  status = 200,
  responses,
}: RouteDescription): FastifySchema => ({
  ...(body ? { body } : {}),
  ...(querystring ? { querystring } : {}),
  ...(params ? { params } : {}),
  response: responses ?? { [status]: envelope(data) },
});

/** A browser navigation that ends in a redirect. */
export const redirect = (description: string) => ({ 302: { description } });

/** The path parameters of a route, each a numeric id (read in the handler with `idParam`). */
export const idParams = (...names: string[]) =>
  z.object(Object.fromEntries((names.length ? names : ['id']).map((name) => [name, idParamSchema])));
