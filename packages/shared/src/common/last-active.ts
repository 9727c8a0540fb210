/** SPEC §9: relative 'last active' — Just now, minutes, hours or days; after 7 days a date. */
export function lastActiveLabel(iso: string | null | undefined, nowMs: number): string {
  if (!iso) return 'Never';
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return 'Never';
  const minutes = Math.floor((nowMs - at) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.floor(hours / 24);
  if (days <= 7) return `${days} day${days === 1 ? '' : 's'} ago`;
  return new Date(at).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
