import type { AuditEntry } from '@podium/shared/audit/schemas';

/** "sessions_ended" → "Sessions ended". */
export const fieldLabel = (key: string) => {
  const words = key.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A value of before/after as people read it. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

export interface AuditChange {
  /** The field's label; null when before/after are single values, not records. */
  field: string | null;
  before: string;
  after: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Before → after as a readable diff: one line per field that differs (a field on one side only
 * shows "—" on the other). Empty when nothing changed (a role set to the one the member had).
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (isRecord(before) || isRecord(after)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys
      .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
      .map((k) => ({ field: fieldLabel(k), before: shownValue(b[k]), after: shownValue(a[k]) }));
  }
  if ((before ?? null) === null && (after ?? null) === null) return [];
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ field: null, before: shownValue(before), after: shownValue(after) }];
}

/** "member #3", "raffle #12", "site settings". */
export const targetLabel = (entry: Pick<AuditEntry, 'target_type' | 'target_id'>) =>
  `${entry.target_type.replaceAll('_', ' ')}${entry.target_id ? ` #${entry.target_id}` : ''}`;

/** Who acted: the staff member's username, or the site itself (ADMIN_DISCORD_IDS, `npm run role`). */
export const actorLabel = (entry: Pick<AuditEntry, 'actor'>) => entry.actor?.username ?? 'The site';
