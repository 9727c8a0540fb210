import { dollars } from './bonus-hunts.repository.ts';
import type { BonusHuntGameRow, BonusHuntRow } from './bonus-hunts.table.ts';

/** The audit entries' target for every hunt action (decision 039): the hunt. */
export const huntTarget = (id: number) => ({ type: 'bonus_hunt', id });

/** A hunt's settings as its audit entries show them, in the form's names. */
export const auditSettings = (h: BonusHuntRow) => ({
  title: h.title,
  start_balance: dollars(h.startBalanceCents),
  prize_points: h.prizePoints,
  prize_xp: h.prizeXp,
  predictions_active: h.predictionsActive,
  large_win_multiplier: h.largeWinMultiplier,
});

/** A game as its audit entries show it, in the form's names. */
export const auditGame = (g: BonusHuntGameRow) => ({
  slot_name: g.slotName,
  provider: g.provider,
  slot_bet: dollars(g.betCents),
  slot_image: g.image,
});

/** A whole game as a removal and its undo record it: which, where, what it is and its win. */
export const auditWholeGame = (g: BonusHuntGameRow) => ({
  game_id: g.id,
  position: g.position,
  ...auditGame(g),
  slot_win: g.winCents === null ? null : dollars(g.winCents),
});
