import { useState } from 'react';
import { cx } from '@/components/cx.ts';
import { GiftIcon } from './icons.tsx';

/** An item's picture, or a gift icon when it has none or it fails to load. Decorative: the name is next to it. */
export function ItemImage({ src, className }: { src: string | null; className?: string }) {
  const [broken, setBroken] = useState(false);
  const box = cx('flex items-center justify-center overflow-hidden bg-slate-950/60', className);
  if (!src || broken) {
    return (
      <div className={cx(box, 'text-primary/70')} data-testid="item-image-fallback">
        <GiftIcon size={40} />
      </div>
    );
  }
  return (
    <div className={box}>
      <img
        src={src}
        alt=""
        loading="lazy"
        onError={() => setBroken(true)}
        className="size-full object-cover"
      />
    </div>
  );
}
