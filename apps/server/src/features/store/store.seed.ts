import type { Tx } from '../../db/client.ts';
import { storeItems } from './store.table.ts';

/** Counted, unlimited (quantity null), limited per member, sold out, out of reach and inactive items. */
const demoStoreItems: (typeof storeItems.$inferInsert)[] = [
  {
    name: 'Stream Shout-out',
    description: 'Your name read out live on the next stream.',
    cost: 250,
    quantity: null,
  },
  {
    name: '$10 Casino Tip',
    description: 'A $10 tip sent to your linked casino account.',
    cost: 1000,
    kind: 'cash',
    cashCents: 1000,
    quantity: 20,
    maxPurchasesPerUser: 2,
  },
  {
    name: 'Bonus Buy Pick',
    description: 'Pick the slot for one bonus buy on stream.',
    cost: 1500,
    quantity: 3,
  },
  {
    name: 'Signed Mousepad',
    description: 'An XL mousepad signed by the streamer.',
    cost: 1200,
    quantity: 0,
  },
  {
    name: 'Podium Hoodie',
    description: 'The embroidered community hoodie, shipped worldwide.',
    cost: 6000,
    quantity: 5,
  },
  {
    name: 'Discord VIP Role (30 days)',
    description: 'Retired: the VIP role now comes with the VIP tiers.',
    cost: 800,
    quantity: null,
    isActive: false,
  },
];

export async function seedStore(tx: Tx): Promise<void> {
  await tx.insert(storeItems).values(demoStoreItems);
}
