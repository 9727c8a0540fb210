import type { AdminAchievement } from '@podium/shared/members/schemas';
import { DeleteButton, EditButton } from '@/components/admin/RowButtons.tsx';
import { StatusBadge } from '@/components/admin/StatusBadge.tsx';
import { CatalogueIcon } from '@/components/CatalogueIcon.tsx';
import { cardClass } from '@/components/styles.ts';
import { categoryLabels, unlockRule } from './labels.ts';

interface AchievementRowProps {
  achievement: AdminAchievement;
  onEdit: () => void;
  onDelete: () => void;
}

export function AchievementRow({ achievement, onEdit, onDelete }: AchievementRowProps) {
  const { title, unlock_count: unlocks } = achievement;
  return (
    <li className={`${cardClass} flex flex-col gap-4 p-4 sm:flex-row sm:items-center`}>
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <CatalogueIcon icon={achievement.icon} />
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold text-white">
            <span className="truncate">{title}</span>
            {achievement.is_active ? null : <StatusBadge>Inactive</StatusBadge>}
          </h3>
          <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-400">
            <span className="text-primary">{categoryLabels[achievement.category]}</span>
            <span>{unlockRule(achievement.criterion, achievement.threshold)}</span>
            <span>
              {unlocks.toLocaleString('en-US')} unlock{unlocks === 1 ? '' : 's'}
            </span>
          </p>
        </div>
      </div>
      <div className="flex items-center gap-2 sm:shrink-0">
        <EditButton name={title} onClick={onEdit} />
        <DeleteButton name={title} onClick={onDelete} />
      </div>
    </li>
  );
}
