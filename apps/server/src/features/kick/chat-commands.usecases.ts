import type { KickCommands } from '@podium/shared/kick/admin';
import { type HuntStats, type KickCommandName, kickChatAnswers } from '@podium/shared/kick/chat-messages';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { currentHuntView } from '../bonus-hunts/bonus-hunts.usecases.ts';
import { rankByPoints } from '../profile/profile.repository.ts';
import type { UserRow } from '../users/users.table.ts';
import { takeCommandTurn, topOfMainBoard } from './chat-commands.repository.ts';
import type { Outcome } from './chat-points.usecases.ts';

/** A command's answer, to be posted in Kick chat once the webhook's transaction has committed. */
export interface CommandAnswer extends Outcome {
  reply: string | null;
}

/**
 * The current bonus hunt's figures for `!hunt`, or null: the same hunt /bonus-hunts and the overlay
 * show (the newest started, running or finished; decision 047), so chat and page never disagree.
 */
async function currentHuntStats(db: DbOrTx): Promise<HuntStats | null> {
  const view = await currentHuntView(db, null);
  if (!view.hunt) return null;
  return {
    title: view.hunt.title,
    finished: view.hunt.status === 'finished',
    start_balance: view.hunt.start_balance,
    games: view.games.length,
    opened: view.games.filter((g) => g.slot_win !== null).length,
    winnings: view.statistics.winnings,
    break_even_multiplier: view.statistics.break_even_multiplier,
    highest_multiplier: view.statistics.highest_multiplier,
  };
}

async function answerText(tx: Tx, command: KickCommandName, name: string, member: UserRow | undefined) {
  if (command === 'points') {
    if (!member) return kickChatAnswers.notLinked(name);
    return kickChatAnswers.points(name, member.points, await rankByPoints(tx, member.points));
  }
  if (command === 'leaderboard') {
    const board = await topOfMainBoard(tx, 3);
    return board ? kickChatAnswers.leaderboard(board.name, board.top) : kickChatAnswers.noBoard;
  }
  const hunt = await currentHuntStats(tx);
  return hunt ? kickChatAnswers.hunt(hunt) : kickChatAnswers.noHunt;
}

/**
 * `!points`, `!leaderboard`, `!hunt`: null when the command is switched off (the message is then
 * ordinary chat); otherwise the answer to post, or none while the command cools down.
 */
export async function answerCommand(
  tx: Tx,
  commands: KickCommands,
  command: KickCommandName,
  sender: { name: string; member: UserRow | undefined },
): Promise<CommandAnswer | null> {
  if (!commands[command]) return null;
  const userId = sender.member?.id ?? null;
  if (!(await takeCommandTurn(tx, command, commands.cooldown_seconds))) {
    return { outcome: 'command_cooldown', userId, detail: `!${command}`, reply: null };
  }
  const reply = await answerText(tx, command, sender.name, sender.member);
  return { outcome: 'command', userId, detail: `!${command}: ${reply}`, reply };
}
