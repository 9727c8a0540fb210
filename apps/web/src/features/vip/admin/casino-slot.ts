import type { SiteSettings } from '@podium/shared/site-settings/schemas';

/** The Settings label of a platform's casino username slot ('Roobet Username'), or null for none. */
export function casinoSlotLabel(slot: number | null, settings: SiteSettings | undefined): string | null {
  if (slot === null) return null;
  const labels = settings?.casino;
  const label =
    slot === 1 ? labels?.crypto1_label : slot === 2 ? labels?.crypto2_label : labels?.crypto3_label;
  return label ?? `Casino username ${slot}`;
}
