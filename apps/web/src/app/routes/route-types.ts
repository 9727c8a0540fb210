import type { QueryKey, QueryMeta } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { LazyPage } from '@/app/lazy-page.tsx';

/** A query the page shows first; its `meta.path` names the GET that answers it. */
export interface PageQuery {
  queryKey: QueryKey;
  meta?: QueryMeta;
}

/** A route of the site: its path, its page, and whether the server renders it. */
export interface AppRoute {
  path: string;
  page: LazyPage;
  /**
   * The page's source file (its key in the build manifest), so the server can preload its chunk
   * (the browser tests check the home page's preload; a name the build lacks preloads nothing).
   * Only the server reads it: `import.meta.env.SSR ? '…' : ''` keeps the names out of the landing
   * JavaScript (the browser build folds them to '').
   */
  module: string;
  /**
   * Public pages are rendered on the server with their data (decision 019); the others (signed-in
   * only, redirects, the admin panel) are rendered in the browser.
   */
  serverRendered: boolean;
  /**
   * The reads the page shows first, which the server answers before rendering it; `search` is the
   * URL's query, for a page that shows what its query names (the history's tab and page).
   */
  reads?: (params: Params, search: URLSearchParams) => readonly PageQuery[];
  /** The HTTP status of the server-rendered page. */
  status?: number;
  /** Rendered without the site's shell (no navigation, no footer): stream overlays. */
  bare?: boolean;
}
