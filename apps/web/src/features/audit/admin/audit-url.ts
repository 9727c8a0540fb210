import type { AuditFilters } from './api/get-audit-log.ts';

const id = (value: string | null) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** The section's filters, read from its URL (?actor=&member=&action=&from=&to=&page=). */
export function filtersOf(params: URLSearchParams): AuditFilters {
  return {
    actor: id(params.get('actor')),
    member: id(params.get('member')),
    action: params.get('action') || undefined,
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: id(params.get('page')) ?? 1,
  };
}
