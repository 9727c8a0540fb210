/**
 * The pure rules of slot requests (issue 29, decision 059), shared by the server (which decides) and the
 * pages (which explain). No zod.
 */
export const slotRequestStatuses = ['open', 'picked', 'played', 'removed'] as const;
export type SlotRequestStatus = (typeof slotRequestStatuses)[number];
/** Statuses still in the queue: one of these per slot at a time. */
export const queuedStatuses = ['open', 'picked'] as const satisfies readonly SlotRequestStatus[];
export const slotRequestSources = ['site', 'chat'] as const;
export type SlotRequestSource = (typeof slotRequestSources)[number];

/** A reward in points (the ledger) or cash (the payout queue), decision 059. */
export const slotRequestRewardKinds = ['points', 'cash'] as const;
export type SlotRequestRewardKind = (typeof slotRequestRewardKinds)[number];

/** SPEC §4: level = floor(xp/1000)+1. */
export const levelOfXp = (xp: number): number => Math.floor(Math.max(0, xp) / 1000) + 1;

/** Whole days since an account was created (by the given clock). */
export const accountAgeDays = (createdAt: Date, now: Date): number =>
  Math.floor((now.getTime() - createdAt.getTime()) / 86_400_000);

/** A played slot's multiplier in hundredths (×100), rounded down; null without a bet. */
export const multiplierHundredths = (betCents: number, winCents: number): number | null =>
  betCents > 0 ? Math.floor((winCents * 100) / betCents) : null;

/**
 * Whether a played slot earns the requester the reward: a reward set (`amount`: points, or cents for
 * cash) and the multiplier at least M×.
 */
export const earnsReward = (
  multiplier: number | null,
  reward: { amount: number; multiplierHundredths: number },
): boolean => reward.amount > 0 && multiplier !== null && multiplier >= reward.multiplierHundredths;

/** How close a catalogue name is to what was typed (lower: closer), or null when not a match at all. */
export function nameDistance(typed: string, name: string): number | null {
  const a = typed.trim().toLowerCase();
  const b = name.toLowerCase();
  if (a.length === 0) return null;
  if (a === b) return 0;
  if (b.startsWith(a)) return 1 + (b.length - a.length);
  if (b.includes(a)) return 1_000 + (b.length - a.length);
  return null;
}

/** `!sr`'s match: the exact name (any case), else the closest name that starts with or contains it. */
export function closestSlot<T extends { name: string }>(typed: string, slots: readonly T[]): T | null {
  let best: { slot: T; distance: number } | null = null;
  for (const slot of slots) {
    const distance = nameDistance(typed, slot.name);
    if (distance !== null && (!best || distance < best.distance)) best = { slot, distance };
  }
  return best?.slot ?? null;
}
