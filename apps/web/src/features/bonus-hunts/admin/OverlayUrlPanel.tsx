import { bonusHuntAdminMessages as am } from '@podium/shared/bonus-hunts/messages';
import { toast } from 'sonner';
import { TextField } from '@/components/form/TextField.tsx';
import { Panel } from '@/components/Panel.tsx';
import { buttonClass } from '@/components/styles.ts';

/** The pinned overlay's address for this hunt, on this site. */
export const pinnedOverlayUrl = (huntId: number) =>
  `${typeof window === 'undefined' ? '' : window.location.origin}/overlay/bonus-hunt/${huntId}`;

/**
 * The OBS set-up for one hunt (decision 045): the pinned overlay's address to copy (a button, or select
 * the read-only field), the recommended source size, and a link to open it.
 */
export function OverlayUrlPanel({ huntId }: { huntId: number }) {
  const url = pinnedOverlayUrl(huntId);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(am.copied);
    } catch {
      toast.error(am.copyFailed);
    }
  };
  return (
    <Panel title={am.overlayTitle} level={3} description={am.overlayHelp}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          id="hunt-overlay-url"
          label="Overlay URL"
          value={url}
          onChange={() => {}}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1"
          hint={am.overlaySize}
        />
        <div className="flex gap-2 sm:mb-6">
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void copy()}>
            {am.copyUrl}
          </button>
          <a href={url} target="_blank" rel="noreferrer" className={buttonClass('ghost', 'sm')}>
            Open overlay
          </a>
        </div>
      </div>
    </Panel>
  );
}
