import { MedalIcon } from '@/components/icons/catalogue-icons.tsx';
import { useImageFailed } from '@/lib/use-image-failed.ts';

const isImage = (icon: string) => /^(https?:\/\/|\/)/.test(icon);
/** An emoji or a symbol or two, not an icon name like "trophy". */
const isGlyph = (icon: string) => icon.length > 0 && icon.length <= 4 && !/^[a-z0-9-]+$/i.test(icon);

/**
 * A badge's or achievement's icon: an image for a link or path, the character itself for an emoji,
 * otherwise a medal (the public pages map icon names to their own pictures).
 */
export function CatalogueIcon({ icon, size = 'md' }: { icon: string; size?: 'sm' | 'md' }) {
  const value = icon.trim();
  const image = useImageFailed(value);
  const box = size === 'sm' ? 'h-8 w-8 text-base' : 'h-11 w-11 text-xl';
  const frame = `${box} grid shrink-0 place-items-center rounded-xl border border-white/10 bg-slate-950/40`;
  if (isImage(value) && !image.failed) {
    return (
      <img
        ref={image.ref}
        src={value}
        alt=""
        onError={image.onError}
        className={`${frame} object-contain p-1`}
      />
    );
  }
  return (
    <span aria-hidden="true" className={`${frame} text-primary`}>
      {isGlyph(value) ? value : <MedalIcon />}
    </span>
  );
}
