// HTTP/2 in front of the app for bench:web's time to hydrated, as deploy/nginx serves the site
// (`listen 443 ssl http2`): over HTTP/1.1 a browser opens 6 connections per host, so a page's
// fifteen-odd script files queue in waves, each paying the emulated 562.5 ms again; over HTTP/2 they
// share one connection. TLS with a throwaway self-signed certificate (openssl), on 127.0.0.1 only;
// requests and responses pass through untouched (compressed bodies stay compressed).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers HTTP/2 forbids (connection-specific). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/** The proxy's base URL and a way to close it; null when openssl is missing. */
export async function startH2Proxy(target: URL, port: number) {
  const dir = mkdtempSync(join(tmpdir(), 'podium-bench-h2-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ]),
      { stdio: 'ignore' },
    );
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  const server = http2.createSecureServer({
    key: readFileSync(join(dir, 'key.pem')),
    cert: readFileSync(join(dir, 'cert.pem')),
  });
  rmSync(dir, { recursive: true, force: true });
  server.on('stream', (stream, headers) => {
    const forwarded: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!name.startsWith(':') && value !== undefined) forwarded[name] = value;
    }
    forwarded.host = target.host;
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: headers[':method'],
        path: headers[':path'],
        headers: forwarded,
      },
      (response) => {
        const answer: http2.OutgoingHttpHeaders = { ':status': response.statusCode ?? 502 };
        for (const [name, value] of Object.entries(response.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) answer[name] = value;
        }
        if (stream.destroyed) return response.destroy();
        stream.respond(answer);
        response.pipe(stream);
      },
    );
    upstream.on('error', () => stream.destroy());
    stream.on('close', () => upstream.destroy());
    stream.pipe(upstream);
  });
  // The live-updates stream stays open: closing the proxy ends every session.
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('sessionError', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    base: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}
