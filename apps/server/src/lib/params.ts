import { idParamSchema } from '@podium/shared/common/ids';
import { notFound } from './errors.ts';

/**
 * The numeric `:id` of a route, read with the shared id schema (digits only, 1 to 2,147,483,647);
 * anything else names nothing there can be: a 404, never a 500.
 */
export function idParam(params: unknown, name = 'id'): number {
  const parsed = idParamSchema.safeParse((params as Record<string, unknown>)[name]);
  if (!parsed.success) throw notFound();
  return parsed.data;
}
