import type { RaffleEntryType } from '@podium/shared/raffles/schemas';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { insertRaffle } from './admin-raffles.usecases.ts';
import { drawInTransaction } from './draw.usecases.ts';
import { raffleDraws, raffleEntries, raffles } from './raffles.table.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The word the demo's active raffle takes for a password entry. */
export const DEMO_RAFFLE_PASSWORD = 'podium';

const at = (ms: number) => new Date(Date.now() + ms).toISOString();

const base = {
  image: null,
  points_per_entry: null,
  max_tickets_per_member: null,
  allow_passwordless_entry: false,
  allow_points_entry: false,
};

async function addEntries(
  tx: Tx,
  raffleId: number,
  startedMs: number,
  entries: [username: string, type: RaffleEntryType][],
) {
  const names = [...new Set(entries.map(([name]) => name))];
  const rows = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, names));
  const idOf = new Map(rows.map((r) => [r.username, r.id]));
  const values = entries
    .filter(([name]) => idOf.has(name))
    .map(([name, entryType], i) => ({
      raffleId,
      userId: idOf.get(name)!,
      entryType,
      createdAt: new Date(Date.now() + startedMs + (i + 1) * HOUR),
    }));
  if (values.length) await tx.insert(raffleEntries).values(values);
}

/**
 * Three demo raffles: one open with free, points and password entries (password 'podium') and a $50
 * cash prize per place, one ended and drawn for real (its verify data checks out with scripts/verify-draw.mjs), one not started yet.
 * Entries are free and password ones only: points entries go through the ledger when members enter.
 */
export async function seedRaffles(tx: Tx): Promise<void> {
  const active = await insertRaffle(
    tx,
    {
      ...base,
      title: 'Weekly Community Raffle',
      description:
        'Three winners get a $50 casino tip each. Enter free, with points, or with the word from stream.',
      start_datetime: at(-DAY),
      end_datetime: at(5 * DAY),
      number_of_winners: 3,
      allow_passwordless_entry: true,
      allow_points_entry: true,
      points_per_entry: 100,
      max_tickets_per_member: 50,
      password: DEMO_RAFFLE_PASSWORD,
      // A real cash prize per place (decision 044): drawn winners land in the payout queue.
      prizes: [1, 2, 3].map(() => ({ prize_type: 'cash', prize_value: 50, description: 'Casino tip' })),
    },
    null,
  );
  await addEntries(tx, active, -DAY, [
    ['lucky_lena', 'passwordless'],
    ['bonusbaron', 'passwordless'],
    ['highroller_hank', 'password'],
    ['jackpot_jo', 'passwordless'],
    ['scatter_sam', 'passwordless'],
    ['lucky_lena', 'password'],
  ]);

  const endedStart = -9 * DAY;
  const ended = await insertRaffle(
    tx,
    {
      ...base,
      title: 'Hoodie Giveaway',
      description: 'Two community hoodies, drawn live at the end of the week.',
      start_datetime: at(endedStart),
      end_datetime: at(-2 * DAY),
      number_of_winners: 2,
      allow_passwordless_entry: true,
      password: 'hoodie',
      prizes: [1, 2].map(() => ({ prize_type: 'custom', description: 'Community hoodie' })),
    },
    null,
  );
  const regulars = [
    'lucky_lena',
    'bonusbaron',
    'highroller_hank',
    'jackpot_jo',
    'scatter_sam',
    'freespin_fay',
  ];
  await addEntries(tx, ended, endedStart, [
    ...regulars.map((name): [string, RaffleEntryType] => [name, 'passwordless']),
    ['neon_nina', 'passwordless'],
    ['plinko_pat', 'passwordless'],
    ['lucky_lena', 'password'],
    ['jackpot_jo', 'password'],
  ]);
  await drawInTransaction(tx, ended, null);
  // As if the scheduled draw ran at the end time, of a raffle made (its seed hash published) before it began.
  const endedAt = new Date(Date.now() - 2 * DAY + 5_000);
  const createdAt = new Date(Date.now() + endedStart - DAY);
  await tx.update(raffles).set({ drawnAt: endedAt, createdAt }).where(eq(raffles.id, ended));
  await tx.update(raffleDraws).set({ createdAt: endedAt }).where(eq(raffleDraws.raffleId, ended));

  await insertRaffle(
    tx,
    {
      ...base,
      title: 'Bonus Buy Raffle',
      description: 'One winner picks the slot for a $500 bonus buy on stream. Points entries only.',
      start_datetime: at(2 * DAY),
      end_datetime: at(9 * DAY),
      number_of_winners: 1,
      allow_points_entry: true,
      points_per_entry: 250,
      max_tickets_per_member: 20,
      prizes: [{ prize_type: 'custom', description: 'Picks the slot for a $500 bonus buy on stream' }],
    },
    null,
  );
}
