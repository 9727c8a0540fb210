import { COUNTDOWN_TICK_MS } from '@podium/shared/common/countdown';
import { raffleMessages } from '@podium/shared/raffles/messages';
import { entryRefusal } from '@podium/shared/raffles/rules';
import type { Raffle } from '@podium/shared/raffles/schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { Panel } from '@/components/Panel.tsx';
import { useEnterRaffle } from '@/features/raffles/api/enter-raffle.ts';
import { refusalText } from '@/features/raffles/entry-refusal.ts';
import { liveTiming } from '@/features/raffles/format.ts';
import { serverErrors } from '@/lib/form-errors.ts';
import { useAuth } from '@/lib/use-auth.ts';
import { useNow } from '@/lib/use-now.ts';
import { EntryNotice } from './EntryNotice.tsx';
import type { EntryControls, EntryRequest } from './entry-controls.ts';
import { FreeEntry } from './FreeEntry.tsx';
import { PasswordEntry } from './PasswordEntry.tsx';
import { PointsEntry } from './PointsEntry.tsx';

/**
 * SPEC §2/§4/§5: the entry methods the raffle offers and their buttons. The shared entry rule is
 * checked first (sign-in, Kick link, the raffle open, once-only, points a multiple of the price), so
 * only an entry that may go ahead is sent; the server's answer is toasted (SPEC §8).
 */
export function EntryPanel({ id, raffle }: { id: string; raffle: Raffle }) {
  const { user } = useAuth();
  const timing = liveTiming(raffle, useNow(COUNTDOWN_TICK_MS));
  const enter = useEnterRaffle(id, user?.username ?? null);
  const [errors, setErrors] = useState<EntryControls['errors']>({});

  const submit = (entry: EntryRequest, onDone?: () => void) => {
    const refusal = entryRefusal({ ...raffle, ...timing }, user, entry);
    if (refusal) {
      const { message, field } = refusalText(refusal, raffle);
      if (field) setErrors({ [field]: message });
      else toast.error(message);
      return;
    }
    setErrors({});
    const input = { kick_username: user?.kick_username ?? null, ...entry };
    enter.mutate(
      { id, input },
      { onSuccess: () => onDone?.(), onError: (error) => setErrors(serverErrors(error)) },
    );
  };
  const controls: EntryControls = {
    raffle,
    open: timing.is_accepting_entries,
    pending: enter.isPending,
    errors,
    clearError: (field) => setErrors(({ [field]: _gone, ...rest }) => rest),
    submit,
  };

  return (
    <Panel title="How to Enter">
      <EntryNotice raffle={raffle} timing={timing} user={user} />
      <ul aria-label="Entry methods" className="flex flex-col gap-3">
        {raffle.allow_passwordless_entry ? <FreeEntry {...controls} /> : null}
        {raffle.allow_points_entry ? <PointsEntry {...controls} /> : null}
        {raffle.has_password_entry ? <PasswordEntry {...controls} /> : null}
      </ul>
      {!raffle.allow_passwordless_entry && !raffle.allow_points_entry && !raffle.has_password_entry ? (
        <p className="text-sm text-slate-400">{raffleMessages.notAccepting}</p>
      ) : null}
    </Panel>
  );
}
