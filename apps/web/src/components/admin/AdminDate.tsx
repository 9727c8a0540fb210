/**
 * The admin panel's one date format (decision 053): a moment in UTC, 24-hour, the zone named — as the
 * public raffle pages show theirs, and in the zone the audit log's filters, the payout export's days
 * and the date fields use. Seconds only where the order of close events matters (the audit log).
 */
const options: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
};
const toMinute = new Intl.DateTimeFormat('en-US', options);
const toSecond = new Intl.DateTimeFormat('en-US', { ...options, second: '2-digit' });

export type DatePrecision = 'minute' | 'second';

/** "Nov 26, 2026, 14:05 UTC"; "—" when there is no valid date. For attributes and sentences. */
export function adminDateText(iso: string | null | undefined, precision: DatePrecision = 'minute'): string {
  const at = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(at)) return '—';
  return `${(precision === 'second' ? toSecond : toMinute).format(at)} UTC`;
}

/** A moment shown in the admin panel: a `<time>` holding the instant, in the one format. */
export function AdminDate({ iso, precision }: { iso: string | null | undefined; precision?: DatePrecision }) {
  if (!iso || Number.isNaN(Date.parse(iso))) return <>—</>;
  return (
    <time dateTime={iso} data-admin-date="">
      {adminDateText(iso, precision)}
    </time>
  );
}
