import { friendshipFor } from '@podium/shared/friends/rules';
import type { Friendship } from '@podium/shared/friends/schemas';
import type { Profile } from '@podium/shared/profile/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';

/** No friendship yet (the viewer may send a request), with `over` on top. */
export const friendship = (over: Partial<Friendship> = {}): Friendship => ({
  ...friendshipFor(null, null),
  ...over,
});

export const profile = (over: Partial<Profile> = {}): Profile => ({
  id: 7,
  username: 'lucky_lena',
  kick_username: 'lena_kick',
  global_name: 'Lucky Lena',
  display_name: 'Lucky Lena',
  avatar: null,
  avatar_url: '/avatars/default-2.svg',
  banner_url: null,
  role: 'VIP',
  bio: 'Spinning since 2019.',
  points: 12_500,
  xp: 2_350,
  level: 3,
  xp_next_level: 1000,
  rank: 4,
  created_at: '2026-01-05T10:00:00.000Z',
  member_since: '2026-01-05T10:00:00.000Z',
  last_active: new Date(Date.now() - 5 * 60_000).toISOString(),
  last_seen: new Date(Date.now() - 5 * 60_000).toISOString(),
  twitter_user: 'lena',
  instagram_user: null,
  youtube_user: null,
  tiktok_user: null,
  twitter: 'lena',
  website: null,
  badges: [{ id: 1, name: 'Early Bird', icon: '🐦', description: 'Joined in the first week' }],
  achievements: [],
  achievements_count: 0,
  bonus_hunt_predictions: 6,
  tournament_predictions: 2,
  raffle_entries: 9,
  stats: {
    bonus_hunt_predictions: 6,
    tournament_predictions: 2,
    raffle_entries: 9,
    achievement_count: 0,
    rank: 4,
  },
  recent_activity: { bonus_hunt_predictions: [], tournament_predictions: [], raffle_entries: [] },
  friends_count: 3,
  is_own_profile: false,
  friendship: friendship(),
  ...over,
});

type Reply = { status?: number; body: unknown };

export const ok = (data: unknown, message: string | null = null): Reply => ({
  body: { success: true, data, message, errors: null },
});
/** What profile update and Kick disconnect answer: the envelope with the user as data and as `user`. */
export const userReply = (user: unknown, message = 'Saved'): Reply => ({
  body: { success: true, data: user, message, errors: null, user },
});
/** A refusal as the server sends it; `code` is the envelope's stable code the page decides on. */
export const fail = (
  status: number,
  message: string | null,
  errors: unknown = null,
  code: string | null = null,
): Reply => ({
  status,
  body: { success: false, data: null, message, errors, code },
});

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** Answers fetch by "METHOD /path" like the real API; a function reply sees the request body. */
export function stubApi(routes: Record<string, Reply | ((body: unknown) => Reply)>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = String(input);
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, body });
      const route = routes[`${method} ${path}`];
      if (!route) return new Response(JSON.stringify({ success: false, message: null }), { status: 599 });
      const reply = typeof route === 'function' ? route(body) : route;
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
    }),
  );
  return { calls, writes: () => calls.filter((c) => c.method !== 'GET') };
}

/** Renders at `route` inside a router (with `path` as the route pattern) and a fresh query cache. */
export function renderRoute(
  ui: ReactElement,
  { route, path = '*', seed }: { route: string; path?: string; seed?: (client: QueryClient) => void },
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  seed?.(client);
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="/login" element={<p>Login page</p>} />
            <Route path="/settings" element={<p>Settings page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}
