import { bonusHuntAdminMessages as am } from '@podium/shared/bonus-hunts/messages';
import { overlayUrl, OverlayUrlPanel as SharedOverlayUrlPanel } from '@/components/admin/OverlayUrlPanel.tsx';

/** The pinned overlay's address for this hunt, on this site. */
export const pinnedOverlayUrl = (huntId: number) => overlayUrl(`/overlay/bonus-hunt/${huntId}`);

/**
 * The OBS set-up for one hunt (decision 045), through the shared panel (`components/admin/`): the pinned
 * overlay's address to copy, the recommended source size, and a link to open it.
 */
export function OverlayUrlPanel({ huntId }: { huntId: number }) {
  return (
    <SharedOverlayUrlPanel
      id="hunt-overlay-url"
      url={pinnedOverlayUrl(huntId)}
      words={{
        title: am.overlayTitle,
        help: am.overlayHelp,
        size: am.overlaySize,
        copyUrl: am.copyUrl,
        copied: am.copied,
        copyFailed: am.copyFailed,
        open: 'Open overlay',
      }}
    />
  );
}
