import type { ReactNode } from 'react';
import { useImageFailed } from '@/lib/use-image-failed.ts';
import { cx } from './cx.ts';
import { Icon, type IconProps } from './icons/Icon.tsx';

/** A neutral picture mark: a frame, a sun and a hill. */
const PictureMark = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </Icon>
);

const hasDisplay = /(^|\s)(\w+:)?(hidden|block|inline-block|flex|inline-flex|grid)(\s|$)/;

interface SafeImageProps {
  src: string | null | undefined;
  /** "" for a decorative picture (its name is beside it). */
  alt: string;
  width?: number;
  height?: number;
  /** Sizes the picture and, when it has none or it fails, the placeholder in its place (same box). */
  className?: string;
  loading?: 'lazy' | 'eager';
  /** What the placeholder shows (default: a neutral picture mark). */
  placeholder?: ReactNode;
}

/**
 * An image that never shows the browser's broken-image icon: with no `src`, or once it fails (even
 * before hydration, `useImageFailed`), a neutral box of the same size takes its place, so nothing
 * moves. The placeholder carries the alt text for assistive technology.
 */
export function SafeImage({
  src,
  alt,
  width,
  height,
  className,
  loading = 'lazy',
  placeholder,
}: SafeImageProps) {
  const image = useImageFailed(src);
  if (image.failed) {
    // The caller's display (`hidden sm:flex`) wins; otherwise a centring inline box like the image.
    const display = hasDisplay.test(className ?? '') ? null : 'inline-flex';
    return (
      <span
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        data-image-placeholder=""
        style={width && height ? { width, height } : undefined}
        className={cx(
          display,
          'shrink-0 items-center justify-center overflow-hidden bg-slate-800/70 text-slate-500',
          className,
        )}
      >
        {placeholder ?? <PictureMark size={20} className="size-1/2 max-h-8 max-w-8" />}
      </span>
    );
  }
  return (
    <img
      ref={image.ref}
      src={src ?? undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onError={image.onError}
      className={cx('bg-slate-800/70', className)}
    />
  );
}
