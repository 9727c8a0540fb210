import { cx } from '@/components/cx.ts';
import { GiftIcon } from '@/components/icons/feature-icons.tsx';
import { useImageFailed } from '@/lib/use-image-failed.ts';

/**
 * An item's picture, or a gift icon when it has none or it fails to load (store cards, purchases, and
 * the admin list and form preview). Decorative: the name is next to it. A new `src` gets a new try.
 * The caller sizes and rounds the box with `className`.
 */
export function ItemImage({ src, className }: { src: string | null; className?: string }) {
  const image = useImageFailed(src);
  const box = cx('flex items-center justify-center overflow-hidden bg-slate-950/60', className);
  if (!src || image.failed) {
    return (
      <div className={cx(box, 'text-primary/70')} data-testid="item-image-fallback">
        <GiftIcon size={40} className="size-1/2 max-h-10 max-w-10" />
      </div>
    );
  }
  return (
    <div className={box}>
      <img
        ref={image.ref}
        src={src}
        alt=""
        loading="lazy"
        onError={image.onError}
        className="size-full object-cover"
      />
    </div>
  );
}
