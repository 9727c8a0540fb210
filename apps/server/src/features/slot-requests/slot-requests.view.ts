import { centsToAmount } from '@podium/shared/common/money';
import type {
  SlotPick,
  SlotRequest,
  SlotRequestSettings,
  SlotRequestState,
} from '@podium/shared/slot-requests/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { lastPick, waitingPick } from './picks.repository.ts';
import {
  memberRows,
  playedRows,
  queueRows,
  type RequestWithSlot,
  readSettings,
  requestRow,
} from './slot-requests.repository.ts';
import type { SlotRequestSettingsRow, SlotRow } from './slot-requests.table.ts';

/** How many played requests the page and the admin screen show. */
const RECENTLY_PLAYED = 10;

export const slotView = (s: SlotRow) => ({
  id: s.id,
  name: s.name,
  provider: s.provider,
  image: s.image,
  banned: s.banned,
});

export const requestView = ({ r, slot, username }: RequestWithSlot): SlotRequest => ({
  id: r.id,
  slot: slotView(slot),
  username,
  status: r.status,
  source: r.source,
  cost: r.cost,
  refunded: r.refunded,
  bet: r.betCents === null ? null : centsToAmount(r.betCents),
  win: r.winCents === null ? null : centsToAmount(r.winCents),
  multiplier: r.multiplierHundredths === null ? null : r.multiplierHundredths / 100,
  reward: r.reward,
  reward_cash: r.rewardCents === null ? null : centsToAmount(r.rewardCents),
  created_at: r.createdAt.toISOString(),
  decided_at: r.decidedAt?.toISOString() ?? null,
});

export const settingsView = (s: SlotRequestSettingsRow): SlotRequestSettings => ({
  open: s.open,
  per_member: s.perMember,
  cost_points: s.costPoints,
  min_account_days: s.minAccountDays,
  min_level: s.minLevel,
  reward_kind: s.rewardKind,
  reward_points: s.rewardPoints,
  reward_cash: centsToAmount(s.rewardCents),
  reward_multiplier: s.rewardMultiplierHundredths / 100,
});

/** The queue, the viewer's own requests, the next pick's seed hash and the last pick. */
export async function slotRequestState(db: DbOrTx, viewerId: number | null): Promise<SlotRequestState> {
  const [settings, queue, mine, played, waiting, last] = await Promise.all([
    readSettings(db),
    queueRows(db),
    viewerId ? memberRows(db, viewerId) : Promise.resolve([]),
    playedRows(db, RECENTLY_PLAYED),
    waitingPick(db),
    lastPick(db),
  ]);
  let lastView: SlotPick | null = null;
  if (last) {
    const picked = last.requestId ? await requestRow(db, last.requestId) : undefined;
    lastView = {
      id: last.id,
      server_seed_hash: last.serverSeedHash,
      drawn_at: last.drawnAt?.toISOString() ?? null,
      request: picked ? requestView(picked) : null,
    };
  }
  return {
    settings: settingsView(settings),
    queue: queue.map(requestView),
    mine: mine.map(requestView),
    next_pick_hash: waiting?.serverSeedHash ?? null,
    last_pick: lastView,
    recently_played: played.map(requestView),
  };
}
