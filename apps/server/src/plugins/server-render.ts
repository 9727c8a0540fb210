import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { commonErrorCodes } from '@podium/shared/common/errors';
import type { BootData } from '@podium/shared/site-settings/boot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cachedReadAt } from '../lib/cached-read.ts';
import { AppError } from '../lib/errors.ts';
import { innerReadHeaders } from './request-log.ts';

/** What the web app's server entry (apps/web/src/entry-server.tsx, built to dist-ssr/) exports. */
interface ServerEntry {
  planPage(
    pathname: string,
    search?: string,
  ): {
    serverRendered: boolean;
    status: number;
    module: string;
    reads: Array<{ queryKey: readonly unknown[]; path: string; paged: boolean }>;
  };
  renderPage(
    url: string,
    boot: BootData,
    answers: ReadonlyArray<{ queryKey: readonly unknown[]; data: unknown }>,
  ): Promise<{ html: string; queries: unknown }>;
}

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** A page rendered on the server: its markup, status, the chunks to preload and its query data. */
export interface RenderedPage {
  html: string;
  status: number;
  preload: string[];
  queries: unknown;
}

/**
 * A read the page needs answered 503 (the database is away): the visitor gets the "We'll be right back"
 * page (plugins/error-page.ts), not a page rendered without its data that the browser then fails to load.
 */
export class PageDataUnavailable extends AppError {
  constructor() {
    super(commonErrorCodes.unavailable, 503, 'A read the page needs is unavailable.');
  }
}

/** Every chunk a manifest entry loads statically, itself included. */
function chunksOf(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry || into.has(entry.file)) return into;
  into.add(entry.file);
  for (const imported of entry.imports ?? []) chunksOf(manifest, imported, into);
  return into;
}

/**
 * Renders public pages with their data (decision 019). The web build leaves the server entry in
 * `dist-ssr/` beside `dist/`; without it (a dev server, a build of the client alone) pages are
 * rendered in the browser as before. A read with a cached route is taken from the cache (its
 * route's very value); the others are answered by the app's own routes (`inject`, with the visitor's
 * cookies), so what the page shows is exactly what the API answers;
 * they carry the page's request id and log no line of their own (plugins/request-log.ts).
 */
export function serverRenderer(app: FastifyInstance, distDir: string) {
  const entryPath = join(distDir, '..', 'dist-ssr', 'entry-server.js');
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(entryPath) || !existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const inIndex = chunksOf(manifest, 'index.html');
  const entry = import(pathToFileURL(entryPath).href) as Promise<ServerEntry>;

  /** A cached read's envelope straight from the cache (the same value its route sends), or null. */
  async function fromCache(path: string): Promise<{ notFound: boolean; data: unknown } | null> {
    const read = cachedReadAt(app, path);
    if (!read) return null;
    try {
      const envelope = (await app.deps.cache.get(read.key, read.load)).value as {
        success?: boolean;
        data?: unknown;
      };
      return envelope.success ? { notFound: false, data: envelope.data } : null;
    } catch {
      return null; // the route answers it, with its status (a database away is the 503 page)
    }
  }

  async function answer(request: FastifyRequest, path: string, paged: boolean, anonymous: boolean) {
    const cached = paged ? null : await fromCache(path);
    if (cached) return cached;
    const response = await app.inject({
      method: 'GET',
      url: path,
      headers: {
        accept: 'application/json',
        ...innerReadHeaders(request),
        // An anonymous page is shared by every anonymous visitor: its reads carry no one's cookies.
        ...(!anonymous && request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      },
    });
    if (response.statusCode === 404) return { notFound: true, data: undefined };
    if (response.statusCode === 503) throw new PageDataUnavailable();
    if (response.statusCode !== 200) return { notFound: false, data: undefined };
    const envelope = response.json() as { success?: boolean; data?: unknown; pagination?: unknown };
    if (!envelope.success) return { notFound: false, data: undefined };
    // A paged list's cache entry holds its pagination too (web lib/http.ts getPage).
    const data = paged ? { data: envelope.data, pagination: envelope.pagination } : envelope.data;
    return { notFound: false, data };
  }

  return async function render(
    request: FastifyRequest,
    boot: BootData,
    anonymous: boolean,
  ): Promise<RenderedPage | null> {
    const ssr = await entry;
    const url = request.url;
    const { pathname, search } = new URL(url, 'http://localhost');
    const plan = ssr.planPage(pathname, search);
    if (!plan.serverRendered) return null;
    const results = await Promise.all(
      plan.reads.map((read) => answer(request, read.path, read.paged, anonymous)),
    );
    const answers = plan.reads.flatMap((read, i) =>
      results[i]!.data === undefined ? [] : [{ queryKey: read.queryKey, data: results[i]!.data }],
    );
    const { html, queries } = await ssr.renderPage(url, boot, answers);
    const preload = [...chunksOf(manifest, plan.module)].filter((file) => !inIndex.has(file));
    const status = results.some((r) => r.notFound) ? 404 : plan.status;
    return { html, status, preload, queries };
  };
}
