import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Routes, useLocation } from 'react-router';
import { AppLayout } from './AppLayout.tsx';
import { RouteError } from './RouteError.tsx';
import { appRoutes } from './routes/route-table.tsx';

/** The whole site inside a router: the shell around every route, and a real page if one throws. */
export function App() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      FallbackComponent={RouteError}
      resetKeys={[pathname]}
      onError={(error) => console.error('Route error', error)}
    >
      <Routes>
        {appRoutes
          .filter((route) => route.bare)
          .map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={
                <Suspense fallback={null}>
                  <route.page.Page />
                </Suspense>
              }
            />
          ))}
        <Route element={<AppLayout />}>
          {appRoutes
            .filter((route) => !route.bare)
            .map((route) => (
              <Route key={route.path} path={route.path} element={<route.page.Page />} />
            ))}
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
