import { typedNumberField } from '@podium/shared/common/typed-number';
import { type Prediction, stakeSchema } from '@podium/shared/predictions/schemas';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { profileQuery } from '@/api/get-profile.ts';
import { SelectField } from '@/components/form/SelectField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { buttonClass } from '@/components/styles.ts';
import { useStake } from '@/features/predictions/api/stake.ts';
import { formatPoints } from '@/features/predictions/format.ts';
import { type ErrorMap, errorMessage } from '@/lib/form-errors.ts';
import { useAuth } from '@/lib/use-auth.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';

/** The signed-in member's points (their profile's, which a stake refreshes); null until known. */
function useBalance(username: string | null): number | null {
  const { data } = useQuery({ ...profileQuery(username ?? ''), enabled: username !== null });
  return username !== null && data ? data.points : null;
}

/**
 * Staking on an open prediction: the outcome (fixed once the member has staked: they may only add to
 * it) and the points, with their balance beside the field and the prediction's limits in the hint.
 */
export function StakeForm({ prediction: p }: { prediction: Prediction }) {
  const username = useAuth().user?.username ?? null;
  const balance = useBalance(username);
  const stake = useStake(username);
  const own = p.user_stake;
  const [outcome, setOutcome] = useState(String(own?.outcome_id ?? p.outcomes[0]?.id ?? ''));
  const [points, setPoints] = useState(String(p.min_stake));
  const form = useFieldErrors(`stake-${p.id}`);
  const { errors } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = typedNumberField(points, { whole: true });
    const extra: ErrorMap = read.error ? { points: read.error } : {};
    const input = form.validate(stakeSchema, { outcome_id: Number(outcome), points: read.value }, extra);
    if (!input) return;
    stake.mutate(
      { id: p.id, input },
      {
        onSuccess: (envelope) => {
          toast.success(envelope.message ?? 'Stake placed');
          setPoints(String(p.min_stake));
        },
        onError: (error) => {
          form.showServerErrors(error);
          toast.error(errorMessage(error));
        },
      },
    );
  };

  const limits = `${formatPoints(p.min_stake)} to ${formatPoints(p.max_stake)} in all`;
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
      <SelectField
        id={form.id('outcome_id')}
        label={own ? 'Your outcome' : 'Outcome'}
        value={outcome}
        onChange={(value) => {
          form.clear('outcome_id');
          setOutcome(value);
        }}
        options={(own ? p.outcomes.filter((o) => o.id === own.outcome_id) : p.outcomes).map((o) => ({
          value: String(o.id),
          label: `${o.position}. ${o.label}`,
        }))}
        error={errors.outcome_id}
      />
      <TextField
        id={form.id('points')}
        label={own ? 'Points to add' : 'Points to stake'}
        inputMode="numeric"
        autoComplete="off"
        value={points}
        onChange={(value) => {
          form.clear('points');
          setPoints(value);
        }}
        error={errors.points}
        hint={
          <span className="flex flex-wrap justify-between gap-x-3">
            <span>{limits}</span>
            {balance !== null ? (
              <span className="text-slate-300">Balance: {formatPoints(balance)}</span>
            ) : null}
          </span>
        }
      />
      <button type="submit" className={`${buttonClass('primary')} sm:mt-6`} disabled={stake.isPending}>
        {stake.isPending ? 'Staking…' : own ? 'Add to stake' : 'Stake'}
      </button>
    </form>
  );
}
