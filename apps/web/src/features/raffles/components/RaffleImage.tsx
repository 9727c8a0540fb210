import { useState } from 'react';
import { cx } from '@/components/cx.ts';
import { TicketIcon } from '@/components/icons/feature-icons.tsx';

/**
 * A raffle's picture, or a ticket when it has none or it fails to load. Decorative: the title is next
 * to it. The caller sizes and rounds the box with `className`; a new `src` gets a new try.
 */
export function RaffleImage({ src, className }: { src: string | null; className?: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  const box = cx('flex items-center justify-center overflow-hidden bg-slate-950/60', className);
  if (!src || broken === src) {
    return (
      <div className={cx(box, 'text-primary/70')} data-testid="raffle-image-fallback">
        <TicketIcon size={48} className="size-1/3 max-h-16 max-w-16" />
      </div>
    );
  }
  return (
    <div className={box}>
      <img src={src} alt="" onError={() => setBroken(src)} className="size-full object-cover" />
    </div>
  );
}
