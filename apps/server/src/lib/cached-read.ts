import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { CachedBody, Encoding } from './cache.ts';

/** How long a shared cache (a CDN) or a browser may keep an anonymous answer, in seconds. */
export interface PublicCaching {
  maxAge: number;
  staleWhileRevalidate: number;
}

/** The two Cache-Control values of a hot read, worked out once per route. */
export interface CacheControl {
  /** Visitors without a session: a CDN may serve it, and revalidates with the ETag. */
  anonymous: string;
  /** Signed-in members: only their own browser keeps it, and revalidates before each use. */
  signedIn: string;
}

export const cacheControl = ({ maxAge, staleWhileRevalidate }: PublicCaching): CacheControl => ({
  anonymous: `public, max-age=${maxAge}, stale-while-revalidate=${staleWhileRevalidate}`,
  signedIn: 'private, no-cache',
});

/** Distinct Accept-Encoding headers seen, each negotiated once; bounded, since clients choose them. */
class NegotiatedHeaders extends Map<string, string> {
  override set(header: string, encoding: string) {
    if (this.size >= 256 && !this.has(header)) this.clear();
    return super.set(header, encoding);
  }
}
const encodings = new Negotiator<Encoding>({
  supportedValues: ['br', 'gzip', 'identity'],
  cache: new NegotiatedHeaders(),
});

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none (q-values honoured). */
export const preferredEncoding = (acceptEncoding: string | undefined): Encoding =>
  ((acceptEncoding ? encodings.negotiate(acceptEncoding) : null) as Encoding | null) ?? 'identity';

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || (t.startsWith('W/') ? t.slice(2) : t) === etag;
  });
}

/**
 * Sends a cached entry: 304 when the client has it, else the stored bytes for its Accept-Encoding.
 * Nothing is serialised, hashed or compressed here; only Cache-Control depends on who asks.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
  caching: CacheControl,
) {
  reply.header('cache-control', request.user ? caching.signedIn : caching.anonymous);
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
    return reply.headers(entry.notModifiedHeaders).code(304).send();
  }
  const { representations } = entry;
  const chosen = representations[preferredEncoding(request.headers['accept-encoding'])];
  const representation = chosen ?? representations.identity;
  return reply.headers(representation.headers).send(representation.body);
}

export interface CachedRead {
  /** The cache key; the feature invalidates it when the data changes. */
  key: string;
  load: () => Promise<unknown>;
  caching: PublicCaching;
  /**
   * What the route answers, for the API description (decision 016). The stored bytes are sent as
   * they are: no answer is serialised per request.
   */
  schema?: FastifySchema;
}

/** The cached reads of each app (keyed by its deps, shared by every plugin scope), by URL. */
const registry = new WeakMap<object, Map<string, CachedRead>>();

/**
 * The cached read answering `GET url`, if any: a server-rendered page takes its value straight from
 * the cache (plugins/server-render.ts) instead of a request to itself, JSON and back.
 */
export const cachedReadAt = (app: FastifyInstance, url: string): CachedRead | undefined =>
  registry.get(app.deps)?.get(url);

/**
 * A hot public read: `GET url` served from the app's cache. The entry carries its own compressed
 * bytes, so the compression plugin stays off this route (and so does request decompression: a GET
 * has no body).
 */
export function cachedRead(app: FastifyInstance, url: string, read: CachedRead) {
  const caching = cacheControl(read.caching);
  const reads = registry.get(app.deps) ?? new Map<string, CachedRead>();
  registry.set(app.deps, reads.set(url, read));
  app.fastLane.addRead(url, { fresh: () => app.deps.cache.fresh(read.key), cacheControl: caching.anonymous });
  app.get(url, { compress: false, decompress: false, schema: read.schema }, async (request, reply) =>
    sendCached(request, reply, await app.deps.cache.get(read.key, read.load), caching),
  );
}
