import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC §9: the hover card opens after the pointer (or focus) has rested on a username for 300 ms. */
export const HOVER_CARD_DELAY_MS = 300;
/** Grace period to move the pointer from the link into the card. */
export const HOVER_CARD_CLOSE_MS = 150;

/** Open after a delay, close after a shorter one; any new intent cancels the pending one. */
export function useHoverIntent(openDelay = HOVER_CARD_DELAY_MS, closeDelay = HOVER_CARD_CLOSE_MS) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const cancel = useCallback(() => window.clearTimeout(timer.current), []);
  const later = useCallback(
    (next: boolean, ms: number) => {
      cancel();
      timer.current = window.setTimeout(() => setOpen(next), ms);
    },
    [cancel],
  );
  const close = useCallback(() => {
    cancel();
    setOpen(false);
  }, [cancel]);
  useEffect(() => cancel, [cancel]);
  return {
    open,
    scheduleOpen: useCallback(() => later(true, openDelay), [later, openDelay]),
    scheduleClose: useCallback(() => later(false, closeDelay), [later, closeDelay]),
    cancel,
    close,
  };
}
