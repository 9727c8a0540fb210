import { LOADER_FADE_IN_DELAY_MS } from '@podium/shared/common/shell';
import type { Theme } from '@podium/shared/site-settings/theme';
import { useEffect, useState } from 'react';
import { BrandMark } from '@/components/BrandMark.tsx';
import { cx } from '@/components/cx.ts';
import { useLoaderPhase } from './use-loader-phase.ts';

interface AppLoaderProps {
  loading: boolean;
  siteName: string;
  variant: Theme['loader_style'];
}

/** SPEC §2: the full-screen branded loader shown while authentication is loading. */
export function AppLoader({ loading, siteName, variant }: AppLoaderProps) {
  const { progress, phase } = useLoaderPhase(loading);
  const [entered, setEntered] = useState(false);
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => setEntered(true));
    return () => window.cancelAnimationFrame(frame);
  }, []);

  if (phase === 'gone') return null;
  return (
    <div
      role="status"
      aria-label={`Loading ${siteName}`}
      data-phase={phase}
      className={cx(
        'fixed inset-0 z-100 flex items-center justify-center transition-opacity duration-300',
        phase === 'fading' && 'pointer-events-none opacity-0',
      )}
      style={{ background: 'linear-gradient(160deg, var(--bg-start), var(--bg-middle) 55%, var(--bg-end))' }}
    >
      <div
        className={cx(
          'flex flex-col items-center gap-5 transition-opacity duration-200',
          entered ? 'opacity-100' : 'opacity-0',
        )}
        style={{ transitionDelay: `${LOADER_FADE_IN_DELAY_MS}ms` }}
      >
        {variant !== 'minimal' ? (
          <>
            <BrandMark size={72} className={cx('drop-shadow-xl', variant === 'pulse' && 'animate-pulse')} />
            <p className="text-2xl font-black tracking-tight text-white">{siteName}</p>
          </>
        ) : null}
        <div
          role="progressbar"
          aria-label="Loading progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-1.5 w-56 overflow-hidden rounded-full bg-white/10"
        >
          <div
            className="h-full rounded-full bg-linear-to-r from-secondary via-primary to-accent transition-[width] duration-75"
            style={{ width: `${progress}%` }}
          />
        </div>
      </div>
    </div>
  );
}
