import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { addSlots } from './catalogue.repository.ts';
import { commitment } from './picks.repository.ts';
import { requestIn } from './request.usecases.ts';
import { moveRequests, saveSettings } from './slot-requests.repository.ts';
import { slotCatalogue } from './slot-requests.table.ts';

const demoSlots: [name: string, provider: string][] = [
  ['Gates of Olympus', 'Pragmatic Play'],
  ['Sweet Bonanza', 'Pragmatic Play'],
  ['Sugar Rush', 'Pragmatic Play'],
  ['The Dog House', 'Pragmatic Play'],
  ['Wanted Dead or a Wild', 'Hacksaw Gaming'],
  ['Chaos Crew', 'Hacksaw Gaming'],
  ['Mental', 'Nolimit City'],
  ['San Quentin xWays', 'Nolimit City'],
  ['Book of Dead', "Play'n GO"],
  ['Reactoonz', "Play'n GO"],
  ['Money Train 3', 'Relax Gaming'],
  ['Jammin’ Jars', 'Push Gaming'],
];

/** [member, slot] — the open queue; the first is played. */
const demoRequests: [username: string, slot: string][] = [
  ['spinmaster', 'Money Train 3'],
  ['lucky_lena', 'Mental'],
  ['bonusbaron', 'Sweet Bonanza'],
  ['reelqueen', 'Wanted Dead or a Wild'],
];

/** The catalogue, open settings (free requests, a reward), a queue and one played request. */
export async function seedSlotRequests(tx: Tx): Promise<void> {
  await addSlots(
    tx,
    demoSlots.map(([name, provider]) => ({ name, provider, image: null })),
  );
  await saveSettings(tx, { open: true, perMember: 1, rewardPoints: 500, rewardMultiplierHundredths: 10_000 });
  await tx
    .update(slotCatalogue)
    .set({ banned: true })
    .where(inArray(slotCatalogue.name, ['Book of Dead']));
  const slots = await tx.select().from(slotCatalogue);
  const members = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        demoRequests.map(([name]) => name),
      ),
    );
  const ids: number[] = [];
  for (const [username, slotName] of demoRequests) {
    const member = members.find((m) => m.username === username);
    const slot = slots.find((s) => s.name === slotName);
    if (member && slot) ids.push((await requestIn(tx, member.id, slot.id, 'site')).requestId);
  }
  if (ids[0])
    await moveRequests(
      tx,
      { ids: [ids[0]], from: ['open'] },
      {
        status: 'played',
        betCents: 100,
        winCents: 4_250,
        multiplierHundredths: 4_250,
        decidedAt: new Date(),
      },
    );
  await commitment(tx);
}
