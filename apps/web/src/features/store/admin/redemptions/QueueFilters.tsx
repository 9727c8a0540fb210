import { SelectField } from '@/components/form/SelectField.tsx';
import { type StatusFilter, statusFilterOptions } from './labels.ts';

export interface ItemOption {
  id: number;
  name: string;
}

interface QueueFiltersProps {
  status: StatusFilter;
  itemId: number | undefined;
  items: ItemOption[];
  onStatus: (status: StatusFilter) => void;
  onItem: (itemId: number | undefined) => void;
}

/** Status (Pending by default) and item filters. */
export function QueueFilters({ status, itemId, items, onStatus, onItem }: QueueFiltersProps) {
  const itemOptions = [
    { value: '', label: 'All items' },
    ...items.map((item) => ({ value: String(item.id), label: item.name })),
  ];
  return (
    <search className="mb-4 grid gap-3 sm:grid-cols-2">
      <SelectField
        id="queue-status"
        label="Status"
        value={status}
        options={statusFilterOptions}
        onChange={onStatus}
      />
      <SelectField
        id="queue-item"
        label="Item"
        value={itemId ? String(itemId) : ''}
        options={itemOptions}
        onChange={(value) => onItem(value ? Number(value) : undefined)}
      />
    </search>
  );
}
