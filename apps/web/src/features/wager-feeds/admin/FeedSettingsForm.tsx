import {
  accountIdProviders,
  DEFAULT_PROVIDER,
  DEMO_PROVIDER,
  type FeedProvider,
  isApiProvider,
  providerLabels,
  wagerFeedMessages,
} from '@podium/shared/wager-feeds/messages';
import { type Feed, feedInputSchema } from '@podium/shared/wager-feeds/schemas';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog/Dialog.tsx';
import { SelectField } from '@/components/form/SelectField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useSaveFeed } from './api/save-feed.ts';

/**
 * A board's provider and connection, among the providers the server offers it (no demo where demo
 * content is off: a demo board left from an earlier start opens on CSV upload; decision 033). The API
 * key is write-only: the field starts empty, and empty keeps the stored key ("Set, ending …1234"); the
 * key never comes back from the server.
 */
export function FeedSettingsForm({ feed, onDone }: { feed: Feed; onDone: () => void }) {
  const options = feed.providers.map((value) => ({ value, label: providerLabels[value] }));
  const [provider, setProvider] = useState<FeedProvider>(
    feed.providers.find((p) => p === feed.provider) ?? DEFAULT_PROVIDER,
  );
  const [accountId, setAccountId] = useState(feed.account_id ?? '');
  const [apiKey, setApiKey] = useState('');
  const form = useFieldErrors('wager-feed');
  const save = useSaveFeed();
  const api = isApiProvider(provider);
  const needsAccount = api && accountIdProviders.includes(provider);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const extra: Record<string, string> =
      api && !feed.key_set && !apiKey.trim() ? { api_key: wagerFeedMessages.keyRequired } : {};
    const input = form.validate(
      feedInputSchema,
      {
        provider,
        ...(needsAccount ? { account_id: accountId } : {}),
        ...(api && apiKey.trim() ? { api_key: apiKey } : {}),
      },
      extra,
    );
    if (!input) return;
    save.mutate(
      { id: feed.platform_id, input },
      {
        onSuccess: (envelope) => {
          toast.success(envelope.message ?? wagerFeedMessages.saved);
          onDone();
        },
        onError: (error) => {
          form.showServerErrors(error);
          toast.error(errorMessage(error));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <SelectField
        id={form.id('provider')}
        label="Provider"
        value={provider}
        options={options}
        onChange={(v) => {
          form.clear('provider');
          setProvider(v);
        }}
        error={form.errors.provider}
      />
      {needsAccount ? (
        <TextField
          id={form.id('account_id')}
          label="Affiliate user id"
          value={accountId}
          onChange={(v) => {
            form.clear('account_id');
            setAccountId(v);
          }}
          error={form.errors.account_id}
          maxLength={100}
          autoComplete="off"
        />
      ) : null}
      {api ? (
        <TextField
          id={form.id('api_key')}
          label="API key"
          type="password"
          value={apiKey}
          onChange={(v) => {
            form.clear('api_key');
            setApiKey(v);
          }}
          error={form.errors.api_key}
          maxLength={500}
          autoComplete="new-password"
          hint={
            feed.key_set
              ? `Set, ending …${feed.key_last4 ?? ''}. Leave empty to keep it.`
              : 'Stored encrypted on the server and never shown again.'
          }
        />
      ) : null}
      {feed.provider === DEMO_PROVIDER && provider !== DEMO_PROVIDER ? (
        <p className="text-sm text-amber-200">{wagerFeedMessages.leavingDemo}</p>
      ) : null}
      {provider === 'csv' ? (
        <p className="text-sm text-slate-400">
          Upload a CSV with the columns username, wagered and optionally favourite game after saving.
        </p>
      ) : null}
      <DialogActions submitLabel="Save feed" pending={save.isPending} />
    </form>
  );
}
