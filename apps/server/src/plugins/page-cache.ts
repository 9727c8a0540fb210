import { buildRepresentations, type CachedBody } from '../lib/cache.ts';

/** A rendered page kept for anonymous visitors: its status and its bytes in every encoding. */
export interface CachedPage extends Pick<CachedBody, 'etag' | 'representations'> {
  status: number;
  builtAt: number;
}

export interface PageCacheOptions {
  /** How long a page is served as fresh (default 1 s). */
  ttlMs?: number;
  /**
   * How long past that it is still served while one render replaces it in the background (default
   * 10 s): visitors never wait for the once-a-second render, only for the first one after a change.
   */
  staleMs?: number;
  /** Distinct pages kept (URLs × variants), the oldest dropped first (default 500): query strings are the visitor's. */
  maxEntries?: number;
}

/**
 * Anonymous page views rendered once and shared (issue 27): a "link in chat" burst of thousands of
 * visitors to `/` costs one render per second, not one per visitor, and none of them waits for it.
 * An entry is the page's HTML, compressed once (brotli and gzip) with its ETag. Everything is dropped
 * whenever any process publishes a live event or invalidates a cached read (`clear`, wired in spa.ts),
 * so an admin's change shows on the next view in every process; the TTL bounds what changes without
 * either. Concurrent misses of one key share one render. A render that gives nothing to keep (`null`)
 * is not cached.
 */
export class PageCache {
  private entries = new Map<string, CachedPage>();
  private pending = new Map<string, Promise<CachedPage | null>>();
  private generation = 0;
  private readonly ttlMs: number;
  private readonly staleMs: number;
  private readonly maxEntries: number;

  constructor(options: PageCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 1000;
    this.staleMs = options.staleMs ?? 10_000;
    this.maxEntries = options.maxEntries ?? 500;
  }

  async get(
    key: string,
    render: () => Promise<{ html: string; status: number } | null>,
  ): Promise<CachedPage | null> {
    const hit = this.entries.get(key);
    const age = hit ? Date.now() - hit.builtAt : Number.POSITIVE_INFINITY;
    if (hit && age < this.ttlMs) return hit;
    if (hit && age < this.ttlMs + this.staleMs) {
      // Stale but recent: served at once while one render replaces it (a failed one keeps it).
      if (!this.pending.has(key)) this.refresh(key, render).catch(() => {});
      return hit;
    }
    return this.pending.get(key) ?? this.refresh(key, render);
  }

  private refresh(key: string, render: () => Promise<{ html: string; status: number } | null>) {
    const generation = this.generation;
    const promise = render()
      .then(async (page) => {
        if (!page) return null;
        const builtAt = Date.now();
        const built = await buildRepresentations(Buffer.from(page.html), 'text/html; charset=utf-8');
        const entry: CachedPage = { status: page.status, builtAt, ...built };
        if (generation === this.generation) this.keep(key, entry);
        return entry;
      })
      .finally(() => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
      });
    this.pending.set(key, promise);
    return promise;
  }

  /** Drops every page: the next view of each renders again. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(key: string, entry: CachedPage) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
