import { cx } from '@/components/cx.ts';
import { TicketIcon } from '@/components/icons/feature-icons.tsx';
import { useImageFailed } from '@/lib/use-image-failed.ts';

/**
 * A raffle's picture, or a ticket when it has none or it fails to load. Decorative: the title is next
 * to it. The caller sizes and rounds the box with `className`; a new `src` gets a new try.
 */
export function RaffleImage({ src, className }: { src: string | null; className?: string }) {
  const image = useImageFailed(src);
  const box = cx('flex items-center justify-center overflow-hidden bg-slate-950/60', className);
  if (!src || image.failed) {
    return (
      <div className={cx(box, 'text-primary/70')} data-testid="raffle-image-fallback">
        <TicketIcon size={48} className="size-1/3 max-h-16 max-w-16" />
      </div>
    );
  }
  return (
    <div className={box}>
      <img ref={image.ref} src={src} alt="" onError={image.onError} className="size-full object-cover" />
    </div>
  );
}
