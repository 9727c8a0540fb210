/** A plain object (not an array, a date or null): compared field by field. */
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

function diff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const old: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[key];
    const b = after[key];
    if (isPlainObject(a) && isPlainObject(b)) {
      const inner = diff(a, b);
      if (inner) {
        old[key] = inner.before;
        now[key] = inner.after;
      }
    } else if (!same(a, b)) {
      old[key] = a ?? null;
      now[key] = b ?? null;
    }
  }
  return Object.keys(now).length > 0 ? { before: old, after: now } : undefined;
}

/**
 * An audit entry's `before` → `after` (decision 039): only the fields that changed, old → new, nested
 * objects (a theme, the socials) field by field, arrays and other values whole. Nothing changed (a
 * save of the same values) answers both undefined: the entry says who acted, with no change to show.
 * Never hand it a secret: callers replace one with a word (`{ api_key: 'changed' }`) first.
 */
export function changes(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before?: Record<string, unknown>; after?: Record<string, unknown> } {
  return diff(before, after) ?? {};
}
