import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { type JsonSchema, jsonSchema } from './json-schema.ts';

type Serialise = (data: unknown) => string;

const isNullSchema = (schema: unknown) =>
  typeof schema === 'object' &&
  schema !== null &&
  Object.keys(schema).length === 1 &&
  (schema as JsonSchema).type === 'null';

/** A schema of one type, no union or reference: what `nullable: true` can be put on. */
const isPlain = (schema: JsonSchema) =>
  typeof schema.type === 'string' &&
  schema.type !== 'null' &&
  !['anyOf', 'oneOf', 'allOf', '$ref', 'if', 'nullable'].some((keyword) => keyword in schema);

/**
 * The answer's JSON Schema as fast-json-stringify reads it best: zod writes `.nullable()` of an object
 * or a bounded number as `anyOf: [X, { type: 'null' }]`, which fast-json-stringify resolves by
 * validating the value against each branch on every answer, and an object with one undeclared field
 * then matches neither branch and throws. As `X` with `nullable: true` it is one `=== null` check,
 * and X's undeclared fields are dropped, as everywhere else.
 */
export function forSerialising(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerialising);
  if (typeof schema !== 'object' || schema === null) return schema;
  const { anyOf, ...rest } = schema as JsonSchema;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const other = anyOf.find((branch) => !isNullSchema(branch)) as JsonSchema | undefined;
    if (other && anyOf.some(isNullSchema) && isPlain(other)) {
      return forSerialising({ ...rest, ...other, nullable: true });
    }
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, forSerialising(value)]));
}

/** One serialiser per declared answer (a GET and its HEAD twin share theirs). */
const compiled = new WeakMap<z.ZodType, Serialise>();

/**
 * Fastify's serializer compiler (decision 017): a zod answer is serialised by fast-json-stringify from
 * its JSON Schema, compiled once per route at start-up. Only declared properties are written, so a
 * field the schema does not name never leaks. Answers not declared with zod (the docs JSON) and
 * statuses a route does not declare (every failure envelope) keep `JSON.stringify`.
 */
export const responseSerializer: FastifySerializerCompiler<unknown> = ({ schema }) => {
  if (!(schema instanceof z.ZodType)) return (data: unknown) => JSON.stringify(data);
  let serialise = compiled.get(schema);
  if (!serialise) {
    serialise = fastJsonStringify(forSerialising(jsonSchema(schema, 'output')) as JsonSchema) as Serialise;
    compiled.set(schema, serialise);
  }
  return serialise;
};
