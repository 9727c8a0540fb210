import { Icon, type IconProps as P } from '@/components/icons/Icon.tsx';

/** A ledger page with lines and a check: the audit log's section icon. */
export const AuditLogIcon = (p: P) => (
  <Icon {...p}>
    <path d="M6 3h9l4 4v14H6z" />
    <path d="M15 3v4h4M9 11h7M9 15h4" />
    <path d="m13.5 18 1.5 1.5 3-3" />
  </Icon>
);
