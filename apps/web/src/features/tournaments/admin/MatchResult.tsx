import { formatMultiplier } from '@podium/shared/common/multiplier';
import { typedNumberField } from '@podium/shared/common/typed-number';
import { tournamentAdminMessages as am } from '@podium/shared/tournaments/admin-messages';
import { winnerByMultiplier, winnerSeed } from '@podium/shared/tournaments/rules';
import { matchResultSchema, type Tournament, type TournamentMatch } from '@podium/shared/tournaments/schemas';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { SelectField } from '@/components/form/SelectField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { errorMessage, fieldId } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useRecordResult } from './api/record-result.ts';

/** A slot as the admin reads it: its name and seed ("Sweet Bonanza #3"). */
const slotLabel = (name: string | null, seed: number | null) =>
  name === null ? 'TBD' : seed === null ? name : `${name} #${seed}`;

/** The id of a match's first control: focus moves there when the match comes up next. */
export const firstControlId = (matchId: number) => fieldId(`match-${matchId}`, 'slot1_multiplier');

/**
 * One match on the results screen (decision 046). Undecided: its multipliers, the winner and Record
 * result. Decided: one line (winner, multipliers) and a Correct button that opens the correction form;
 * a correction that would change the winner of a Final already paid out asks for a second press.
 */
export function MatchResult(props: {
  tournament: Tournament;
  match: TournamentMatch;
  isFinal: boolean;
  onRecorded: (updated: Tournament) => void;
}) {
  const { tournament, match, isFinal, onRecorded } = props;
  const record = useRecordResult();
  const form = useFieldErrors(`match-${match.id}`);
  const decided = match.winner_slot !== null;
  const [open, setOpen] = useState(false);
  const [m1, setM1] = useState(match.slot1_multiplier?.toString() ?? '');
  const [m2, setM2] = useState(match.slot2_multiplier?.toString() ?? '');
  const [winner, setWinner] = useState<'auto' | '1' | '2'>('auto');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const ready = match.slot1_seed !== null && match.slot2_seed !== null;
  const names = [
    slotLabel(match.slot1_name, match.slot1_seed),
    slotLabel(match.slot2_name, match.slot2_seed),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const a = typedNumberField(m1);
    const b = typedNumberField(m2);
    const extra = {
      ...(a.error ? { slot1_multiplier: a.error } : {}),
      ...(b.error ? { slot2_multiplier: b.error } : {}),
    };
    const input = form.validate(
      matchResultSchema,
      {
        slot1_multiplier: a.value,
        slot2_multiplier: b.value,
        ...(winner === 'auto' ? {} : { winner_slot: winner === '1' ? 1 : 2 }),
        ...(decided ? { reason } : {}),
      },
      extra,
    );
    if (!input) return;
    const newWinner = input.winner_slot ?? winnerByMultiplier(input.slot1_multiplier, input.slot2_multiplier);
    const paidFinal = decided && isFinal && tournament.progress === 100;
    if (paidFinal && newWinner !== null && newWinner !== match.winner_slot && !confirming) {
      setConfirming(true);
      return;
    }
    record.mutate(
      { id: tournament.id, matchId: match.id, correct: decided, input },
      {
        onSuccess: (e) => {
          toast.success(e.message ?? am.resultRecorded);
          setOpen(false);
          setConfirming(false);
          if (e.data) onRecorded(e.data);
        },
        onError: (e) => {
          form.showServerErrors(e);
          toast.error(errorMessage(e));
        },
      },
    );
  };

  const label = `Match ${match.round}-${match.match_number}`;
  if (decided && !open) {
    const won = slotLabel(match.winner_name, winnerSeed(match));
    return (
      <li className={`${cardClass} flex items-center justify-between gap-3 px-4 py-2`} aria-label={label}>
        <p className="min-w-0 text-sm text-slate-300">
          <span className="font-semibold text-emerald-300">
            {am.decidedLine(
              won,
              formatMultiplier(match.slot1_multiplier ?? 0),
              formatMultiplier(match.slot2_multiplier ?? 0),
            )}
          </span>
          <span className="text-slate-400">
            {' '}
            ({names[0]} vs {names[1]})
          </span>
        </p>
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setOpen(true)}>
          {am.correct}
        </button>
      </li>
    );
  }
  return (
    <li className={`${cardClass} p-4`}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-2" aria-label={label}>
        <p className="text-sm text-slate-300">
          {names[0]} vs {names[1]}
        </p>
        {ready && (
          <>
            <div className="grid grid-cols-2 gap-2">
              <TextField
                id={firstControlId(match.id)}
                label={`${names[0]} multiplier`}
                inputMode="decimal"
                value={m1}
                onChange={(v) => {
                  setM1(v);
                  setConfirming(false);
                  form.clear('slot1_multiplier');
                }}
                error={form.errors.slot1_multiplier}
              />
              <TextField
                id={form.id('slot2_multiplier')}
                label={`${names[1]} multiplier`}
                inputMode="decimal"
                value={m2}
                onChange={(v) => {
                  setM2(v);
                  setConfirming(false);
                  form.clear('slot2_multiplier');
                }}
                error={form.errors.slot2_multiplier}
              />
            </div>
            <SelectField
              id={form.id('winner_slot')}
              label="Winner"
              value={winner}
              onChange={setWinner}
              error={form.errors.winner_slot}
              options={[
                { value: 'auto', label: 'Higher multiplier' },
                { value: '1', label: names[0]! },
                { value: '2', label: names[1]! },
              ]}
            />
            {decided && (
              <TextField
                id={form.id('reason')}
                label="Reason for the correction"
                value={reason}
                onChange={(v) => {
                  setReason(v);
                  form.clear('reason');
                }}
                error={form.errors.reason}
                maxLength={200}
              />
            )}
            {confirming && (
              <p role="alert" className="text-sm text-amber-300">
                {am.confirmFinalChange}
              </p>
            )}
            <div className="flex gap-2">
              <button
                type="submit"
                className={buttonClass(decided ? 'secondary' : 'primary', 'sm')}
                disabled={record.isPending}
              >
                {confirming ? am.confirmCorrection : decided ? am.correctResult : am.recordResult}
              </button>
              {decided && (
                <button
                  type="button"
                  className={buttonClass('ghost', 'sm')}
                  onClick={() => {
                    setOpen(false);
                    setConfirming(false);
                  }}
                >
                  {am.cancelCorrection}
                </button>
              )}
            </div>
          </>
        )}
      </form>
    </li>
  );
}
