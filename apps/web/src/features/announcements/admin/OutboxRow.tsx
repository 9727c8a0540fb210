import {
  type Announcement,
  announcementStatusLabels,
  canCancelAnnouncement,
  canRetryAnnouncement,
} from '@podium/shared/announcements/schemas';
import { toast } from 'sonner';
import { AdminDate } from '@/components/admin/AdminDate.tsx';
import { type BadgeTone, StatusBadge } from '@/components/admin/StatusBadge.tsx';
import { buttonClass } from '@/components/styles.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useChangeAnnouncement } from './api/change-announcement.ts';

const tones: Record<Announcement['status'], BadgeTone> = {
  sent: 'emerald',
  pending: 'amber',
  failed: 'rose',
  cancelled: 'neutral',
  expired: 'neutral',
  skipped: 'neutral',
};

/** Why a closed row was not posted, in words. */
const closedWords: Partial<Record<Announcement['status'], string>> = {
  expired: 'Not posted: it waited over a day',
  skipped: 'Not posted: this kind of announcement is switched off',
  cancelled: 'Cancelled by an admin',
};

/** One announcement: its state in words, its tries and last error, and Retry / Cancel where they apply. */
export function OutboxRow({ announcement: a }: { announcement: Announcement }) {
  const change = useChangeAnnouncement();
  const act = (action: 'retry' | 'cancel') =>
    change.mutate(
      { id: a.id, action },
      {
        onSuccess: (envelope) => toast.success(envelope.message ?? 'Saved'),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  const tries = a.attempts > 0 ? ` · ${a.attempts} ${a.attempts === 1 ? 'try' : 'tries'}` : '';
  return (
    <li className="flex flex-col gap-2 py-3 text-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="break-words text-slate-200">{a.content}</p>
        <p className="text-xs text-slate-400">
          <AdminDate iso={a.created_at} />
          {tries}
          {a.last_error && a.status === 'failed' ? ` · ${a.last_error}` : ''}
          {closedWords[a.status] ? ` · ${closedWords[a.status]}` : ''}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <StatusBadge tone={tones[a.status]}>{announcementStatusLabels[a.status]}</StatusBadge>
        {canRetryAnnouncement(a.status) ? (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => act('retry')}
            disabled={change.isPending}
            aria-label={`Retry announcement ${a.id}`}
          >
            Retry
          </button>
        ) : null}
        {canCancelAnnouncement(a.status) ? (
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            onClick={() => act('cancel')}
            disabled={change.isPending}
            aria-label={`Cancel announcement ${a.id}`}
          >
            Cancel
          </button>
        ) : null}
      </div>
    </li>
  );
}
