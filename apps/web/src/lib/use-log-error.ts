import { useEffect } from 'react';

/** SPEC §8: some failures (settings, leaderboard, affiliates, logout) are only logged, never toasted. */
export function useLogError(error: unknown, message: string): void {
  useEffect(() => {
    if (error) console.error(message, error);
  }, [error, message]);
}
