import type { QueryClient } from '@tanstack/react-query';
import { wagerRafflesKey } from '@/features/wager-raffles/api/keys.ts';

/** Every admin wager raffle query starts with this key. */
export const adminWagerRafflesKey = ['admin', 'wager-raffles'] as const;
export const adminWagerRafflesPath = '/api/admin/wager-raffles';
export const adminWagerRafflePath = (id: number) => `${adminWagerRafflesPath}/${id}`;

/** Create and update share this key, so the form's dialog stays open while either is in flight. */
export const saveWagerRaffleKey = [...adminWagerRafflesKey, 'save'] as const;

/** After any change: reload the admin's wager raffles and the public pages'. */
export const refreshWagerRaffles = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminWagerRafflesKey }),
    queryClient.invalidateQueries({ queryKey: wagerRafflesKey }),
  ]);
