import { toast } from 'sonner';
import { errorMessage } from '@/lib/form-errors.ts';
import { type Direction, moveId } from '@/lib/reorder.ts';
import { useFollowFocus } from './use-follow-focus.ts';

/** Saves a list's new order (a TanStack mutation's `mutate`, or a function calling it). */
type SaveOrder = (ids: number[], options: { onError: (error: Error) => void }) => void;

/**
 * Move up / Move down for a list in display order: saves the whole new order, keeps keyboard focus on
 * the moved row's Move button (`${idPrefix}-${id}`, as its ReorderButtons say), and toasts a refusal.
 */
export function useMoveRow(ids: readonly number[], idPrefix: string, save: SaveOrder) {
  const followFocus = useFollowFocus(ids.join(','));
  return (id: number, direction: Direction) => {
    const next = moveId(ids, id, direction);
    if (!next) return;
    followFocus(`${idPrefix}-${id}`, direction);
    save(next, { onError: (error) => toast.error(errorMessage(error)) });
  };
}
