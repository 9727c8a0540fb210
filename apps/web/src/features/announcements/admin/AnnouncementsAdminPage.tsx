import { SectionHeader } from '@/components/admin/SectionHeader.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { useAnnouncementSettings } from './api/get-announcement-settings.ts';
import { EventsForm } from './EventsForm.tsx';
import { Outbox } from './Outbox.tsx';
import { WebhookForm } from './WebhookForm.tsx';

/** Admin › Announcements: the Discord webhook and what was (or is still to be) posted there. */
export function AnnouncementsAdminPage() {
  const query = useAnnouncementSettings();
  return (
    <section aria-labelledby="admin-section-title" className="space-y-6">
      <SectionHeader title="Announcements" titleId="admin-section-title">
        Raffle winners and finished tournaments are posted to your Discord channel, once each.
      </SectionHeader>
      <QueryState query={query} what="announcement settings">
        {(settings) => (
          <>
            <WebhookForm settings={settings} />
            <EventsForm settings={settings} />
          </>
        )}
      </QueryState>
      <Outbox />
    </section>
  );
}
