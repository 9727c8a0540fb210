import type { AuditPage } from '@podium/shared/audit/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditLogKey } from '@/api/audit-log-key.ts';
import { getData } from '@/lib/http.ts';

/** The filters of GET /api/admin/audit-log (all optional) and the page. */
export interface AuditFilters {
  actor?: number;
  member?: number;
  action?: string;
  /** UTC days, YYYY-MM-DD. */
  from?: string;
  to?: string;
  page: number;
}

/** The query string for the filters: only the ones set, in a stable order. */
export function auditSearch(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const key of ['actor', 'member', 'action', 'from', 'to'] as const) {
    const value = filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** GET /api/admin/audit-log?actor=&member=&action=&from=&to=&page=: 50 entries a page, newest first. */
export const getAuditLog = (filters: AuditFilters) => {
  const search = auditSearch(filters);
  return getData<AuditPage>(`/api/admin/audit-log${search ? `?${search}` : ''}`);
};

export const auditLogQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: [...auditLogKey, filters],
    queryFn: () => getAuditLog(filters),
    // Keep the last page on screen while the next one (or the next filter) loads.
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filters: AuditFilters) => useQuery(auditLogQuery(filters));
