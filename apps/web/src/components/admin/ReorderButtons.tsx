import { ArrowDownIcon, ArrowUpIcon } from '@/components/icons/action-icons.tsx';
import { buttonClass } from '@/components/styles.ts';
import type { Direction } from '@/lib/reorder.ts';

interface ReorderButtonsProps {
  /** A prefix for the buttons' ids, so focus can follow a moved row. */
  idPrefix: string;
  name: string;
  isFirst: boolean;
  isLast: boolean;
  disabled: boolean;
  onMove: (direction: Direction) => void;
}

export const moveButtonId = (idPrefix: string, direction: Direction) => `${idPrefix}-move-${direction}`;

/** Move up / Move down: keyboard-reachable buttons named after the item they move. */
export function ReorderButtons({ idPrefix, name, isFirst, isLast, disabled, onMove }: ReorderButtonsProps) {
  return (
    <div className="flex gap-1">
      <button
        id={moveButtonId(idPrefix, 'up')}
        type="button"
        className={buttonClass('secondary', 'icon')}
        aria-label={`Move ${name} up`}
        title="Move up"
        disabled={disabled || isFirst}
        onClick={() => onMove('up')}
      >
        <ArrowUpIcon />
      </button>
      <button
        id={moveButtonId(idPrefix, 'down')}
        type="button"
        className={buttonClass('secondary', 'icon')}
        aria-label={`Move ${name} down`}
        title="Move down"
        disabled={disabled || isLast}
        onClick={() => onMove('down')}
      >
        <ArrowDownIcon />
      </button>
    </div>
  );
}
