import type { Badge } from '@podium/shared/achievements/schemas';
import type { Db } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { changes } from '../audit/audit.changes.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { badgeGrantConstraints, membersErrors } from '../members/members.errors.ts';
import { userExists } from '../users/users.repository.ts';
import {
  type BadgeInput,
  badgeHolders,
  deleteBadgeGrant,
  deleteBadgeRow,
  findBadge,
  insertBadge,
  insertBadgeGrant,
  lockBadge,
  updateBadgeRow,
} from './admin-badges.repository.ts';

/** A new badge, on record (decision 039). */
export async function createBadge(db: Db, audit: AuditContext, input: BadgeInput): Promise<Badge> {
  return db.transaction(async (tx) => {
    const badge = await insertBadge(tx, input);
    await recordAudit(tx, audit, {
      action: 'badges.create',
      target: { type: 'badge', id: badge.id },
      after: badge,
    });
    return badge;
  });
}

/** Edits a badge; what changed is on record. */
export async function updateBadge(
  db: Db,
  audit: AuditContext,
  id: number,
  input: BadgeInput,
): Promise<Badge> {
  return db.transaction(async (tx) => {
    const before = await lockBadge(tx, id);
    if (!before) throw membersErrors.badgeNotFound();
    const badge = await updateBadgeRow(tx, id, input);
    if (!badge) throw membersErrors.badgeNotFound();
    await recordAudit(tx, audit, {
      action: 'badges.update',
      target: { type: 'badge', id },
      ...changes(before, badge),
    });
    return badge;
  });
}

/** Deleting a badge takes it off every member who had it: the badge and how many held it are on record. */
export async function deleteBadge(db: Db, audit: AuditContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const badge = await lockBadge(tx, id);
    if (!badge) throw membersErrors.badgeNotFound();
    const holders = await badgeHolders(tx, id);
    if (!(await deleteBadgeRow(tx, id))) throw membersErrors.badgeNotFound();
    await recordAudit(tx, audit, {
      action: 'badges.delete',
      target: { type: 'badge', id },
      before: { ...badge, holders },
    });
  });
}

/** Grants once (primary key): a second grant is a 409, and the admin is recorded as grantedBy and on record. */
export async function grantBadge(db: Db, audit: AuditContext, userId: number, badgeId: number) {
  return db.transaction(async (tx) => {
    if (!(await userExists(tx, userId))) throw membersErrors.notFound();
    const badge = await findBadge(tx, badgeId);
    if (!badge) throw membersErrors.badgeNotFound();
    try {
      if (!(await insertBadgeGrant(tx, userId, badgeId, audit.actorId))) {
        throw membersErrors.badgeAlreadyGranted();
      }
    } catch (error) {
      // Member or badge deleted since the checks above.
      throw constraintError(error, badgeGrantConstraints);
    }
    await recordAudit(tx, audit, {
      action: 'badges.grant',
      target: { type: 'badge', id: badgeId },
      member: userId,
      before: { held: false },
      after: { held: true, name: badge.name },
    });
    return badge;
  });
}

/** Takes a badge off a member, on record. */
export async function revokeBadge(
  db: Db,
  audit: AuditContext,
  userId: number,
  badgeId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteBadgeGrant(tx, userId, badgeId))) throw membersErrors.badgeNotHeld();
    const badge = await findBadge(tx, badgeId);
    await recordAudit(tx, audit, {
      action: 'badges.revoke',
      target: { type: 'badge', id: badgeId },
      member: userId,
      before: { held: true, name: badge?.name ?? null },
      after: { held: false },
    });
  });
}
