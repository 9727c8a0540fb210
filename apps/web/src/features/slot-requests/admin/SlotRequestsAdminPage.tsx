import { OverlayUrlPanel, overlayUrl } from '@/components/admin/OverlayUrlPanel.tsx';
import { SectionHeader } from '@/components/admin/SectionHeader.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { useSlotRequestsLive } from '@/features/slot-requests/api/use-slot-requests-live.ts';
import { useAdminSlotRequests } from './api/admin-slot-requests.ts';
import { CataloguePanel } from './CataloguePanel.tsx';
import { QueuePanel } from './QueuePanel.tsx';
import { SettingsForm } from './SettingsForm.tsx';

const overlayWords = {
  title: 'OBS overlay',
  help: 'Add it as a browser source: the queue, and the pick revealed when you pick at random.',
  size: 'Recommended size: 560 × 480.',
  copyUrl: 'Copy URL',
  copied: 'Overlay URL copied',
  copyFailed: 'Could not copy: select the address and copy it',
  open: 'Open overlay',
};

/** Admin › Slot requests: the queue (pick, remove, mark played, clear), the settings, the catalogue. */
export function SlotRequestsAdminPage() {
  const query = useAdminSlotRequests();
  useSlotRequestsLive();
  return (
    <section aria-labelledby="slot-requests-title">
      <SectionHeader title="Slot requests" titleId="slot-requests-title">
        Viewers request slots on the site and with !sr in Kick chat; pick one at random, provably fair.
      </SectionHeader>
      <QueryState query={query} what="slot requests">
        {(state) => (
          <div className="flex flex-col gap-6">
            <QueuePanel state={state} />
            <SettingsForm key={JSON.stringify(state.settings)} settings={state.settings} />
            <CataloguePanel />
            <OverlayUrlPanel
              id="slot-requests-overlay"
              url={overlayUrl('/overlay/slot-requests')}
              words={overlayWords}
            />
          </div>
        )}
      </QueryState>
    </section>
  );
}
