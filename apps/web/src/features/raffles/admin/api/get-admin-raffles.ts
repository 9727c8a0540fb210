import { useQuery } from '@tanstack/react-query';
import { adminRaffleEntriesQuery, adminRaffleQuery, adminRafflesQuery } from './keys.ts';

export const useAdminRaffles = () => useQuery(adminRafflesQuery);
export const useAdminRaffle = (id: number) => useQuery(adminRaffleQuery(id));
export const useAdminRaffleEntries = (id: number) => useQuery(adminRaffleEntriesQuery(id));
