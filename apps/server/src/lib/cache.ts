import { createHash, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Bus } from './bus.ts';

export const INVALIDATE_CHANNEL = 'cache.invalidate';
/** Smaller bodies are sent as they are: compressing them saves less than the headers weigh. */
const COMPRESS_ABOVE = 1024;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type Encoding = 'br' | 'gzip' | 'identity';

/** One encoding of an entry: the bytes and every header that goes with them, built once. */
export interface Representation {
  body: Buffer;
  headers: Readonly<Record<string, string>>;
}

export interface CachedBody {
  value: unknown;
  etag: string;
  builtAt: number;
  /** By encoding; `br` and `gzip` only for bodies over 1 KiB. */
  representations: Readonly<Record<'identity', Representation> & Partial<Record<Encoding, Representation>>>;
  /** What a 304 carries: the validator and Vary. */
  notModifiedHeaders: Readonly<Record<string, string>>;
}

/**
 * One body in every encoding a response may need, with its ETag and headers, built once: hashed, then
 * gzipped and brotli-compressed (off the main thread) when over 1 KiB. Shared by the JSON reads here
 * and the rendered pages (plugins/page-cache.ts).
 */
export async function buildRepresentations(
  body: Buffer,
  contentType: string,
): Promise<Pick<CachedBody, 'etag' | 'representations' | 'notModifiedHeaders'>> {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const common = { etag, vary: 'accept-encoding' };
  const as = (bytes: Buffer, encoding: Encoding): Representation => ({
    body: bytes,
    headers: {
      ...common,
      'content-type': contentType,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    },
  });
  const representations: CachedBody['representations'] =
    body.length > COMPRESS_ABOVE
      ? {
          identity: as(body, 'identity'),
          gzip: as(await gzipAsync(body, { level: 6 }), 'gzip'),
          // Quality 4, as @fastify/compress: a 1 MB board in about 6 ms, smaller than gzip.
          br: as(
            await brotliAsync(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 4,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            'br',
          ),
        }
      : { identity: as(body, 'identity') };
  return { etag, representations, notModifiedHeaders: common };
}

/** Serialises, hashes and compresses a value once: everything a response needs, for every encoding. */
async function buildEntry(value: unknown): Promise<CachedBody> {
  const built = await buildRepresentations(
    Buffer.from(JSON.stringify(value)),
    'application/json; charset=utf-8',
  );
  return { value, builtAt: Date.now(), ...built };
}

/**
 * Hot public reads served from memory: the JSON is serialised, hashed into an ETag, gzipped and
 * brotli-compressed once per change (the compression off the main thread), with the headers of each
 * encoding, and rebuilt when invalidated or after `ttlMs`. An invalidation is also published on the
 * bus, so every process drops the key (Redis: within milliseconds); the TTL only bounds staleness
 * while the bus is away, and a bus that comes back clears everything.
 */
export class JsonCache {
  private entries = new Map<string, CachedBody>();
  private pending = new Map<string, Promise<CachedBody>>();
  private generation = 0;
  private readonly ttlMs: number;
  private readonly bus: Bus | undefined;
  private readonly origin = randomUUID();
  /** Told whenever keys are dropped here, by this process or another (the page cache follows). */
  private readonly dropListeners = new Set<() => void>();

  constructor(options: { ttlMs?: number; bus?: Bus } = {}) {
    this.ttlMs = options.ttlMs ?? 15_000;
    this.bus = options.bus;
    this.bus?.subscribe(INVALIDATE_CHANNEL, (message) => {
      const { from, keys } = JSON.parse(message) as { from: string; keys: string[] };
      if (from !== this.origin) this.drop(keys);
    });
    this.bus?.onResync(() => this.drop([]));
  }

  async get(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.builtAt < this.ttlMs) return hit;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const promise = load()
      .then(buildEntry)
      .then((entry) => {
        if (generation === this.generation) this.entries.set(key, entry);
        return entry;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  /** The entry while it is fresh, without loading it (the fast lane, plugins/fast-lane.ts). */
  fresh(key: string): CachedBody | undefined {
    const hit = this.entries.get(key);
    return hit && Date.now() - hit.builtAt < this.ttlMs ? hit : undefined;
  }

  /** Drops these keys (all when none) here and, through the bus, in every other process. */
  invalidate(...keys: string[]): void {
    this.drop(keys);
    this.bus?.publish(INVALIDATE_CHANNEL, JSON.stringify({ from: this.origin, keys }));
  }

  /** Runs `listener` whenever entries are dropped, here or through the bus; returns the unsubscribe. */
  onDrop(listener: () => void): () => void {
    this.dropListeners.add(listener);
    return () => this.dropListeners.delete(listener);
  }

  private drop(keys: string[]): void {
    for (const listener of this.dropListeners) listener();
    this.generation++;
    if (keys.length === 0) this.entries.clear();
    for (const k of keys) this.entries.delete(k);
    this.pending.clear();
  }
}
