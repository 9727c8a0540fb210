export type Direction = 'up' | 'down';

/** The ids in their new order after moving one of them a step up or down; null if it cannot move. */
export function moveId(ids: readonly number[], id: number, direction: Direction): number[] | null {
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** Puts items in the order of `ids` (items whose id is missing keep their place at the end). */
export function orderBy<T extends { id: number }>(items: readonly T[], ids: readonly number[]): T[] {
  const rank = new Map(ids.map((id, i) => [id, i]));
  return [...items].sort((a, b) => (rank.get(a.id) ?? ids.length) - (rank.get(b.id) ?? ids.length));
}
