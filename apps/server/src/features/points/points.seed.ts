import type { Tx } from '../../db/client.ts';
import { findUserByUsername } from '../users/users.repository.ts';
import { applyLedgerEntry } from './ledger.usecases.ts';

/** Points the demo 'member' starts with (through the ledger), enough to try the store. */
export const DEMO_WELCOME_POINTS = 2500;

/** The demo member's welcome bonus (after the users are seeded). */
export async function seedWelcomePoints(tx: Tx): Promise<void> {
  const member = await findUserByUsername(tx, 'member');
  if (!member) return;
  await applyLedgerEntry(tx, {
    userId: member.id,
    amount: DEMO_WELCOME_POINTS,
    kind: 'seed',
    reason: 'Welcome bonus',
    reference: 'seed:welcome',
  });
}
