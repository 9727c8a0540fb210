import { notFound } from './errors.ts';

/** The numeric `:id` of a route; anything else is a 404 (there is no such thing), never a 500. */
export function idParam(params: unknown, name = 'id'): number {
  const raw = (params as Record<string, string | undefined>)[name];
  const id = raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw notFound();
  return id;
}
