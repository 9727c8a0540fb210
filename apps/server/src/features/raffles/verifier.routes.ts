import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { App } from '../../lib/validation.ts';

/** The plain-Node checker of decisions 018 and 024, in the repository the server runs from. */
const verifierPath = fileURLToPath(new URL('../../../../../scripts/verify-draw.mjs', import.meta.url));

/**
 * GET /verify-draw.mjs (decision 040): the exact file, so a member checks a draw with the script the
 * verify pages describe without cloning anything. Read when the app is built (a checkout without it
 * does not start); `ETag` is its SHA-256, so a browser or a proxy keeps it an hour, then asks again
 * with If-None-Match.
 */
export async function verifierRoutes(app: App) {
  const body = readFileSync(verifierPath);
  const etag = `"${createHash('sha256').update(body).digest('hex')}"`;

  app.get('/verify-draw.mjs', async (request, reply) => {
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(body);
  });
}
