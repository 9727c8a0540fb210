import type { Role } from '@podium/shared/common/user';
import { type BadgeTone, StatusBadge } from '@/components/admin/StatusBadge.tsx';

const tone: Record<Role, BadgeTone> = { Admin: 'rose', Moderator: 'sky', VIP: 'amber', Member: 'neutral' };

export function RoleBadge({ role }: { role: Role }) {
  return <StatusBadge tone={tone[role]}>{role}</StatusBadge>;
}
