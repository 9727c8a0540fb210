import { BOOT_ELEMENT_ID, type BootData } from '@podium/shared/boot';

/** The user, settings and flags the server embedded in the page (read once at start). */
function readBoot(): BootData | null {
  if (typeof document === 'undefined') return null;
  const el = document.getElementById(BOOT_ELEMENT_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as BootData;
  } catch {
    return null;
  }
}

export const boot: BootData | null = readBoot();

export function csrfToken(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
}
