import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { bonusHuntGames, bonusHuntPredictions, bonusHunts } from './bonus-hunts.table.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

type Game = [slot: string, provider: string, bet: number, win: number | null];

const running: Game[] = [
  ['Gates of Olympus', 'Pragmatic Play', 2, 184.4],
  ['Sweet Bonanza', 'Pragmatic Play', 2, 36.2],
  ['Wanted Dead or a Wild', 'Hacksaw Gaming', 1.6, 412.8],
  ['Mental', 'Nolimit City', 1, 0],
  ['Book of Dead', "Play'n GO", 2, null],
  ['Big Bass Bonanza', 'Pragmatic Play', 2.5, null],
  ['Money Train 3', 'Relax Gaming', 1.2, null],
  ['Sugar Rush', 'Pragmatic Play', 2, null],
  ['Chaos Crew', 'Hacksaw Gaming', 1, null],
  ['Fruit Party', 'Pragmatic Play', 2, null],
];

const finished: Game[] = [
  ['Dog House Megaways', 'Pragmatic Play', 2, 312],
  ['Tombstone RIP', 'Nolimit City', 1, 54.3],
  ['Reactoonz', "Play'n GO", 2, 88],
  ['Starlight Princess', 'Pragmatic Play', 2, 12.4],
  ['Rip City', 'Hacksaw Gaming', 1.5, 640.5],
];

/** [member, end balance, highest multiplier, game, hours ago] */
type Pick = [username: string, end: number, multi: number, game: string, hoursAgo: number];

const runningPicks: Pick[] = [
  ['lucky_lena', 1450, 320.5, 'Wanted Dead or a Wild', 5],
  ['bonusbaron', 2100, 150, 'Money Train 3', 4.5],
  ['highroller_hank', 980.25, 85, 'Gates of Olympus', 4],
  ['jackpot_jo', 1750, 500, 'Mental', 3],
  ['scatter_sam', 1300, 210.75, 'Chaos Crew', 2],
];

const finishedPicks: Pick[] = [
  ['lucky_lena', 1200, 300, 'Rip City', 8 * 24],
  ['bonusbaron', 950, 420, 'Rip City', 8 * 24 - 1],
  ['freespin_fay', 1100, 150, 'Dog House Megaways', 8 * 24 - 2],
];

async function insertHunt(
  tx: Tx,
  hunt: { title: string; start: number; open: boolean; createdAgo: number; finishedAgo: number | null },
  games: Game[],
  picks: Pick[],
  idOf: Map<string, number>,
) {
  const [row] = await tx
    .insert(bonusHunts)
    .values({
      title: hunt.title,
      startBalanceCents: hunt.start * 100,
      predictionsActive: hunt.open,
      prizePoints: 500,
      prizeXp: 250,
      createdAt: ago(hunt.createdAgo),
      finishedAt: hunt.finishedAgo === null ? null : ago(hunt.finishedAgo),
    })
    .returning({ id: bonusHunts.id });
  const huntId = row!.id;
  const rows = await tx
    .insert(bonusHuntGames)
    .values(
      games.map(([slotName, provider, bet, win], i) => ({
        huntId,
        position: i + 1,
        slotName,
        provider,
        betCents: Math.round(bet * 100),
        winCents: win === null ? null : Math.round(win * 100),
        openedAt: win === null ? null : ago(hunt.createdAgo - (i + 1) * 600_000),
      })),
    )
    .returning({ id: bonusHuntGames.id, win: bonusHuntGames.winCents });
  const values = picks
    .filter(([name]) => idOf.has(name))
    .map(([name, end, multi, game, hoursAgo]) => ({
      huntId,
      userId: idOf.get(name)!,
      endBalanceCents: Math.round(end * 100),
      highestMultiplierHundredths: Math.round(multi * 100),
      highestMultiplierGame: game,
      createdAt: ago(hoursAgo * HOUR),
      submittedAt: ago(hoursAgo * HOUR),
    }));
  if (values.length) await tx.insert(bonusHuntPredictions).values(values);
  return { huntId, nextGame: rows.find((g) => g.win === null)?.id ?? null };
}

/**
 * Two demo hunts: one finished a week ago (the history), and one running with four games opened, the
 * fifth being opened and predictions still open, so the default start shows a live hunt. The finished
 * one's prizes are not paid here (points are written through the ledger only).
 */
export async function seedBonusHunts(tx: Tx): Promise<void> {
  const names = [...new Set([...runningPicks, ...finishedPicks].map(([name]) => name))];
  const rows = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, names));
  const idOf = new Map(rows.map((r) => [r.username, r.id]));
  await insertHunt(
    tx,
    { title: 'Weekend Hunt #41', start: 1000, open: false, createdAgo: 8 * DAY + HOUR, finishedAgo: 7 * DAY },
    finished,
    finishedPicks,
    idOf,
  );
  const { huntId, nextGame } = await insertHunt(
    tx,
    { title: 'Sunday Bonus Hunt #42', start: 2000, open: true, createdAgo: 6 * HOUR, finishedAgo: null },
    running,
    runningPicks,
    idOf,
  );
  await tx.update(bonusHunts).set({ openingGameId: nextGame }).where(eq(bonusHunts.id, huntId));
}
