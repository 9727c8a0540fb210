import { tournamentAdminMessages as am } from '@podium/shared/tournaments/admin-messages';
import { OverlayUrlPanel, overlayUrl } from '@/components/admin/OverlayUrlPanel.tsx';

/** The tournament overlay's OBS set-up: its address, the recommended size and its options (decision 046). */
export function OverlayPanel({ tournamentId }: { tournamentId: number }) {
  return (
    <OverlayUrlPanel
      id="tournament-overlay-url"
      url={overlayUrl(`/overlay/tournaments/${tournamentId}`)}
      words={{
        title: am.obsTitle,
        help: am.obsHelp,
        size: am.obsSize,
        copyUrl: am.copyUrl,
        copied: am.copied,
        copyFailed: am.copyFailed,
        open: am.openOverlay,
      }}
    >
      <p className="text-sm text-slate-400">{am.obsOptions}</p>
    </OverlayUrlPanel>
  );
}
