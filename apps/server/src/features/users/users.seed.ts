import type { Tx } from '../../db/client.ts';
import { users } from './users.table.ts';

const memberNames = [
  'lucky_lena',
  'spinmaster',
  'bonusbaron',
  'reelqueen',
  'highroller_hank',
  'wildcard_will',
  'jackpot_jo',
  'cascade_cam',
  'scatter_sam',
  'multiplier_mo',
  'freespin_fay',
  'megaways_max',
  'sticky_wild',
  'turbo_tess',
  'goldrush_gus',
  'neon_nina',
  'crash_king',
  'plinko_pat',
  'mines_mia',
  'whale_walt',
];

/** Demo members: an admin, a moderator, 'member' (with a Kick link) and twenty regulars. */
export async function seedUsers(tx: Tx): Promise<void> {
  await tx.insert(users).values([
    { username: 'admin', name: 'Admin', role: 'Admin', bio: 'Runs the site.' },
    { username: 'moderator', name: 'Moderator', role: 'Moderator', bio: 'Keeps the chat friendly.' },
    {
      username: 'member',
      name: 'Member',
      role: 'Member',
      kickUsername: 'member_kick',
      bio: 'Here for the hunts.',
    },
    ...memberNames.map((username, i) => ({
      username,
      name: username.replace(/_/g, ' '),
      role: i % 7 === 0 ? ('VIP' as const) : ('Member' as const),
      kickUsername: i % 2 === 0 ? `${username}_kick` : null,
    })),
  ]);
}
