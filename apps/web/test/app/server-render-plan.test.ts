import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ServerEntry from '@/entry-server.tsx';

// The route table names its source files only in the server build (import.meta.env.SSR).
let planPage: typeof ServerEntry.planPage;
beforeAll(async () => {
  vi.stubEnv('SSR', true);
  ({ planPage } = await import('@/entry-server.tsx'));
});

describe('what the server renders for a path', () => {
  it('renders public pages with the shell reads, and a profile with its member', () => {
    expect(planPage('/')).toMatchObject({ serverRendered: true, status: 200 });
    expect(planPage('/').reads.map((r) => r.path)).toEqual(['/api/r/affiliates', '/api/r/leaderboard']);
    const profile = planPage('/profile/Lucky Lena');
    expect(profile.module).toBe('src/app/routes/ProfileRoute.tsx');
    expect(profile.reads.at(-1)).toEqual({
      queryKey: ['profile', 'lucky lena'],
      path: '/api/r/user/Lucky%20Lena',
      paged: false,
    });
    // A paged list's read keeps its pagination with the data.
    expect(planPage('/tournaments').reads.at(-1)).toMatchObject({ path: '/api/r/tournaments', paged: true });
  });

  it("reads the history's tab and page from the query, and a bad one as the first page of All", () => {
    const read = (path: string, search?: string) => planPage(path, search).reads.at(-1);
    expect(read('/leaderboard/history')).toEqual({
      queryKey: ['history', 'page', 'all', 1],
      path: '/api/r/history',
      paged: true,
    });
    expect(read('/leaderboard/history', '?kind=raffles&page=3')).toMatchObject({
      queryKey: ['history', 'page', 'raffles', 3],
      path: '/api/r/history?kind=raffles&page=3',
    });
    for (const odd of ['?kind=bingo&page=0', '?page=abc', '?page=-2']) {
      expect(read('/leaderboard/history', odd)?.path, odd).toMatch(/^\/api\/r\/history(\?kind=all&page=1)?$/);
    }
    expect(read('/leaderboard/history/42')).toEqual({
      queryKey: ['history', 'period', '42'],
      path: '/api/r/history/periods/42',
      paged: false,
    });
  });

  it('leaves signed-in pages, redirects and the admin panel to the browser', () => {
    for (const path of ['/settings', '/profile', '/admin-new', '/admin-new/store/items']) {
      expect(planPage(path).serverRendered).toBe(false);
    }
  });

  it('answers an unknown path with the not-found page and status 404', () => {
    expect(planPage('/no-such-page')).toMatchObject({
      serverRendered: true,
      status: 404,
      module: 'src/features/errors/NotFoundPage.tsx',
    });
  });
});
