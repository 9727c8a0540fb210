import { buildRepresentations, type CachedBody } from '../lib/cache.ts';

/** A rendered page kept for anonymous visitors: its status and its bytes in every encoding. */
export interface CachedPage extends Pick<CachedBody, 'etag' | 'representations'> {
  status: number;
  /** The page cache's change count when its render started: it shows every change counted by then. */
  changes: number;
  /** When it was ready. */
  builtAt: number;
}

/** Two renders of one page start at least this far apart while a stale page is being served. */
const REFRESH_GAP_MS = 200;

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
 * An entry is the page's HTML, compressed once (brotli and gzip) with its ETag. Every page turns stale
 * whenever any process publishes a live event or invalidates a cached read (`invalidate`, wired in
 * spa.ts): the next view starts a render, so an admin's change shows within a render in every process;
 * the TTL bounds what changes without either. Concurrent misses of one key share one render. A render
 * that gives nothing to keep (`null`) is not cached.
 */
export class PageCache {
  private entries = new Map<string, CachedPage>();
  private pending = new Map<string, Promise<CachedPage | null>>();
  /** When the last render of each page started. */
  private started = new Map<string, number>();
  /**
   * Changes so far: an entry whose render started at a lower count is stale. A count, not a clock: a
   * render that starts in the same millisecond as a change, after it, is fresh; one before it is not.
   */
  private changes = 0;
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
    const now = Date.now();
    const age = hit ? now - hit.builtAt : Number.POSITIVE_INFINITY;
    if (hit && age < this.ttlMs && hit.changes === this.changes) return hit;
    if (hit && age < this.ttlMs + this.staleMs) {
      // Stale (old, or from before a change) but recent: served at once while one render replaces
      // it. A failed render keeps it. Renders of one page start REFRESH_GAP_MS apart at most, so a
      // stream of changes (entries, picks) costs a few renders a second, not one per change.
      const started = this.started.get(key) ?? 0;
      if (!this.pending.has(key) && now - started >= REFRESH_GAP_MS) {
        this.refresh(key, render).catch(() => {});
      }
      return hit;
    }
    return this.pending.get(key) ?? this.refresh(key, render);
  }

  /** The page while it is fresh (neither old nor from before a change), without rendering it. */
  fresh(key: string): CachedPage | undefined {
    const hit = this.entries.get(key);
    return hit && Date.now() - hit.builtAt < this.ttlMs && hit.changes === this.changes ? hit : undefined;
  }

  private refresh(key: string, render: () => Promise<{ html: string; status: number } | null>) {
    const changes = this.changes;
    this.started.set(key, Date.now());
    const promise = render()
      .then(async (page) => {
        if (!page) return null;
        const built = await buildRepresentations(Buffer.from(page.html), 'text/html; charset=utf-8');
        const entry: CachedPage = { status: page.status, changes, builtAt: Date.now(), ...built };
        this.keep(key, entry);
        return entry;
      })
      .finally(() => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
      });
    this.pending.set(key, promise);
    return promise;
  }

  /**
   * Something shown on pages changed: every page is stale. The next view of each gets it once more
   * and starts its render; the views after that get the new page. A render already under way
   * started before the change, so what it gives is stale too.
   */
  invalidate(): void {
    this.changes++;
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
