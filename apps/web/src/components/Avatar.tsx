import { defaultAvatarUrl } from '@podium/shared/common/avatar';
import { useImageFailed } from '@/lib/use-image-failed.ts';
import { cx } from './cx.ts';

interface AvatarProps {
  src: string | null | undefined;
  /** Picks one of the five default images when there is no picture or it fails to load. */
  fallbackSeed: number;
  alt: string;
  size?: number;
  className?: string;
  /** At the top of the page (the profile's own picture): loaded at once, not when scrolled to. */
  eager?: boolean;
}

/**
 * SPEC §8: a missing or broken avatar falls back to a default image, also when it failed before the
 * page hydrated (`useImageFailed`).
 */
export function Avatar({ src, fallbackSeed, alt, size = 40, className, eager = false }: AvatarProps) {
  const fallback = defaultAvatarUrl(fallbackSeed);
  const image = useImageFailed(src);
  const current = image.failed || !src ? fallback : src;
  return (
    <img
      ref={current === fallback ? undefined : image.ref}
      src={current}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={current === fallback ? undefined : image.onError}
      className={cx('shrink-0 rounded-full bg-slate-800 object-cover', className)}
    />
  );
}
