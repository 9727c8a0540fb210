import { type KickAdminState, kickAdminMessages, kickChannelInputSchema } from '@podium/shared/kick/admin';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { CopyButton } from '@/components/buttons/CopyButton.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { Panel } from '@/components/Panel.tsx';
import { Pill } from '@/components/Pill.tsx';
import { buttonClass } from '@/components/styles.ts';
import { formatDateTime } from '@/lib/datetime.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useSaveChannel } from './api/save-channel.ts';
import { useSubscribe } from './api/subscribe-kick.ts';

/** The channel (slug and broadcaster id), the webhook URL for Kick, and the subscription's state. */
export function ChannelPanel({ state }: { state: KickAdminState }) {
  const [slug, setSlug] = useState(state.channel_slug ?? '');
  const [broadcaster, setBroadcaster] = useState(state.broadcaster_user_id ?? '');
  const form = useFieldErrors('kick-channel');
  const save = useSaveChannel();
  const subscribe = useSubscribe();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(kickChannelInputSchema, {
      channel_slug: slug,
      broadcaster_user_id: broadcaster,
    });
    if (!input) return;
    save.mutate(input, {
      onSuccess: (envelope) => toast.success(envelope.message ?? kickAdminMessages.channelSaved),
      onError: (error) => {
        form.showServerErrors(error);
        toast.error(errorMessage(error));
      },
    });
  };
  const onSubscribe = () =>
    subscribe.mutate(undefined, {
      onSuccess: (envelope) => toast.success(envelope.message ?? kickAdminMessages.subscribed),
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <Panel level={3} title="Channel and events" description="Kick sends its events to this site's webhook.">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-300">
        <Pill tone={state.configured ? 'emerald' : 'amber'}>
          {state.configured ? 'Kick app configured' : 'Kick app not configured'}
        </Pill>
        <Pill tone={state.is_live ? 'rose' : 'neutral'}>{state.is_live ? 'Live' : 'Offline'}</Pill>
        <span className="break-all">
          Webhook URL: <code>{state.webhook_url}</code>
        </span>
        <CopyButton value={state.webhook_url} label="Copy webhook URL" />
      </div>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <TextField
          id={form.id('channel_slug')}
          label="Channel slug"
          value={slug}
          onChange={(v) => {
            form.clear('channel_slug');
            setSlug(v);
          }}
          error={form.errors.channel_slug}
          maxLength={64}
          autoComplete="off"
        />
        <TextField
          id={form.id('broadcaster_user_id')}
          label="Broadcaster user id"
          value={broadcaster}
          onChange={(v) => {
            form.clear('broadcaster_user_id');
            setBroadcaster(v);
          }}
          error={form.errors.broadcaster_user_id}
          maxLength={20}
          inputMode="numeric"
          autoComplete="off"
        />
        <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
          Save channel
        </button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-white/10 bg-slate-950/30 p-3 text-sm">
        <p className="text-slate-300">
          {state.subscribed_at
            ? `Subscribed ${formatDateTime(state.subscribed_at)} to ${state.subscribed_events.join(', ')}`
            : 'Not subscribed to Kick events yet.'}
          {state.subscription_error ? (
            <span className="block text-rose-300">Last attempt failed: {state.subscription_error}</span>
          ) : null}
        </p>
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={onSubscribe}
          disabled={subscribe.isPending}
        >
          {state.subscribed_at ? 'Resubscribe' : 'Subscribe'}
        </button>
      </div>
    </Panel>
  );
}
