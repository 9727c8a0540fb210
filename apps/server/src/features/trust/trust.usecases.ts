import type { TrustPage, TrustPageUpdate, TrustSlug } from '@podium/shared/trust/schemas';
import type { Db } from '../../db/client.ts';
import { changes } from '../audit/audit.changes.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { deleteTrustPage, lockTrustPage, saveTrustPage } from './trust.repository.ts';

/** An admin edits a trust page's title and text: what changed is on record (decision 039). */
export async function updateTrustPage(
  db: Db,
  audit: AuditContext,
  slug: TrustSlug,
  input: TrustPageUpdate,
): Promise<TrustPage> {
  return db.transaction(async (tx) => {
    const before = await lockTrustPage(tx, slug);
    const saved = await saveTrustPage(tx, slug, input, audit.actorId);
    await recordAudit(tx, audit, {
      action: 'trust.update',
      target: { type: 'trust_page', id: slug },
      ...changes({ title: before.title, body: before.body }, { title: saved.title, body: saved.body }),
    });
    return saved;
  });
}

/**
 * An admin puts a trust page back to its built-in text ("Reset to defaults", as Theme has): the saved
 * text is forgotten, so the page follows later revisions of the default; what changed is on record.
 */
export async function resetTrustPage(db: Db, audit: AuditContext, slug: TrustSlug): Promise<TrustPage> {
  return db.transaction(async (tx) => {
    const before = await lockTrustPage(tx, slug);
    const reset = await deleteTrustPage(tx, slug);
    await recordAudit(tx, audit, {
      action: 'trust.reset',
      target: { type: 'trust_page', id: slug },
      ...changes({ title: before.title, body: before.body }, { title: reset.title, body: reset.body }),
    });
    return reset;
  });
}
