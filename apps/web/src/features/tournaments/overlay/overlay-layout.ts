/**
 * The OBS overlay's geometry (decision 046): the bracket is laid out at a natural size, in two halves
 * that meet at the Final (the top half of round 1 on the left, the bottom half on the right), and the
 * whole of it scaled to the browser source with one CSS transform. Pure numbers, tested on their own.
 */

export const CARD_W = 220;
export const CARD_H = 80;
/** Round 1's vertical pitch: a card and the gap under it. */
export const ROW = 90;
/** A column and the gap after it. */
export const COL = 252;
export const TITLE_H = 88;
export const HEADER_H = 32;
export const BANNER_H = 110;
/** Never blown up more than this (a 4-slot bracket on a 1920×1080 source). */
export const MAX_SCALE = 3;

export interface PlacedMatch {
  round: number;
  match_number: number;
  /** Left edge and vertical centre, in natural pixels, inside the bracket's body. */
  x: number;
  y: number;
  side: 'left' | 'right' | 'final';
}

export interface OverlayLayout {
  width: number;
  height: number;
  /** Where the bracket's body (below the title and round names) starts. */
  bodyTop: number;
  bodyHeight: number;
  matches: PlacedMatch[];
  columns: { round: number; side: PlacedMatch['side']; x: number }[];
}

/**
 * Every match of an N-slot bracket placed: round r's columns step in from both edges, the Final in the
 * middle column with room for the champion banner above it.
 */
export function overlayLayout(size: number, { title = true } = {}): OverlayLayout {
  const rounds = Math.round(Math.log2(size));
  const perSide = size / 4;
  const sideHeight = perSide * ROW;
  const bodyHeight = Math.max(sideHeight, CARD_H + 2 * (BANNER_H + 16));
  const offset = (bodyHeight - sideHeight) / 2;
  const columnsCount = 2 * (rounds - 1) + 1;
  const width = columnsCount * COL - (COL - CARD_W);
  const matches: PlacedMatch[] = [];
  const columns: OverlayLayout['columns'] = [];
  for (let round = 1; round < rounds; round++) {
    const inRound = size / 2 ** (round + 1); // matches per side in this round
    const left = (round - 1) * COL;
    const right = (columnsCount - round) * COL;
    columns.push({ round, side: 'left', x: left }, { round, side: 'right', x: right });
    for (let j = 1; j <= inRound; j++) {
      const y = offset + (j - 0.5) * 2 ** (round - 1) * ROW;
      matches.push({ round, match_number: j, x: left, y, side: 'left' });
      matches.push({ round, match_number: inRound + j, x: right, y, side: 'right' });
    }
  }
  const center = (rounds - 1) * COL;
  columns.push({ round: rounds, side: 'final', x: center });
  matches.push({ round: rounds, match_number: 1, x: center, y: bodyHeight / 2, side: 'final' });
  const bodyTop = (title ? TITLE_H : 0) + HEADER_H;
  return { width, height: bodyTop + bodyHeight, bodyTop, bodyHeight, matches, columns };
}

/** The one scale that shows the whole layout inside the source, never above `MAX_SCALE`. */
export function fitScale(
  natural: { width: number; height: number },
  viewport: { width: number; height: number },
): number {
  if (viewport.width <= 0 || viewport.height <= 0) return 1;
  return Math.min(viewport.width / natural.width, viewport.height / natural.height, MAX_SCALE);
}

export const overlayParts = ['title', 'bracket', 'champion'] as const;
export type OverlayPart = (typeof overlayParts)[number];
export interface OverlayOptions {
  /** The scene behind the overlay: `dark` (the default) draws light text, `light` dark text. */
  theme: 'dark' | 'light';
  show: ReadonlySet<OverlayPart>;
}

/** `?theme=light|dark&show=title,bracket,champion` (unknown words are ignored; no `show` shows all). */
export function overlayOptions(search: string): OverlayOptions {
  const params = new URLSearchParams(search);
  const asked = (params.get('show') ?? '')
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter((p): p is OverlayPart => (overlayParts as readonly string[]).includes(p));
  return {
    theme: params.get('theme') === 'light' ? 'light' : 'dark',
    show: new Set(asked.length > 0 ? asked : overlayParts),
  };
}

/**
 * A name's type size, so it fits its 34 px row beside the seed and multiplier without breaking a word:
 * up to 8 characters ("Rip City") large on one line, up to 16 on two 14 px lines (about 11 bold
 * characters each beside a multiplier), longer ones ("Wanted Dead or a Wild") small on up to two
 * lines (about 36 characters fit whole before any cut).
 */
export const nameSize = (name: string): 'lg' | 'md' | 'sm' =>
  name.length <= 8 ? 'lg' : name.length <= 16 ? 'md' : 'sm';
