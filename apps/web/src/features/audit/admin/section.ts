import { lazy } from 'react';
import type { AdminSection } from '@/lib/admin-section.ts';
import { AuditLogIcon } from './icons.tsx';

/** Admin › Audit log (Admins only, decision 039): every staff action; and the member page's own list. */
export const auditSection: AdminSection = {
  path: 'audit-log',
  label: 'Audit log',
  icon: AuditLogIcon,
  Page: lazy(() => import('./AuditLogAdminPage.tsx').then((m) => ({ default: m.AuditLogAdminPage }))),
  panels: {
    member: [lazy(() => import('./MemberAuditLog.tsx').then((m) => ({ default: m.MemberAuditLog })))],
  },
};
