/**
 * The server's entry (built by `vite build --ssr`, loaded by apps/server/src/plugins/spa.ts): which
 * route a path shows and what it reads first, and the route rendered to HTML with that data
 * (decision 019). The server answers the reads itself, through its own routes.
 */
import type { BootData } from '@podium/shared/site-settings/boot';
import { dehydrate, QueryClient, type QueryKey } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/App.tsx';
import { shellReads } from './app/AppLayout.tsx';
import { Root } from './app/Root.tsx';
import { matchAppRoute } from './app/routes/route-table.tsx';
import { queryDefaults } from './lib/query-client.ts';
import { setPageServerRendered } from './lib/render-phase.ts';

setPageServerRendered();

/** A GET the page shows first: its cache key and the API path that answers it. */
export interface PageRead {
  queryKey: QueryKey;
  path: string;
  /** A paged list: the cache holds `{ data, pagination }` (lib/http.ts `getPage`), not the data alone. */
  paged: boolean;
}

export interface PagePlan {
  /** Whether the server renders this path (public pages) or leaves it to the browser. */
  serverRendered: boolean;
  status: number;
  /** The route's source file, the key of its chunk in the client build's manifest. */
  module: string;
  reads: PageRead[];
}

/** `search` is the URL's query (`?kind=raffles&page=2`): a page whose reads depend on it (the history's tabs) reads it. */
export function planPage(pathname: string, search = ''): PagePlan {
  const { route, params } = matchAppRoute(pathname);
  const searchParams = new URLSearchParams(search);
  const reads = [...shellReads, ...(route.reads?.(params, searchParams) ?? [])].flatMap((query) => {
    const path = query.meta?.path;
    const paged = query.meta?.paged === true;
    return typeof path === 'string' && query.queryKey ? [{ queryKey: query.queryKey, path, paged }] : [];
  });
  return { serverRendered: route.serverRendered, status: route.status ?? 200, module: route.module, reads };
}

/** Keys the boot data already carries; not repeated in the dehydrated state. */
const fromBoot = new Set(['settings', 'current-user']);

export async function renderPage(
  url: string,
  boot: BootData,
  answers: ReadonlyArray<{ queryKey: QueryKey; data: unknown }>,
): Promise<{ html: string; queries: unknown }> {
  const client = new QueryClient({ defaultOptions: { queries: queryDefaults } });
  client.setQueryData(['settings'], boot.settings);
  client.setQueryData(['current-user'], boot.user);
  for (const answer of answers) client.setQueryData(answer.queryKey, answer.data);
  await matchAppRoute(new URL(url, 'http://x').pathname).route.page.preload();
  const html = renderToString(
    <Root boot={boot} client={client}>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </Root>,
  );
  const queries = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && !fromBoot.has(String(query.queryKey[0])),
  });
  client.clear();
  return { html, queries };
}
