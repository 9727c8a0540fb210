import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes, matchAppRoute } from '@/app/routes/route-table.tsx';

/**
 * The app renders the route `matchAppRoute` finds, the first in the table's order (decision 070): for
 * every route's own paths it must be the route React Router's ranking would choose over the whole table.
 */
const examples = (path: string) => {
  const filled = path.replace(/:[^/]+/g, 'x1');
  if (!filled.endsWith('*')) return [filled];
  const base = filled.slice(0, -1); // '/tickets/' or, for the catch-all, ''
  return [...(base ? [base.slice(0, -1)] : []), `${base || '/'}a`, `${base || '/'}a/b`];
};

describe('matchAppRoute', () => {
  const table = appRoutes.map((route) => ({ path: route.path, route }));

  it.each(appRoutes.map((route) => [route.path]))('%s: the route React Router ranks first', (path) => {
    for (const example of examples(path)) {
      const ranked = matchRoutes(table, example)?.at(-1)?.route.route;
      expect(matchAppRoute(example).route, example).toBe(ranked);
    }
  });

  it('gives the parameters, and the same answer for a path it has matched before', () => {
    const first = matchAppRoute('/raffles/42');
    expect(first.route.path).toBe('/raffles/:id');
    expect(first.params).toEqual({ id: '42' });
    expect(matchAppRoute('/raffles/42')).toBe(first);
    expect(matchAppRoute('/no/such/page').route.path).toBe('*');
  });
});
