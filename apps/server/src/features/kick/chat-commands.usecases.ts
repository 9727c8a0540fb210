import type { KickCommands } from '@podium/shared/kick/admin';
import { type KickCommandName, kickChatAnswers } from '@podium/shared/kick/chat-messages';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rankByPoints } from '../profile/profile.repository.ts';
import type { UserRow } from '../users/users.table.ts';
import { currentHuntStats, topOfMainBoard } from './chat-commands.repository.ts';
import type { Outcome } from './chat-points.usecases.ts';
import { kickCommandUses } from './kick.table.ts';

/** A command's answer, to be posted in Kick chat once the webhook's transaction has committed. */
export interface CommandAnswer extends Outcome {
  reply: string | null;
}

/**
 * Takes the command's turn: answered at most once per cooldown across every process (one conditional
 * upsert on its row). False while it cools down.
 */
async function takeTurn(tx: Tx, command: KickCommandName, cooldownSeconds: number): Promise<boolean> {
  const rows = await tx
    .insert(kickCommandUses)
    .values({ command, lastAnsweredAt: sql`now()` as unknown as Date })
    .onConflictDoUpdate({
      target: kickCommandUses.command,
      set: { lastAnsweredAt: sql`excluded.last_answered_at` },
      setWhere: sql`${kickCommandUses.lastAnsweredAt} <= now() - ${cooldownSeconds}::double precision * interval '1 second'`,
    })
    .returning({ command: kickCommandUses.command });
  return rows.length === 1;
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
  if (!(await takeTurn(tx, command, commands.cooldown_seconds))) {
    return { outcome: 'command_cooldown', userId, detail: `!${command}`, reply: null };
  }
  const reply = await answerText(tx, command, sender.name, sender.member);
  return { outcome: 'command', userId, detail: `!${command}: ${reply}`, reply };
}
