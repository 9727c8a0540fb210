import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { Config } from './config.ts';

/**
 * The process's logger: JSON lines (pino), one per event, the app's request lines carrying `reqId`.
 * Created before the app so that the database, Redis and the cluster log through it too.
 */
export function createLogger(config: Pick<Config, 'logLevel'>, bindings: Record<string, unknown> = {}) {
  return pino({
    level: config.logLevel,
    base: { pid: process.pid, ...bindings },
    // Casino API keys are never logged on purpose; should one be passed by mistake, it is censored.
    redact: { paths: ['api_key', 'apiKey', '*.api_key', '*.apiKey', '*.*.api_key'], censor: '[redacted]' },
  }) as FastifyBaseLogger;
}
