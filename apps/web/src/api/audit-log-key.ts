/**
 * Every audit log read (the section and the member page's panel) starts with this key: a feature whose
 * action writes an entry (a ban) refreshes them without importing the audit feature.
 */
export const auditLogKey = ['admin', 'audit-log'] as const;
