import type { Role } from '@podium/shared/user';

const tone: Record<Role, string> = {
  Admin: 'bg-rose-500/15 text-rose-200 ring-rose-400/30',
  Moderator: 'bg-sky-500/15 text-sky-200 ring-sky-400/30',
  VIP: 'bg-amber-500/15 text-amber-200 ring-amber-400/30',
  Member: 'bg-white/5 text-slate-300 ring-white/10',
};

export function RoleBadge({ role }: { role: Role }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tone[role]}`}
    >
      {role}
    </span>
  );
}
