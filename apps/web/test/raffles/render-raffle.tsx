import type { Raffle, RaffleEntry } from '@podium/shared/raffles/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { RaffleDetailPage } from '@/features/raffles/RaffleDetailPage.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { user as currentUser } from '../helpers/boot.ts';
import { ok } from '../helpers/members.tsx';

/** Who is looking: a visitor, a member without a Kick link, or one with it (mock useAuth first). */
export function viewer(kind: 'visitor' | 'no-kick' | 'member') {
  const user =
    kind === 'visitor' ? null : currentUser({ kick_username: kind === 'member' ? 'member_kick' : null });
  vi.mocked(useAuth).mockReturnValue({ user, isAuthenticated: user !== null, isAdmin: false });
}

/** The reads of one raffle page, as the API answers them. */
export const readsOf = (raffle: Raffle, entries: RaffleEntry[] = []) => ({
  [`GET /api/r/raffles/${raffle.id}`]: ok(raffle),
  [`GET /api/r/raffles/${raffle.id}/entries`]: ok(entries),
});

/** Renders /raffles/{id} in a router that also has the list page, with a fresh query cache. */
export function openRaffle(id: number | string = 1) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/raffles/${id}`]}>
        <Routes>
          <Route path="/raffles/:id" element={<RaffleDetailPage />} />
          <Route path="/raffles" element={<p>Raffles list</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, ...view };
}
