import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';
import { AFTER_PAINT_SCRIPT_HASH } from './after-paint.ts';

/** The site's helmet settings: a CSP the SPA works under (embeds from Kick and YouTube), no framing. */
export const helmetOptions = (config: Pick<Config, 'production'>): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // The one inline script: the loader of a rendered page's scripts (decision 029).
      scriptSrc: ["'self'", AFTER_PAINT_SCRIPT_HASH],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ['https://player.kick.com', 'https://www.youtube.com'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: config.production ? [] : null,
    },
  },
  crossOriginEmbedderPolicy: false,
  hsts: config.production,
});

/**
 * The headers helmet sets for these options, worked out once. Nothing in them depends on the request
 * (no nonces, no directive functions), so running helmet per request would only rebuild the same strings.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** Every response carries the security headers (CSP, frame and sniffing protection…), set in one step. */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'production'>) {
  const headers = helmetHeaders(helmetOptions(config));
  app.fastLane.setCommonHeaders(headers);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
