import { Pill } from '@/components/Pill.tsx';
import { formatDate } from '@/lib/format.ts';

/** "Banned" beside a member's name in the admin (decision 041), with since when for screen readers and on hover. */
export function BannedBadge({ since }: { since: string }) {
  return (
    <span title={`Banned since ${formatDate(since)}`}>
      <Pill tone="rose">Banned</Pill>
    </span>
  );
}
