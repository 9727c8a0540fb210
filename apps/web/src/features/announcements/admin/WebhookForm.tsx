import {
  type AnnouncementSettings,
  type AnnouncementTest,
  announcementSettingsInputSchema,
  announcementAdminMessages as messages,
} from '@podium/shared/announcements/schemas';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { TextField } from '@/components/form/TextField.tsx';
import { Panel } from '@/components/Panel.tsx';
import { buttonClass } from '@/components/styles.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useSaveWebhook } from './api/save-webhook.ts';
import { useSendTest } from './api/send-test-announcement.ts';

/**
 * The Discord webhook URL. Write-only: the field starts empty and the server only says whether one
 * is set, with its last characters (anyone holding the URL can post to the channel).
 */
export function WebhookForm({ settings }: { settings: AnnouncementSettings }) {
  const [url, setUrl] = useState('');
  // What Discord made of the test is said twice: a toast, and a line under the field that stays.
  const [tested, setTested] = useState<AnnouncementTest | null>(null);
  const form = useFieldErrors('announcements');
  const save = useSaveWebhook();
  const test = useSendTest();

  const send = (discord_webhook_url: string | null) => {
    const input = form.validate(announcementSettingsInputSchema, { discord_webhook_url });
    if (!input) return;
    save.mutate(input, {
      onSuccess: (envelope) => {
        setUrl('');
        setTested(null);
        toast.success(envelope.message ?? messages.saved);
      },
      onError: (error) => {
        form.showServerErrors(error);
        toast.error(errorMessage(error));
      },
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(url);
  };
  const onTest = () =>
    test.mutate(undefined, {
      onSuccess: ({ data }) => {
        if (!data) return;
        setTested(data);
        if (data.sent) toast.success(data.message);
        else toast.error(data.message);
      },
      onError: (error) => {
        setTested({ sent: false, message: errorMessage(error) });
        toast.error(errorMessage(error));
      },
    });

  return (
    <Panel
      level={3}
      title="Discord webhook"
      description="Server Settings › Integrations › Webhooks in Discord."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <TextField
          id={form.id('discord_webhook_url')}
          label="Webhook URL"
          type="password"
          value={url}
          onChange={(v) => {
            form.clear('discord_webhook_url');
            setUrl(v);
          }}
          error={form.errors.discord_webhook_url}
          maxLength={500}
          autoComplete="off"
          hint={
            settings.discord_webhook_set
              ? `Set: ${settings.discord_webhook_hint ?? ''}. Enter a new one to replace it.`
              : 'Not set: nothing is announced.'
          }
        />
        {tested ? (
          <p
            role="status"
            className={`rounded-xl border px-3 py-2 text-sm ${tested.sent ? 'border-emerald-400/20 bg-emerald-400/5 text-emerald-100' : 'border-rose-400/20 bg-rose-400/5 text-rose-100'}`}
          >
            {tested.message}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          {settings.discord_webhook_set ? (
            <>
              <button
                type="button"
                className={buttonClass('ghost')}
                onClick={() => send(null)}
                disabled={save.isPending}
              >
                Remove webhook
              </button>
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={onTest}
                disabled={test.isPending}
              >
                {test.isPending ? 'Sending…' : 'Send a test'}
              </button>
            </>
          ) : null}
          <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
            Save webhook
          </button>
        </div>
      </form>
    </Panel>
  );
}
