import { type RefObject, useLayoutEffect, useState } from 'react';

/** The scale that fits `box` (drawn `width` wide) into the window, followed as either changes size. */
export function useFitScale(box: RefObject<HTMLDivElement | null>, width: number) {
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const fit = () => {
      const height = element.offsetHeight;
      if (height) setScale(Math.min(window.innerWidth / width, window.innerHeight / height));
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(element);
    window.addEventListener('resize', fit);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, [box, width]);
  return scale;
}

/** Whether the viewer asked for less motion (then the pick is shown at once). */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
