import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CachedBody {
  value: unknown;
  body: Buffer;
  gzip: Buffer | null;
  etag: string;
  builtAt: number;
}

/**
 * Hot public reads served from memory: the JSON is serialised (and gzipped) once per change,
 * carries a content ETag, and is rebuilt when invalidated or after `ttlMs` (a bound on staleness
 * when several processes run and one of them took the change).
 */
export class JsonCache {
  private entries = new Map<string, CachedBody>();
  private pending = new Map<string, Promise<CachedBody>>();
  private generation = 0;

  constructor(private readonly ttlMs = 15_000) {}

  async get(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.builtAt < this.ttlMs) return hit;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const promise = load()
      .then((value) => {
        const body = Buffer.from(JSON.stringify(value));
        const entry: CachedBody = {
          value,
          body,
          gzip: body.length > 1024 ? gzipSync(body, { level: 6 }) : null,
          etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
          builtAt: Date.now(),
        };
        if (generation === this.generation) this.entries.set(key, entry);
        return entry;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  invalidate(...keys: string[]): void {
    this.generation++;
    if (keys.length === 0) this.entries.clear();
    for (const k of keys) this.entries.delete(k);
    this.pending.clear();
  }
}

/** Sends a cached body with its ETag, answering 304 when the client already has it. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedBody) {
  reply.header('etag', entry.etag);
  reply.header('cache-control', 'no-cache');
  reply.header('vary', 'accept-encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((t) => t.trim() === entry.etag)) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (entry.gzip && /\bgzip\b/.test(accepts)) {
    reply.header('content-encoding', 'gzip');
    return reply.send(entry.gzip);
  }
  return reply.send(entry.body);
}
