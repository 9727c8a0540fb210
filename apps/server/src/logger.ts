import type { FastifyBaseLogger } from 'fastify';
import { type DestinationStream, type Logger, pino } from 'pino';
import type { Config } from './config.ts';
import { safeError } from './lib/safe-error.ts';
import { BatchedStdout } from './log-destination.ts';

/**
 * What is censored wherever it appears in a log line's fields, at the top or one or two levels down:
 * casino API keys (never logged on purpose; should one be passed by mistake), cookies and
 * authorization headers.
 */
const CENSORED_KEYS = new Set(['api_key', 'apiKey', 'cookie', 'authorization']);
const CENSOR = '[redacted]';
const MAX_DEPTH = 2;

/**
 * The fields with every censored key replaced, down to MAX_DEPTH levels. The same object when there is
 * nothing to censor (the request line, thousands a second, is five flat fields): only a hit is copied,
 * and the caller's objects are never changed. Costs a few key checks per line, where pino's wildcard
 * redaction cost a tenth of the busy time of a cached read (issue 27).
 */
export function censorFields(fields: Record<string, unknown>, depth = 0): Record<string, unknown> {
  let copy: Record<string, unknown> | null = null;
  for (const key in fields) {
    if (!Object.hasOwn(fields, key)) continue;
    const value = fields[key];
    let next = value;
    if (CENSORED_KEYS.has(key)) next = CENSOR;
    else if (depth < MAX_DEPTH && value !== null && typeof value === 'object') {
      next = censorFields(value as Record<string, unknown>, depth + 1);
    }
    if (next !== value) {
      copy ??= (Array.isArray(fields) ? [...fields] : { ...fields }) as Record<string, unknown>;
      copy[key] = next;
    }
  }
  return copy ?? fields;
}

/** Standard output, written asynchronously in batches (log-destination.ts, decisions 061 and 067). */
export const batchedStdout = (): DestinationStream => new BatchedStdout();

/**
 * The process's logger: JSON lines (pino), one per event; a request is one line (plugins/request-log.ts,
 * decision 030). Written asynchronously: lines are handed to stdout in batches, off the request's path;
 * what is still gathered is written synchronously when the process exits (log-destination.ts), and
 * `flushLogger` writes it out on demand. Errors go through `safeError`: no query parameters, raw
 * request bytes or credentials. Created before the app, so that the database, Redis and the cluster
 * log through it too. `destination` is for tests (a stream they read).
 */
export function createLogger(
  config: Pick<Config, 'logLevel'>,
  bindings: Record<string, unknown> = {},
  destination: DestinationStream = batchedStdout(),
) {
  return pino(
    {
      level: config.logLevel,
      base: { pid: process.pid, ...bindings },
      serializers: { err: safeError, error: safeError },
      formatters: { log: (fields) => censorFields(fields) },
    },
    destination,
  ) as FastifyBaseLogger;
}

/** Writes out what the logger still holds; resolves once written (at once for a synchronous one). */
export function flushLogger(log: FastifyBaseLogger): Promise<void> {
  const flush = (log as Partial<Logger>).flush;
  if (typeof flush !== 'function') return Promise.resolve();
  return new Promise((resolve) => flush.call(log, () => resolve()));
}
