import { z } from 'zod';

export type Io = 'input' | 'output';
export type JsonSchema = Record<string, unknown>;

/**
 * JSON Schema 2020-12 (what OpenAPI 3.1 uses) of a zod schema, as sent (input) or as answered
 * (output). The one conversion behind both the API document and the answers' serialisers.
 */
export function jsonSchema(schema: z.ZodType, io: Io): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return rest as JsonSchema;
}
