import {
  type AnnouncementKind,
  announcementKindLabels,
  announcementKinds,
} from '@podium/shared/announcements/messages';
import type { AnnouncementSettings } from '@podium/shared/announcements/schemas';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Panel } from '@/components/Panel.tsx';
import { buttonClass } from '@/components/styles.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useSaveWebhook } from './api/save-webhook.ts';

/**
 * Which kinds of event are announced (decision 055): one checkbox each. A kind switched off is not
 * queued, and what was already waiting of it is skipped.
 */
export function EventsForm({ settings }: { settings: AnnouncementSettings }) {
  const [events, setEvents] = useState<AnnouncementKind[]>(settings.events);
  const save = useSaveWebhook();
  const toggle = (kind: AnnouncementKind, on: boolean) =>
    setEvents((current) => announcementKinds.filter((k) => (k === kind ? on : current.includes(k))));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { events },
      {
        onSuccess: (envelope) => toast.success(envelope.message ?? 'Saved'),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <Panel level={3} title="What is announced" description="Switched off, an event is not posted.">
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="sr-only">Events announced in Discord</legend>
          {announcementKinds.map((kind) => (
            <label
              key={kind}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-white/10 bg-slate-950/30 px-3 py-2 text-sm text-slate-200"
            >
              <input
                type="checkbox"
                checked={events.includes(kind)}
                onChange={(e) => toggle(kind, e.target.checked)}
                className="accent-primary"
              />
              {announcementKindLabels[kind]}
            </label>
          ))}
        </fieldset>
        <div className="flex justify-end">
          <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
            Save events
          </button>
        </div>
      </form>
    </Panel>
  );
}
