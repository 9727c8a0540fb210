/**
 * What the Discord channel is told (decision 027). One function per announcement; the server queues
 * them with `announce()` inside the transaction of the effect, keyed so each is posted once.
 */
const list = (names: readonly string[]) => (names.length > 0 ? names.join(', ') : 'no entries');

export const announcementMessages = {
  raffleDrawn: (title: string, winners: readonly string[]) =>
    `🎉 Raffle "${title}" has been drawn! Winners: ${list(winners)}.`,
  tournamentCompleted: (name: string, winner: string | null) =>
    `🏆 Tournament "${name}" is complete!${winner ? ` Winner: ${winner}.` : ''}`,
  slotChallengeWon: (game: string, winner: string, place: number, places: number, prize: string) =>
    `🎰 ${winner} ${places > 1 ? `took place ${place} of ${places} in` : 'won'} the ${game} challenge: ${prize}!`,
  /** A closed leaderboard period's prize winners (or its top three when it has no prizes), masked names. */
  leaderboardWinners: (
    period: string,
    winners: readonly { place: string; name: string; prize: string | null }[],
  ) =>
    `🏁 ${period} leaderboard is final! ${winners
      .map((w) => `${w.place} ${w.name}${w.prize ? ` (${w.prize})` : ''}`)
      .join(', ')}.`,
  testMessage: 'This is a test announcement from Podium.',
} as const;

/** The keys that make each announcement once: one per raffle draw, one per tournament. */
export const announcementKeys = {
  raffleDrawn: (raffleId: number) => `raffle-drawn:${raffleId}`,
  tournamentCompleted: (tournamentId: number) => `tournament-completed:${tournamentId}`,
  slotChallengeWon: (claimId: number) => `slot-challenge:${claimId}`,
  /** Per close: a period reopened and closed again announces its corrected winners. */
  leaderboardWinners: (periodId: number, closing: number) => `leaderboard-winners:${periodId}:${closing}`,
} as const;

/**
 * The kinds of announcement an admin may switch on or off (decision 055), each known by its key's
 * prefix. A test message has no kind: it is always sent.
 */
export const announcementKinds = [
  'raffle_drawn',
  'wager_raffle_drawn',
  'tournament_completed',
  'bonus_hunt_finished',
  'slot_challenge_won',
  'leaderboard_winners',
] as const;
export type AnnouncementKind = (typeof announcementKinds)[number];

export const announcementKindLabels: Record<AnnouncementKind, string> = {
  raffle_drawn: 'Raffle drawn (its winners)',
  wager_raffle_drawn: 'Wager raffle drawn (its winners)',
  tournament_completed: 'Tournament complete (its winner)',
  bonus_hunt_finished: 'Bonus hunt finished',
  slot_challenge_won: 'Slot challenge won (its winner)',
  leaderboard_winners: 'Leaderboard period closed (its prize winners)',
};

const kindPrefixes: [string, AnnouncementKind][] = [
  ['raffle-drawn:', 'raffle_drawn'],
  ['wager-raffle:', 'wager_raffle_drawn'],
  ['tournament-completed:', 'tournament_completed'],
  ['bonus-hunt:', 'bonus_hunt_finished'],
  ['slot-challenge:', 'slot_challenge_won'],
  ['leaderboard-winners:', 'leaderboard_winners'],
];

/** The kind an announcement's key names, or null (a test message, or a key of no known kind). */
export const kindOfKey = (key: string): AnnouncementKind | null =>
  kindPrefixes.find(([prefix]) => key.startsWith(prefix))?.[1] ?? null;
