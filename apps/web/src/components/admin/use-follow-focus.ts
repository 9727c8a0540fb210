import { useEffect, useRef } from 'react';
import type { Direction } from '@/lib/reorder.ts';
import { moveButtonId } from './ReorderButtons.tsx';

interface Pending {
  idPrefix: string;
  direction: Direction;
  fromOrder: string;
}

/**
 * Keeps keyboard focus on the moved row's Move button after a reorder (React moves the row's DOM
 * node, which drops focus); when the row reached an end, focus goes to its other Move button.
 * `orderKey` identifies the order on screen (e.g. the ids joined).
 */
export function useFollowFocus(orderKey: string) {
  const pending = useRef<Pending | null>(null);

  useEffect(() => {
    const target = pending.current;
    if (!target || target.fromOrder === orderKey) return;
    pending.current = null;
    const preferred = document.getElementById(moveButtonId(target.idPrefix, target.direction));
    const other = document.getElementById(
      moveButtonId(target.idPrefix, target.direction === 'up' ? 'down' : 'up'),
    );
    const usable = preferred instanceof HTMLButtonElement && !preferred.disabled;
    (usable ? preferred : other)?.focus();
  });

  return (idPrefix: string, direction: Direction) => {
    pending.current = { idPrefix, direction, fromOrder: orderKey };
  };
}
