import type { HuntHistoryEntry } from '@podium/shared/bonus-hunts/schemas';
import { useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { huntHistoryRead } from './keys.ts';

/** The finished hunts (the Previous Hunts tab). */
export const useHuntHistory = () =>
  useQuery({ ...huntHistoryRead, queryFn: () => getData<HuntHistoryEntry[]>(huntHistoryRead.meta.path) });
