import type { CurrentUser } from '@podium/shared/common/user';
import { useBoot } from './boot.ts';
import { api } from './http.ts';

/** SPEC §4: the user is authenticated if one was present at page load. */
export function useAuth(): { user: CurrentUser | null; isAuthenticated: boolean; isAdmin: boolean } {
  const user = useBoot()?.user ?? null;
  return { user, isAuthenticated: user !== null, isAdmin: user?.role === 'Admin' };
}

/** Logout sends a request; on an ok status the user is cleared and the browser goes to /. */
export async function logout(): Promise<void> {
  try {
    await api.post('/logout');
    window.location.assign('/');
  } catch (error) {
    console.error('Logout failed', error); // SPEC §8: logout failures are only logged
  }
}
