/**
 * An ISO instant as the value of an <input type="datetime-local"> read in UTC: the admin panel shows
 * and takes every moment in UTC (decision 053), whatever the browser's time zone.
 */
export function isoToUtcInput(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : new Date(at).toISOString().slice(0, 16);
}

/**
 * A datetime-local value ("2025-03-31T23:59") read in UTC, as an ISO datetime ("2025-03-31T23:59:00Z"),
 * which is what the admin API accepts; null when it is not a real date and time.
 */
export function utcInputToIso(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const [, y, mo, day, h, mi, s] = m.map(Number) as number[];
  const at = new Date(Date.UTC(y!, mo! - 1, day!, h!, mi!, Number.isNaN(s) ? 0 : (s ?? 0)));
  const iso = at.toISOString();
  // 2025-02-30 would roll over into March: not a date anyone meant.
  if (Number.isNaN(at.getTime()) || iso.slice(0, 16) !== `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}`)
    return null;
  return `${iso.slice(0, 19)}Z`;
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
