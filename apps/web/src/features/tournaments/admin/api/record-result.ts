import type { MatchResultInput, Tournament } from '@podium/shared/tournaments/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tournamentsKey } from '@/features/tournaments/api/keys.ts';
import { api } from '@/lib/http.ts';
import { adminTournamentPath } from './keys.ts';

interface RecordResult {
  id: number;
  matchId: number;
  input: MatchResultInput;
  /** A correction of a recorded result (…/correct) rather than the first one (…/result). */
  correct: boolean;
}

/** POST /api/admin/tournaments/{id}/matches/{matchId}/result (or …/correct): a match's multipliers. */
export const recordResult = ({ id, matchId, input, correct }: RecordResult) =>
  api.post<Tournament>(
    `${adminTournamentPath(id)}/matches/${matchId}/${correct ? 'correct' : 'result'}`,
    input,
  );

export function useRecordResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordResult,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tournamentsKey }),
  });
}
