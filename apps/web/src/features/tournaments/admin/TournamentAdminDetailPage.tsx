import { tournamentAdminMessages as am } from '@podium/shared/tournaments/messages';
import { roundName } from '@podium/shared/tournaments/rules';
import type { Tournament, TournamentMatch } from '@podium/shared/tournaments/schemas';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { SectionHeader } from '@/components/admin/SectionHeader.tsx';
import { SelectField } from '@/components/form/SelectField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { useTournament } from '@/features/tournaments/api/get-tournament.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useRecordResult } from './api/record-result.ts';
import { useUpdateTournament } from './api/update-tournament.ts';

/** Admin › Tournaments › one: edit slots before play; record each match's multipliers, or correct one with a reason. */
export function TournamentAdminDetailPage() {
  const id = useParams().id ?? '';
  const query = useTournament(id);
  return (
    <QueryState query={query} what="tournament">
      {(detail) => {
        const t = detail.tournament;
        const rounds = Math.max(0, ...t.matches.map((x) => x.round));
        const untouched = t.predictions_count === 0 && t.matches.every((x) => x.winner_name === null);
        return (
          <section aria-labelledby="admin-section-title" className="flex flex-col gap-6">
            <SectionHeader title={t.name} titleId="admin-section-title">
              {t.size} slots · {t.progress}% decided{t.winner_name ? ` · winner ${t.winner_name}` : ''}
            </SectionHeader>
            {untouched && <SlotEditor tournament={t} />}
            {Array.from({ length: rounds }, (_, i) => i + 1).map((round) => (
              <div key={round}>
                <h3 className="mb-2 font-semibold text-white">{roundName(round, rounds)}</h3>
                <ul className="grid gap-3 md:grid-cols-2">
                  {t.matches
                    .filter((x) => x.round === round)
                    .map((match) => (
                      <MatchResult key={match.id} tournamentId={t.id} match={match} />
                    ))}
                </ul>
              </div>
            ))}
          </section>
        );
      }}
    </QueryState>
  );
}

function MatchResult({ tournamentId, match }: { tournamentId: number; match: TournamentMatch }) {
  const record = useRecordResult();
  const decided = match.winner_name !== null;
  const [m1, setM1] = useState(match.slot1_multiplier?.toString() ?? '');
  const [m2, setM2] = useState(match.slot2_multiplier?.toString() ?? '');
  const [winner, setWinner] = useState<'auto' | '1' | '2'>('auto');
  const [reason, setReason] = useState('');
  const ready = match.slot1_name !== null && match.slot2_name !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(
      {
        id: tournamentId,
        matchId: match.id,
        correct: decided,
        input: {
          slot1_multiplier: Number(m1),
          slot2_multiplier: Number(m2),
          ...(winner === 'auto' ? {} : { winner_slot: winner === '1' ? 1 : 2 }),
          ...(decided ? { reason } : {}),
        },
      },
      {
        onSuccess: (e) => toast.success(e.message ?? am.resultRecorded),
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  };
  return (
    <li className={`${cardClass} p-4`}>
      <form
        onSubmit={submit}
        className="flex flex-col gap-2"
        aria-label={`Match ${match.round}-${match.match_number}`}
      >
        <p className="text-sm text-slate-300">
          {match.slot1_name ?? 'TBD'} vs {match.slot2_name ?? 'TBD'}
          {decided && <span className="text-emerald-300"> · {match.winner_name} won</span>}
        </p>
        {ready && (
          <>
            <div className="grid grid-cols-2 gap-2">
              <TextField
                label={`${match.slot1_name} multiplier`}
                type="number"
                step="0.01"
                min={0}
                value={m1}
                onChange={setM1}
                required
              />
              <TextField
                label={`${match.slot2_name} multiplier`}
                type="number"
                step="0.01"
                min={0}
                value={m2}
                onChange={setM2}
                required
              />
            </div>
            <SelectField
              id={`winner-${match.id}`}
              label="Winner"
              value={winner}
              onChange={setWinner}
              options={[
                { value: 'auto', label: 'Higher multiplier' },
                { value: '1', label: match.slot1_name ?? 'Slot 1' },
                { value: '2', label: match.slot2_name ?? 'Slot 2' },
              ]}
            />
            {decided && (
              <TextField
                label="Reason for the correction"
                value={reason}
                onChange={setReason}
                maxLength={200}
              />
            )}
            <button
              type="submit"
              className={buttonClass(decided ? 'secondary' : 'primary', 'sm')}
              disabled={record.isPending}
            >
              {decided ? 'Correct result' : 'Record result'}
            </button>
          </>
        )}
      </form>
    </li>
  );
}

function SlotEditor({ tournament }: { tournament: Tournament }) {
  const update = useUpdateTournament();
  const first = tournament.matches.filter((x) => x.round === 1);
  const [slots, setSlots] = useState(() =>
    first.flatMap((x) => [
      { key: x.id * 2, name: x.slot1_name ?? '', user: x.slot1_user?.id.toString() ?? '' },
      { key: x.id * 2 + 1, name: x.slot2_name ?? '', user: x.slot2_user?.id.toString() ?? '' },
    ]),
  );
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        id: tournament.id,
        input: { slots: slots.map((s) => ({ name: s.name, user_id: s.user ? Number(s.user) : null })) },
      },
      {
        onSuccess: (e) => toast.success(e.message ?? am.updated),
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  };
  return (
    <form onSubmit={save} className={`${cardClass} flex flex-col gap-3 p-4`} aria-label="Edit slots">
      <h3 className="font-semibold text-white">Slots (editable until the first prediction or result)</h3>
      <div className="grid gap-2 sm:grid-cols-2">
        {slots.map((slot, i) => (
          <div key={slot.key} className="grid grid-cols-[1fr_7rem] gap-2">
            <TextField
              label={`Slot ${i + 1}`}
              value={slot.name}
              onChange={(v) => setSlots((all) => all.map((s, j) => (j === i ? { ...s, name: v } : s)))}
            />
            <TextField
              label="Member id"
              inputMode="numeric"
              value={slot.user}
              onChange={(v) => setSlots((all) => all.map((s, j) => (j === i ? { ...s, user: v } : s)))}
            />
          </div>
        ))}
      </div>
      <button type="submit" className={buttonClass('primary', 'sm')} disabled={update.isPending}>
        Save slots
      </button>
    </form>
  );
}
