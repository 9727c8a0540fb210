import { type KickAdminState, kickAdminMessages, kickChannelInputSchema } from '@podium/shared/kick/admin';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { adminDateText } from '@/components/admin/AdminDate.tsx';
import { StatusBadge } from '@/components/admin/StatusBadge.tsx';
import { CopyButton } from '@/components/buttons/CopyButton.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { Panel } from '@/components/Panel.tsx';
import { buttonClass } from '@/components/styles.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useSaveChannel } from './api/save-channel.ts';
import { useSubscribe } from './api/subscribe-kick.ts';

/** What the slug's hint says: the broadcaster Kick answered for it, or why there is none yet. */
const broadcasterHint = (state: KickAdminState) =>
  state.broadcaster_user_id
    ? `As in kick.com/channel-name. Broadcaster id ${state.broadcaster_user_id}, looked up from Kick; the home page's stream shows this channel.`
    : state.channel_slug
      ? 'As in kick.com/channel-name. Its broadcaster id is looked up from Kick on save, with Kick configured.'
      : 'As in kick.com/channel-name. Its broadcaster id is looked up from Kick on save.';

/**
 * The channel, entered once here as its slug (decision 052: the server looks its broadcaster id up from
 * Kick, and the home page's stream embed shows it), the webhook URL for Kick, and the subscription.
 */
export function ChannelPanel({ state }: { state: KickAdminState }) {
  const [slug, setSlug] = useState(state.channel_slug ?? '');
  const form = useFieldErrors('kick-channel');
  const save = useSaveChannel();
  const subscribe = useSubscribe();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(kickChannelInputSchema, { channel_slug: slug });
    if (!input) return;
    // On failure the slug stays as typed: an unknown one is shown under the field, Kick down in a toast.
    save.mutate(input, {
      onSuccess: (envelope) => {
        if (envelope.data?.channel_slug) setSlug(envelope.data.channel_slug); // as Kick spells it
        toast.success(envelope.message ?? kickAdminMessages.channelSaved);
      },
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
        <StatusBadge tone={state.configured ? 'emerald' : 'amber'}>
          {state.configured ? 'Kick app configured' : 'Kick app not configured'}
        </StatusBadge>
        <StatusBadge tone={state.is_live ? 'rose' : 'neutral'}>
          {state.is_live ? 'Live' : 'Offline'}
        </StatusBadge>
        <span className="break-all">
          Webhook URL: <code>{state.webhook_url}</code>
        </span>
        <CopyButton value={state.webhook_url} label="Copy webhook URL" />
      </div>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
        <TextField
          id={form.id('channel_slug')}
          label="Channel slug"
          value={slug}
          onChange={(v) => {
            form.clear('channel_slug');
            setSlug(v);
          }}
          error={form.errors.channel_slug}
          hint={broadcasterHint(state)}
          placeholder="channel-name"
          maxLength={64}
          autoComplete="off"
        />
        <button type="submit" className={`${buttonClass('primary')} sm:mt-6`} disabled={save.isPending}>
          {save.isPending ? 'Looking up…' : 'Save channel'}
        </button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-white/10 bg-slate-950/30 p-3 text-sm">
        <p className="text-slate-300">
          {state.subscribed_at
            ? `Subscribed ${adminDateText(state.subscribed_at)} to ${state.subscribed_events.join(', ')}`
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
