import type { Raffle, RaffleEnterInput } from '@podium/shared/raffles/schemas';
import type { EntryField } from '@/features/raffles/entry-refusal.ts';

export type EntryRequest = Pick<RaffleEnterInput, 'entry_type' | 'password' | 'points_spent'>;

/** What each way of entering is given: send an entry, and the state of the one in flight. */
export interface EntryControls {
  raffle: Raffle;
  /** Entries are open right now (started, not ended, not paused). */
  open: boolean;
  pending: boolean;
  errors: Partial<Record<EntryField, string>>;
  clearError: (field: EntryField) => void;
  submit: (entry: EntryRequest, onDone?: () => void) => void;
}
