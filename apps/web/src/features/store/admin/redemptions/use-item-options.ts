import type { QueueRedemption } from '@podium/shared/store/schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { adminStoreItemsQuery } from '@/features/store/admin/items/api/get-admin-store-items.ts';
import { useAuth } from '@/lib/use-auth.ts';
import type { ItemOption } from './QueueFilters.tsx';

const byName = (a: ItemOption, b: ItemOption) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/**
 * The item filter's choices. Admins get every store item; the items list is admin-only, so a
 * moderator gets the items seen in the queue so far (kept across pages and filters).
 */
export function useItemOptions(rows: QueueRedemption[] | undefined): ItemOption[] {
  const isAdmin = useAuth().isAdmin;
  const items = useQuery({ ...adminStoreItemsQuery, enabled: isAdmin });
  const [seen, setSeen] = useState<ItemOption[]>([]);

  useEffect(() => {
    if (isAdmin || !rows) return;
    setSeen((current) => {
      const known = new Set(current.map((i) => i.id));
      const added = rows.map((r) => r.item).filter((i) => !known.has(i.id) && known.add(i.id));
      return added.length
        ? [...current, ...added.map(({ id, name }) => ({ id, name }))].sort(byName)
        : current;
    });
  }, [isAdmin, rows]);

  if (!isAdmin) return seen;
  return (items.data ?? []).map(({ id, name }) => ({ id, name })).sort(byName);
}
