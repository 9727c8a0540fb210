import { envelopeOf } from '@podium/shared/common/envelope';
import { idParamSchema } from '@podium/shared/common/ids';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';

type Part = z.ZodType | undefined;

/** What a route declares about itself: its inputs and the data its success envelope carries. */
export interface RouteDescription<B extends Part, Q extends Part, P extends Part> {
  body?: B;
  querystring?: Q;
  params?: P;
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

/** The route's `schema`, each input part keeping its own zod type (for ZodTypeProvider). */
export type DescribedSchema<B extends Part, Q extends Part, P extends Part> = FastifySchema & {
  body: B;
  querystring: Q;
  params: P;
};

/**
 * The route's `schema`, made from the shared zod schemas: the one place a route names them. It
 * describes the API (the OpenAPI document, decision 016), validates the input before the handler,
 * which receives the parsed, typed parts (lib/validation.ts, decision 035), and serialises the success
 * answer (decision 017).
 */
export const describe = <B extends Part = undefined, Q extends Part = undefined, P extends Part = undefined>({
  body,
  querystring,
  params,
  data = noData,
  status = 200,
  responses,
}: RouteDescription<B, Q, P>) =>
  ({
    ...(body ? { body } : {}),
    ...(querystring ? { querystring } : {}),
    ...(params ? { params } : {}),
    response: responses ?? { [status]: envelope(data) },
  }) as DescribedSchema<B, Q, P>;

/** A browser navigation that ends in a redirect. */
export const redirect = (description: string) => ({ 302: { description } });

/**
 * The path parameters of a route, each a numeric id: the handler reads them as numbers; one that
 * cannot be an id is a 404 (lib/validation.ts).
 */
export const idParams = <N extends string = 'id'>(...names: N[]) => {
  const shape = Object.fromEntries((names.length ? names : ['id']).map((name) => [name, idParamSchema]));
  return z.object(shape as Record<N, typeof idParamSchema>);
};
