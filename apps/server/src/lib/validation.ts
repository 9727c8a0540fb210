import { installValidationMessages } from '@podium/shared/common/validation-map';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { z } from 'zod';
import { type AppError, invalidInput, notFound } from './errors.ts';

/**
 * Handlers see a declared part (`body`, `querystring`, `params`) as what its zod schema parses to:
 * defaults applied, text trimmed, ids as numbers. Answers are not typed here: they are serialised by
 * their declared schema (decision 017) from whatever the handler returns.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  readonly validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
}

/** The app as a feature's routes see it: request parts typed by the route's declared schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/* zod's own wording never reaches anyone: refusals without a schema's words read the one message map. */
installValidationMessages();

/** What a refused part answers instead of the default, made from what was sent and zod's findings. */
export type Refusal = (input: unknown, error: z.ZodError) => AppError;

const refusals = new WeakMap<z.ZodType, Refusal>();

/**
 * The schema, answering its own refusal (a username no one can have is `profile.user_not_found`;
 * the contact form's message names every field at once). A copy is marked, so the shared schema
 * itself keeps the default answer wherever else it is declared.
 */
export function refusing<S extends z.ZodType>(schema: S, refusal: Refusal): S {
  const own = schema.clone() as S;
  refusals.set(own, refusal);
  return own;
}

/**
 * The validator compiler (decision 035): each declared part is parsed with its zod schema before the
 * handler, which receives the parsed value. A refused path parameter names nothing: 404 `not_found`.
 * Any other refused part is 400 `bad_request` with field errors, in the words of the one message map
 * where the schema has none (`invalidInput`, decision 049). Nothing sent (a POST without a body) is
 * parsed as `{}`. A part declared with anything but a zod schema stops the start-up, naming the route.
 */
export const requestValidator: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart, method, url }) => {
  if (typeof (schema as Partial<z.ZodType>)?.safeParse !== 'function') {
    throw new Error(`${method} ${url}: its ${httpPart} is not a zod schema (decision 035)`);
  }
  return (data) => {
    const input = data ?? {};
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    const refusal = refusals.get(schema);
    if (refusal) return { error: refusal(input, result.error) };
    return { error: httpPart === 'params' ? notFound() : invalidInput(result.error) };
  };
};
