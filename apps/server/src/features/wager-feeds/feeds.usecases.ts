import {
  accountIdProviders,
  DEMO_PROVIDER,
  isApiProvider,
  offeredProviders,
} from '@podium/shared/wager-feeds/messages';
import type { FeedInput } from '@podium/shared/wager-feeds/schemas';
import type { AppDeps } from '../../app-types.ts';
import { changes } from '../audit/audit.changes.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { clearDemoWagers } from '../leaderboard/demo-provider.ts';
import { encryptSecret, integrationsKey, lastFour } from './feed-secrets.ts';
import { connectionOf, lockFeedPlatform, saveConnection, setFeedProvider } from './feeds.repository.ts';
import { wagerFeedErrors } from './wager-feeds.errors.ts';

/**
 * Saves a platform's provider and connection. The key is encrypted before it reaches the database;
 * left out it stays, null clears it. A casino API needs a key (and Roobet its affiliate user id); the
 * demo is refused where demo content is off, and a board leaving it loses its invented players
 * (decision 033). A changed provider or key is due for a sync at once, its failure count and cooldown
 * reset. The change is on record (decision 039) without the key: only whether one is set or changed.
 */
export async function saveFeed(
  deps: Pick<AppDeps, 'db' | 'config' | 'secret'>,
  audit: AuditContext,
  platformId: number,
  input: FeedInput,
) {
  if (!offeredProviders(deps.config.seedDemo).includes(input.provider)) throw wagerFeedErrors.demoOff();
  await deps.db.transaction(async (tx) => {
    const platform = await lockFeedPlatform(tx, platformId);
    const existing = await connectionOf(tx, platformId);
    const keyAfter = input.api_key === undefined ? (existing?.keyCiphertext ?? null) : input.api_key;
    const accountAfter = input.account_id === undefined ? (existing?.accountId ?? null) : input.account_id;
    if (isApiProvider(input.provider)) {
      if (!keyAfter) throw wagerFeedErrors.keyRequired();
      if (accountIdProviders.includes(input.provider) && !accountAfter)
        throw wagerFeedErrors.accountRequired();
    }
    const key =
      input.api_key === undefined
        ? undefined
        : input.api_key === null
          ? { keyCiphertext: null, keyLast4: null }
          : {
              keyCiphertext: encryptSecret(integrationsKey(deps), input.api_key),
              keyLast4: lastFour(input.api_key),
            };
    const newProvider = platform.provider !== input.provider;
    await setFeedProvider(tx, platformId, input.provider);
    if (platform.provider === DEMO_PROVIDER && input.provider !== DEMO_PROVIDER)
      await clearDemoWagers(tx, platformId);
    // A cooldown belongs to a provider's key: a new provider or key starts without one; a new
    // provider also starts without the old one's status.
    const reset = newProvider ? 'provider' : input.api_key !== undefined ? 'key' : 'none';
    await saveConnection(tx, platformId, { accountId: accountAfter, key, reset });
    const hadKey = Boolean(existing?.keyCiphertext);
    await recordAudit(tx, audit, {
      action: 'wager-feeds.update',
      target: { type: 'leaderboard', id: platformId },
      ...changes(
        {
          provider: platform.provider,
          account_id: existing?.accountId ?? null,
          api_key: hadKey ? 'set' : 'none',
        },
        {
          provider: input.provider,
          account_id: accountAfter,
          // Never the key, nor its last characters: whether one is set, and that it changed.
          api_key:
            input.api_key === undefined
              ? hadKey
                ? 'set'
                : 'none'
              : input.api_key === null
                ? 'none'
                : hadKey
                  ? 'changed'
                  : 'set',
        },
      ),
    });
  });
}
