import type { QueryClient } from '@tanstack/react-query';
import { rafflesKey } from '@/features/raffles/api/keys.ts';

/** Every admin raffle query starts with this key. */
export const adminRafflesKey = ['admin', 'raffles'] as const;
export const adminRafflePath = (id: number) => `/api/admin/raffles/${id}`;

/** Create and update share this key, so the form's dialog stays open while either is in flight. */
export const saveRaffleKey = [...adminRafflesKey, 'save'] as const;

/** After any change: reload the admin's raffles and the public pages' (list, detail, verify). */
export const refreshRaffles = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminRafflesKey }),
    queryClient.invalidateQueries({ queryKey: rafflesKey }),
  ]);
