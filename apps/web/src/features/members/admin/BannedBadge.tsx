import { adminDateText } from '@/components/admin/AdminDate.tsx';
import { StatusBadge } from '@/components/admin/StatusBadge.tsx';

/** "Banned" beside a member's name in the admin (decision 041), with since when for screen readers and on hover. */
export function BannedBadge({ since }: { since: string }) {
  return (
    <span title={`Banned since ${adminDateText(since)}`}>
      <StatusBadge tone="rose">Banned</StatusBadge>
    </span>
  );
}
