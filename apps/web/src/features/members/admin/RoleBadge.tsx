import type { Role } from '@podium/shared/common/user';
import { Pill, type PillTone } from '@/components/Pill.tsx';

const tone: Record<Role, PillTone> = { Admin: 'rose', Moderator: 'sky', VIP: 'amber', Member: 'neutral' };

export function RoleBadge({ role }: { role: Role }) {
  return <Pill tone={tone[role]}>{role}</Pill>;
}
