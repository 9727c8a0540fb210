import type { HuntWinInput } from '@podium/shared/bonus-hunts/schemas';
import type { Db } from '../../db/client.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { setGameWin, setOpeningGame } from './admin-bonus-hunts.repository.ts';
import { huntGame } from './admin-bonus-hunts.usecases.ts';
import { huntTarget } from './bonus-hunts.audit.ts';
import { bonusHuntErrors } from './bonus-hunts.errors.ts';
import { dollars, findHunt, gameRows, toCents } from './bonus-hunts.repository.ts';
import { adjustHunt } from './prizes.usecases.ts';

/** The plausibility check (decision 047): a win above `multiplier` times a non-zero bet. */
export const isLargeWin = (winCents: number, betCents: number, multiplier: number) =>
  betCents > 0 && winCents > betCents * multiplier;

/**
 * Records a game's win. While the hunt runs it may be recorded again (a typo fixed), and the next
 * unopened game in order becomes the one being opened. After the hunt finished it is a correction:
 * a reason is required and the winners' payouts are adjusted by the difference. On record: the game,
 * its bet and win before → after (and a correction's reason).
 */
export async function recordWin(
  db: Db,
  audit: AuditContext,
  huntId: number,
  gameId: number,
  input: HuntWinInput,
) {
  const reason = input.reason?.trim() ?? '';
  return db.transaction(async (tx) => {
    const hunt = await findHunt(tx, huntId, true);
    if (!hunt) throw bonusHuntErrors.notFound();
    const game = await huntGame(tx, huntId, gameId);
    if (hunt.finishedAt && !reason) throw bonusHuntErrors.reasonRequired();
    if (
      isLargeWin(toCents(input.slot_win), game.betCents, hunt.largeWinMultiplier) &&
      !input.confirm_large_win
    ) {
      throw bonusHuntErrors.largeWin(hunt.largeWinMultiplier);
    }
    await setGameWin(tx, gameId, toCents(input.slot_win));
    const win = { game_id: gameId, slot_name: game.slotName, slot_bet: dollars(game.betCents) };
    await recordAudit(tx, audit, {
      action: hunt.finishedAt ? 'bonus-hunts.correct' : 'bonus-hunts.win',
      target: huntTarget(huntId),
      before: { ...win, slot_win: game.winCents === null ? null : dollars(game.winCents) },
      after: { ...win, slot_win: dollars(toCents(input.slot_win)) },
      reason: hunt.finishedAt ? reason : null,
    });
    if (hunt.finishedAt) {
      await adjustHunt(tx, hunt, audit.actorId, reason);
      return { corrected: true };
    }
    const games = await gameRows(tx, huntId);
    const at = games.findIndex((g) => g.id === gameId);
    const next =
      games.slice(at + 1).find((g) => g.winCents === null) ?? games.find((g) => g.winCents === null) ?? null;
    await setOpeningGame(tx, huntId, next?.id ?? null);
    return { corrected: false };
  });
}
