import { bonusHuntAdminMessages as am } from '@podium/shared/bonus-hunts/messages';
import { ConfirmDialog } from '@/components/dialog/ConfirmDialog.tsx';
import { useAdminHunts } from './api/get-admin-hunts.ts';

/**
 * Asked when starting a hunt is refused because another runs (409 `another_running`, decision 045):
 * names the running hunt(s) and, confirmed, starts the new one beside them.
 */
export function RunBothDialog({
  title,
  open,
  pending,
  onCancel,
  onConfirm,
}: {
  /** The new hunt's title. */
  title: string;
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const running = (useAdminHunts().data ?? []).filter((h) => h.status === 'active');
  const names = running.map((h) => `“${h.title}”`).join(', ');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={am.runBothTitle}
      confirmLabel={am.runBoth}
      pendingLabel={am.runBothPending}
      pending={pending}
      onConfirm={onConfirm}
    >
      <p>{am.anotherRunning}</p>
      {running.length > 0 && (
        <p className="mt-2">
          Running now: <strong className="text-white">{names}</strong>. Start “{title}” beside{' '}
          {running.length === 1 ? 'it' : 'them'}? The current-hunt overlay and page will show “{title}”.
        </p>
      )}
    </ConfirmDialog>
  );
}
