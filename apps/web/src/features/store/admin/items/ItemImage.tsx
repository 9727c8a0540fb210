import { useState } from 'react';
import { ShopIcon } from './icons.tsx';

/** An item's picture, or a bag icon when there is none or it does not load. */
export function ItemImage({ src, size = 'md' }: { src: string | null; size?: 'sm' | 'md' | 'lg' }) {
  const [broken, setBroken] = useState<string | null>(null);
  const box = { sm: 'h-9 w-9 text-base', md: 'h-14 w-14 text-xl', lg: 'h-20 w-20 text-2xl' }[size];
  if (!src || broken === src) {
    return (
      <span
        aria-hidden="true"
        className={`${box} grid shrink-0 place-items-center rounded-xl bg-gradient-to-br from-primary/30 to-secondary/30 text-white/80`}
      >
        <ShopIcon />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      onError={() => setBroken(src)}
      className={`${box} shrink-0 rounded-xl border border-white/10 bg-slate-950/40 object-cover`}
    />
  );
}
