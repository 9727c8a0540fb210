import { useState } from 'react';

/** The affiliate's logo, or its initial when there is none or it does not load. */
export function AffiliateLogo({ name, src, size = 'md' }: { name: string; src: string; size?: 'sm' | 'md' }) {
  const [broken, setBroken] = useState(false);
  const box = size === 'sm' ? 'h-9 w-9 text-sm' : 'h-12 w-12 text-base';
  if (!src || broken) {
    return (
      <span
        aria-hidden="true"
        className={`${box} grid shrink-0 place-items-center rounded-xl bg-gradient-to-br from-primary/40 to-secondary/40 font-bold text-white`}
      >
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      onError={() => setBroken(true)}
      className={`${box} shrink-0 rounded-xl border border-white/10 bg-slate-950/40 object-contain p-1.5`}
    />
  );
}
