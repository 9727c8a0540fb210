import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { AppLayout } from './AppLayout.tsx';
import { RouteError } from './RouteError.tsx';
import { type AppRoute, matchAppRoute } from './routes/route-table.tsx';

/**
 * The router's table for one route: the page alone (a bare overlay) or inside the site's shell. Built
 * once per route. React Router gets only the route `matchAppRoute` found, so it does not flatten and
 * rank the whole table on every render (about 7 % of a signed-in page view on the server, issue 27),
 * and what the app shows is the very route the server planned the page's reads for.
 */
const tables = new Map<AppRoute, RouteObject[]>();
function tableFor(route: AppRoute): RouteObject[] {
  let table = tables.get(route);
  if (!table) {
    table = route.bare
      ? [
          {
            path: route.path,
            element: (
              <Suspense fallback={null}>
                <route.page.Page />
              </Suspense>
            ),
          },
        ]
      : [{ element: <AppLayout />, children: [{ path: route.path, element: <route.page.Page /> }] }];
    tables.set(route, table);
  }
  return table;
}

/** The whole site inside a router: the shell around every route, and a real page if one throws. */
export function App() {
  const { pathname } = useLocation();
  const page = useRoutes(tableFor(matchAppRoute(pathname).route));
  return (
    <ErrorBoundary
      FallbackComponent={RouteError}
      resetKeys={[pathname]}
      onError={(error) => console.error('Route error', error)}
    >
      {page}
    </ErrorBoundary>
  );
}
