import type { CsvImport, Feed } from '@podium/shared/wager-feeds/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { applyFeeds, wagerFeedsPath } from './get-wager-feeds.ts';

/** POST /api/admin/wager-feeds/:id/csv: the file's text; a file with a bad line imports nothing. */
export const importCsv = ({ id, input }: { id: number; input: CsvImport }) =>
  api.post<Feed[]>(`${wagerFeedsPath}/${id}/csv`, input);

export function useImportCsv() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importCsv, onSuccess: (envelope) => applyFeeds(queryClient, envelope) });
}
