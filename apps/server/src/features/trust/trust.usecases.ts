import type { TrustPage, TrustPageUpdate, TrustSlug } from '@podium/shared/trust/schemas';
import type { Db } from '../../db/client.ts';
import { changes } from '../audit/audit.changes.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { lockTrustPage, saveTrustPage } from './trust.repository.ts';

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
