import { tournamentAdminMessages as am } from '@podium/shared/tournaments/admin-messages';
import { playingMatch, roundName } from '@podium/shared/tournaments/rules';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { SectionHeader } from '@/components/admin/SectionHeader.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { useTournament } from '@/features/tournaments/api/get-tournament.ts';
import { firstControlId, MatchResult } from './MatchResult.tsx';
import { OverlayPanel } from './OverlayPanel.tsx';
import { SlotEditor } from './SlotEditor.tsx';

/**
 * Admin › Tournaments › one: edit slots before play; record each match's multipliers, or correct one
 * with a reason (decision 046: decided matches are one line with Correct; after a result the focus moves
 * to the next match to play; the Final ends the tournament); the OBS overlay's address.
 */
export function TournamentAdminDetailPage() {
  const id = useParams().id ?? '';
  const query = useTournament(id);
  // The match whose first control takes the focus once it is on screen (after a result is recorded).
  const [focusNext, setFocusNext] = useState<number | null>(null);
  useEffect(() => {
    if (focusNext === null) return;
    const field = document.getElementById(firstControlId(focusNext));
    if (!field) return;
    field.focus();
    setFocusNext(null);
  });
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
            {t.progress === 100 && !t.is_active && <p className="text-sm text-emerald-300">{am.ended}</p>}
            <OverlayPanel tournamentId={t.id} />
            {untouched && <SlotEditor tournament={t} />}
            {Array.from({ length: rounds }, (_, i) => i + 1).map((round) => (
              <div key={round}>
                <h3 className="mb-2 font-semibold text-white">{roundName(round, rounds)}</h3>
                <ul className="grid gap-3 md:grid-cols-2">
                  {t.matches
                    .filter((x) => x.round === round)
                    .map((match) => (
                      <MatchResult
                        key={`${match.id}-${match.winner_slot}-${match.slot1_seed}-${match.slot2_seed}`}
                        tournament={t}
                        match={match}
                        isFinal={round === rounds}
                        onRecorded={(updated) => setFocusNext(playingMatch(updated.matches)?.id ?? null)}
                      />
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
