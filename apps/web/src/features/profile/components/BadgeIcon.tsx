import { Icon } from '@/components/icons/Icon.tsx';
import { useImageFailed } from '@/lib/use-image-failed.ts';

const isImage = (icon: string) => /^(https?:\/\/|\/)/.test(icon);
/** An emoji or a symbol or two, not an icon name like "trophy". */
const isGlyph = (icon: string) => icon.length > 0 && icon.length <= 4 && !/^[a-z0-9-]+$/i.test(icon);

/** A badge's icon: an image for a link or path, the character for an emoji, otherwise a medal. */
export function BadgeIcon({ icon, size = 20 }: { icon: string; size?: number }) {
  const value = icon.trim();
  const image = useImageFailed(value);
  if (isImage(value) && !image.failed) {
    return (
      <img
        src={value}
        alt=""
        width={size}
        height={size}
        ref={image.ref}
        onError={image.onError}
        className="shrink-0"
      />
    );
  }
  if (isGlyph(value)) {
    return (
      <span aria-hidden="true" style={{ fontSize: size * 0.8 }} className="leading-none">
        {value}
      </span>
    );
  }
  return (
    <Icon size={size}>
      <circle cx="12" cy="15" r="5" />
      <path d="m9 10.5-3-7.5h4l2 5 2-5h4l-3 7.5" />
    </Icon>
  );
}
