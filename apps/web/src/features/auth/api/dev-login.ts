import type { CurrentUser } from '@podium/shared/common/user';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';

/** POST /auth/dev-login (development and tests only): signs in a seeded or new user by name. */
export const devLogin = (username: string) => api.post<CurrentUser>('/auth/dev-login', { username });

export const useDevLogin = () => useMutation({ mutationFn: devLogin });
