import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import type { CachedBody } from '../lib/cache.ts';
import { matchesEtag, preferredEncoding } from '../lib/cached-read.ts';
import { requestId } from './request-id.ts';

/** What the lane needs to answer a cached public read: its cached entry now, and its Cache-Control. */
export interface LaneRead {
  /** The entry while it is fresh; undefined sends the request on to Fastify (which loads it). */
  fresh: () => CachedBody | undefined;
  cacheControl: string;
}

/** A page the lane can answer: status, headers (with cookies) and body; null sends it on to Fastify. */
export type LanePage = (
  request: IncomingMessage,
) => { status: number; headers: Record<string, string | string[]>; body: Buffer } | null;

/**
 * The fast lane (issue 27, decision 066): the hottest anonymous GETs — a cached public read, a page
 * already rendered for visitors — answered from node:http before Fastify sees them, with the same
 * headers, request id and one log line as Fastify's answer. Anything else (a session cookie, a query
 * string on a read, a cold or stale entry, HEAD, a closing app) goes on to Fastify unchanged, which
 * remains the one place that loads, renders and refuses. `test/platform/fast-lane.test.ts` compares
 * the two answers header by header.
 */
export class FastLane {
  private readonly reads = new Map<string, LaneRead>();
  private page: LanePage | undefined;
  private headers: Readonly<Record<string, string>> = {};
  private log: FastifyBaseLogger | undefined;
  private closing = false;

  /** Every response's own headers (the security headers), worked out once. */
  setCommonHeaders(headers: Readonly<Record<string, string>>) {
    this.headers = headers;
  }

  setLogger(log: FastifyBaseLogger) {
    this.log = log;
  }

  addRead(url: string, read: LaneRead) {
    this.reads.set(url, read);
  }

  setPage(page: LanePage) {
    this.page = page;
  }

  /** From the app's preClose: new requests go to Fastify, which answers 503 while draining. */
  close() {
    this.closing = true;
  }

  /** Fastify's `serverFactory`: the lane first, Fastify's handler for everything it does not answer. */
  readonly serverFactory: FastifyServerFactory = (handler, factoryOptions) => {
    const options = factoryOptions as {
      keepAliveTimeout?: number;
      requestTimeout?: number;
      maxRequestsPerSocket?: number;
      connectionTimeout?: number;
      http?: ServerOptions;
    };
    const server: Server = createServer(options.http ?? {}, (request, response) => {
      if (!this.answer(request, response)) handler(request, response);
    });
    // What Fastify sets on a server it makes itself (lib/server.js), so the lane changes none of it.
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    server.setTimeout(options.connectionTimeout ?? 0);
    return server;
  };

  /** Answers the request if it is one of the lane's; false leaves it to Fastify. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || this.closing) return false;
    const cookie = request.headers.cookie;
    // A member's request (their session decides Cache-Control and what a page shows) is Fastify's.
    if (cookie?.includes('podium_session=')) return false;
    const started = performance.now();
    const url = request.url ?? '/';
    const read = this.reads.get(url);
    if (read) {
      const entry = read.fresh();
      if (!entry) return false;
      const id = requestId(request);
      if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
        response.writeHead(304, {
          'x-request-id': id,
          ...this.headers,
          'cache-control': read.cacheControl,
          ...entry.notModifiedHeaders,
        });
        response.end();
        this.logLine(id, url, 304, started, true);
        return true;
      }
      const chosen = entry.representations[preferredEncoding(request.headers['accept-encoding'])];
      const { body, headers } = chosen ?? entry.representations.identity;
      response.writeHead(200, {
        'x-request-id': id,
        ...this.headers,
        'cache-control': read.cacheControl,
        ...headers,
        'content-length': String(body.length),
      });
      response.end(body);
      this.logLine(id, url, 200, started, true);
      return true;
    }
    const page = this.page?.(request);
    if (!page) return false;
    const id = requestId(request);
    response.writeHead(page.status, { 'x-request-id': id, ...this.headers, ...page.headers });
    response.end(page.body);
    this.logLine(id, url, page.status, started, url === '/');
    return true;
  }

  /** The request's one line, as plugins/request-log.ts writes it for Fastify's answers. */
  private logLine(reqId: string, url: string, status: number, started: number, named: boolean) {
    const log = this.log;
    if (!log) return;
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const where = named ? url : url.split('?', 1)[0]!.slice(0, 200);
    const line = named
      ? { reqId, method: 'GET', route: where, status, ms }
      : { reqId, method: 'GET', path: where, status, ms };
    log[status >= 500 ? 'warn' : 'info'](line, `GET ${where} ${status}`);
  }
}
