import { initialNavScroll, type NavScrollState, nextNavScroll } from '@podium/shared/common/shell';
import { useEffect, useRef, useState } from 'react';

interface NavFlags {
  hidden: boolean;
  blurred: boolean;
}

/** Follows the page scroll (once per frame) and re-renders only when hidden/blurred change. */
export function useNavScroll(): NavFlags {
  const state = useRef<NavScrollState>(initialNavScroll);
  const [flags, setFlags] = useState<NavFlags>({ hidden: false, blurred: false });

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = nextNavScroll(state.current, window.scrollY);
      state.current = next;
      setFlags((prev) =>
        prev.hidden === next.hidden && prev.blurred === next.blurred
          ? prev
          : { hidden: next.hidden, blurred: next.blurred },
      );
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  return flags;
}
