import type { FastifyBaseLogger } from 'fastify';
import { type DestinationStream, type Logger, pino } from 'pino';
import type { Config } from './config.ts';
import { safeError } from './lib/safe-error.ts';

/**
 * What is censored wherever it appears in a log line's fields: casino API keys (never logged on
 * purpose; should one be passed by mistake), cookies and authorization headers.
 */
const REDACTED = [
  'api_key',
  'apiKey',
  '*.api_key',
  '*.apiKey',
  '*.*.api_key',
  'cookie',
  'authorization',
  '*.cookie',
  '*.authorization',
  '*.*.cookie',
  '*.*.authorization',
];

/**
 * The process's logger: JSON lines (pino), one per event; a request is one line (plugins/request-log.ts,
 * decision 030). Written asynchronously: lines are handed to stdout in batches, off the request's path;
 * what is still buffered is written synchronously when the process exits (pino registers that for an
 * asynchronous destination), and `flushLogger` writes it out on demand. Errors go through `safeError`:
 * no query parameters, raw request bytes or credentials. Created before the app, so that the database,
 * Redis and the cluster log through it too. `destination` is for tests (a stream they read).
 */
export function createLogger(
  config: Pick<Config, 'logLevel'>,
  bindings: Record<string, unknown> = {},
  destination: DestinationStream = pino.destination({ dest: 1, sync: false }),
) {
  return pino(
    {
      level: config.logLevel,
      base: { pid: process.pid, ...bindings },
      serializers: { err: safeError, error: safeError },
      redact: { paths: REDACTED, censor: '[redacted]' },
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
