import { isStaffRole } from '@podium/shared/common/user';
import type { KickEventOutcome } from '@podium/shared/kick/admin';
import { parseSr, srAnswers } from '@podium/shared/slot-requests/chat';
import { slotRequestErrors as catalogue } from '@podium/shared/slot-requests/errors';
import { closestSlot } from '@podium/shared/slot-requests/rules';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { isActiveMember } from '../users/users.repository.ts';
import type { UserRow } from '../users/users.table.ts';
import { searchSlots } from './catalogue.repository.ts';
import { requestIn } from './request.usecases.ts';

/** `!sr`'s answer: what the Kick log records, the bot's reply, and whether the queue changed. */
export interface SrAnswer {
  outcome: KickEventOutcome;
  userId: number | null;
  detail: string;
  reply: string;
  queueChanged: boolean;
}

/** How many catalogue names `!sr` weighs for its closest match. */
const CANDIDATES = 50;

/**
 * `!sr <slot name>` from Kick chat (issue 29, decision 059), inside the webhook's transaction: null when
 * the message is not a !sr; otherwise the answer. Linked members only, staff never; the slot is the
 * catalogue's exact name (any case), else the closest one starting with or containing it; the request
 * is the site's own (`requestIn`, every rule the same) in a savepoint, so a refusal leaves the webhook's
 * transaction whole.
 */
export async function answerSr(
  tx: Tx,
  sender: { name: string; member: UserRow | undefined },
  content: string,
): Promise<SrAnswer | null> {
  const sr = parseSr(content);
  if (!sr) return null;
  const { name, member } = sender;
  const answer = (reply: string, queueChanged = false): SrAnswer => ({
    outcome: 'command',
    userId: member?.id ?? null,
    detail: `!sr: ${reply}`,
    reply,
    queueChanged,
  });
  if (sr === 'usage') return answer(srAnswers.usage(name));
  if (!member || !isActiveMember(member)) return answer(srAnswers.notLinked(name));
  if (isStaffRole(member.role)) return answer(srAnswers.refused(name, catalogue.staffCannotRequest.message));
  const slot = closestSlot(sr.name, await searchSlots(tx, sr.name, CANDIDATES));
  if (!slot) return answer(srAnswers.noMatch(name, sr.name));
  try {
    const done = await tx.transaction((savepoint) => requestIn(savepoint, member.id, slot.id, 'chat'));
    return answer(srAnswers.requested(name, done.slot, done.position), true);
  } catch (error) {
    if (error instanceof AppError) return answer(srAnswers.refused(name, error.message));
    throw error;
  }
}
