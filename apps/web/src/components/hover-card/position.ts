export const CARD_WIDTH = 288;
const CARD_HEIGHT_ESTIMATE = 340;
const GAP = 8;

export interface CardPosition {
  left: number;
  top?: number;
  bottom?: number;
}

/**
 * Where the fixed-position card goes: below the link, or above it when there is no room below,
 * kept inside the viewport horizontally (a 375 px phone included).
 */
export function cardPosition(anchor: DOMRect, viewport: { width: number; height: number }): CardPosition {
  const width = Math.min(CARD_WIDTH, viewport.width - 2 * GAP);
  const left = Math.max(GAP, Math.min(anchor.left, viewport.width - width - GAP));
  const roomBelow = viewport.height - anchor.bottom;
  if (roomBelow < CARD_HEIGHT_ESTIMATE && anchor.top > roomBelow) {
    return { left, bottom: viewport.height - anchor.top + GAP };
  }
  return { left, top: anchor.bottom + GAP };
}
