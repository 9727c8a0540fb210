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
  testMessage: 'This is a test announcement from Podium.',
} as const;

/** The keys that make each announcement once: one per raffle draw, one per tournament. */
export const announcementKeys = {
  raffleDrawn: (raffleId: number) => `raffle-drawn:${raffleId}`,
  tournamentCompleted: (tournamentId: number) => `tournament-completed:${tournamentId}`,
} as const;
