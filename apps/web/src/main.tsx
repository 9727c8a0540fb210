import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App.tsx';
import { Root } from './app/Root.tsx';
import { matchAppRoute } from './app/routes/route-table.tsx';
import { clientBoot } from './lib/boot.ts';
import { queryClient } from './lib/query-client.ts';
import { setPageServerRendered } from './lib/render-phase.ts';
import './styles.css';

async function start() {
  const container = document.getElementById('root')!;
  const serverRendered = container.firstElementChild !== null;
  // The page's chunk is already downloading (the server preloads it); wait for it so the first
  // render is the server's tree, not a Suspense fallback.
  await matchAppRoute(window.location.pathname)
    .route.page.preload()
    .catch((error: unknown) => console.error('Could not load the page', error));
  const app = (
    <Root boot={clientBoot} client={queryClient}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Root>
  );
  if (serverRendered) {
    if (clientBoot?.queries) hydrate(queryClient, clientBoot.queries);
    setPageServerRendered();
    // As a transition, hydration yields to the browser between components instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();
