import { LOADER_FADE_OUT_MS, LOADER_STEP_MS, nextLoaderProgress } from '@podium/shared/common/shell';
import { useEffect, useState } from 'react';

/** How long the fade-out transition itself takes before the loader is removed. */
export const LOADER_FADE_DURATION_MS = 300;

export type LoaderPhase = 'shown' | 'fading' | 'gone';

/**
 * The loader's progress (2 % every 20 ms while loading, then full) and its phase: it starts fading
 * 100 ms after loading ends and is removed once the fade is over.
 */
export function useLoaderPhase(loading: boolean): { progress: number; phase: LoaderPhase } {
  const [progress, setProgress] = useState(0);
  const [phase, setPhase] = useState<LoaderPhase>(loading ? 'shown' : 'gone');

  useEffect(() => {
    if (!loading) {
      setProgress(100);
      return;
    }
    const id = window.setInterval(() => setProgress(nextLoaderProgress), LOADER_STEP_MS);
    return () => window.clearInterval(id);
  }, [loading]);

  useEffect(() => {
    if (loading) return;
    const fade = window.setTimeout(() => setPhase('fading'), LOADER_FADE_OUT_MS);
    const remove = window.setTimeout(() => setPhase('gone'), LOADER_FADE_OUT_MS + LOADER_FADE_DURATION_MS);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(remove);
    };
  }, [loading]);

  return { progress, phase };
}
