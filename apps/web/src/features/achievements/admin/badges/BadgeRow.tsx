import type { Badge } from '@podium/shared/achievements/schemas';
import { DeleteButton, EditButton } from '@/components/admin/RowButtons.tsx';
import { CatalogueIcon } from '@/components/CatalogueIcon.tsx';
import { cardClass } from '@/components/styles.ts';

interface BadgeRowProps {
  badge: Badge;
  onEdit: () => void;
  onDelete: () => void;
}

export function BadgeRow({ badge, onEdit, onDelete }: BadgeRowProps) {
  return (
    <li className={`${cardClass} flex flex-col gap-4 p-4 sm:flex-row sm:items-center`}>
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <CatalogueIcon icon={badge.icon} />
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-white">{badge.name}</h3>
          <p className="mt-0.5 line-clamp-2 text-xs text-slate-400">
            {badge.description || <span className="text-slate-500">No description</span>}
          </p>
        </div>
      </div>
      <div className="flex items-center gap-2 sm:shrink-0">
        <EditButton name={badge.name} onClick={onEdit} />
        <DeleteButton name={badge.name} onClick={onDelete} />
      </div>
    </li>
  );
}
