// deploy/nginx/podium.conf as shipped: nginx itself checks it (`nginx -t`, with a throwaway certificate in
// place of Let's Encrypt's), and its locations carry what the app needs behind a proxy.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { CSV_MAX_CHARS } from '@podium/shared/wager-feeds/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SITE = new URL('../../deploy/nginx/podium.conf', import.meta.url);
const shipped = readFileSync(SITE, 'utf8');

/** A command on PATH, or in the sbin folders a non-root PATH leaves out (Debian puts nginx in /usr/sbin). */
function findCommand(name: string): string | null {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin', '/sbin'];
  for (const dir of dirs.filter(Boolean)) {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return join(dir, name);
    } catch {}
  }
  return null;
}

const nginx = findCommand('nginx');
const openssl = findCommand('openssl');
const missing = [nginx ? null : 'nginx', openssl ? null : 'openssl'].filter(Boolean).join(' and ');
const install = `${missing} not found, so deploy/nginx/podium.conf goes unchecked: apt-get install -y nginx openssl`;
// Outside CI a machine without nginx skips, and says so; CI must check (the tests fail there instead).
const skip = missing !== '' && !process.env.CI;
if (skip) console.warn(`\n⚠ nginx config test skipped: ${install}\n`);

/** The shipped site with only its two certificate lines pointed elsewhere; throws unless both were found. */
function withCertificate(site: string, cert: string, key: string): string {
  let replaced = 0;
  const out = site.replace(/^(\s*)(ssl_certificate(?:_key)?)(\s+)\S+;/gm, (_line, indent, name, space) => {
    replaced++;
    return `${indent}${name}${space}${name === 'ssl_certificate' ? cert : key};`;
  });
  if (replaced !== 2)
    throw new Error(`expected one ssl_certificate and one ssl_certificate_key, found ${replaced}`);
  return out;
}

interface Block {
  /** `server`, `upstream podium`, `location /api/r/live`… */
  head: string;
  /** The block's own directives (`name args`), not those of blocks inside it. */
  directives: string[];
  children: Block[];
}

/** Just enough of nginx's grammar for this file: comments, directives ending in `;`, blocks in braces. */
function parse(text: string): Block {
  const tokens = text.replace(/#[^\n]*/g, '').match(/[{};]|"[^"]*"|[^\s{};]+/g) ?? [];
  const root: Block = { head: '', directives: [], children: [] };
  const stack = [root];
  let words: string[] = [];
  for (const token of tokens) {
    const current = stack[stack.length - 1]!;
    if (token === '{') {
      const block: Block = { head: words.join(' '), directives: [], children: [] };
      current.children.push(block);
      stack.push(block);
      words = [];
    } else if (token === '}') {
      stack.pop();
    } else if (token === ';') {
      current.directives.push(words.join(' '));
      words = [];
    } else {
      words.push(token);
    }
  }
  return root;
}

const site = parse(shipped);
const servers = site.children.filter((b) => b.head === 'server');
const listensOn = (server: Block, port: number) =>
  server.directives.some((d) => new RegExp(`^listen (\\[::\\]:)?${port}( |$)`).test(d));
const httpServer = servers.find((s) => listensOn(s, 80));
const httpsServer = servers.find((s) => listensOn(s, 443));
const locations = (server: Block | undefined) =>
  server?.children.filter((b) => b.head.startsWith('location ')) ?? [];
const location = (server: Block | undefined, head: string) => locations(server).find((b) => b.head === head);

/** nginx sizes (`8m`, `256k`, bytes) and times (`1h`, `90s`, seconds) in bytes and seconds. */
const size = (value: string) =>
  Number.parseInt(value, 10) * ({ k: 1024, m: 1024 ** 2 }[value.slice(-1).toLowerCase()] ?? 1);
const seconds = (value: string) =>
  Number.parseInt(value, 10) * ({ m: 60, h: 3600, d: 86_400 }[value.slice(-1)] ?? 1);
const argsOf = (block: Block | undefined, name: string) =>
  block?.directives.find((d) => d.startsWith(`${name} `))?.slice(name.length + 1);

describe.skipIf(skip)('deploy/nginx/podium.conf', () => {
  let dir = '';
  let cert = '';
  let key = '';

  /** Writes a minimal nginx.conf (everything nginx writes kept in the temp folder) around a site; runs nginx -t. */
  const check = (siteText: string) => {
    writeFileSync(join(dir, 'podium.conf'), siteText);
    writeFileSync(
      join(dir, 'nginx.conf'),
      [
        `pid ${join(dir, 'nginx.pid')};`,
        `error_log ${join(dir, 'error.log')};`,
        'events { worker_connections 64; }',
        'http {',
        `  access_log ${join(dir, 'access.log')};`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (name) => `  ${name}_temp_path ${join(dir, name)};`,
        ),
        `  include ${join(dir, 'podium.conf')};`,
        '}',
        '',
      ].join('\n'),
    );
    const args = ['-t', '-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')];
    const run = spawnSync(nginx!, args, { encoding: 'utf8', timeout: 10_000 });
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() };
  };

  beforeAll(() => {
    if (missing) throw new Error(`CI must check the nginx config: ${install}`);
    dir = mkdtempSync(join(tmpdir(), 'podium-nginx-'));
    cert = join(dir, 'fullchain.pem');
    key = join(dir, 'privkey.pem');
    const made = spawnSync(
      openssl!,
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
      ].concat(['-subj', '/CN=rewards.example.com', '-keyout', key, '-out', cert]),
      { encoding: 'utf8', timeout: 10_000 },
    );
    if (made.status !== 0) throw new Error(`openssl could not make a test certificate:\n${made.stderr}`);
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('passes nginx -t as shipped, once its certificate files exist', () => {
    const result = check(withCertificate(shipped, cert, key));
    expect(result.output).toMatch(/test is successful/);
    expect(result.ok).toBe(true);
  });

  it('is really read by that check: without its certificate lines nginx -t fails', () => {
    const result = check(shipped.replace(/^\s*ssl_certificate(_key)?\s.*$/gm, ''));
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/ssl_certificate/);
  });

  it('sends http to https, except the ACME challenges served from a webroot', () => {
    expect(httpServer).toBeDefined();
    expect(argsOf(location(httpServer, 'location /'), 'return')).toBe('301 https://$host$request_uri');
    expect(argsOf(location(httpServer, 'location /.well-known/acme-challenge/'), 'root')).toMatch(/^\//);
    expect(locations(httpServer).some((b) => argsOf(b, 'proxy_pass'))).toBe(false);
  });

  it('serves https with HTTP/2 and the certificate named for the site', () => {
    expect(argsOf(httpsServer, 'listen')).toMatch(/^443 ssl( http2)?$/);
    expect(httpsServer?.directives.some((d) => d === 'listen 443 ssl http2' || d === 'http2 on')).toBe(true);
    expect(argsOf(httpsServer, 'ssl_certificate')).toMatch(
      /^\/etc\/letsencrypt\/live\/[^/]+\/fullchain\.pem$/,
    );
    expect(argsOf(httpsServer, 'ssl_certificate_key')).toMatch(
      /^\/etc\/letsencrypt\/live\/[^/]+\/privkey\.pem$/,
    );
  });

  it('proxies every https location to the app with Host, the client address, scheme and request id', () => {
    const proxied = locations(httpsServer);
    expect(proxied.map((b) => b.head)).toContain('location /');
    for (const block of proxied) {
      const where = block.head;
      expect(argsOf(block, 'proxy_pass'), where).toBe('http://podium');
      expect(block.directives, where).toEqual(
        expect.arrayContaining([
          'proxy_http_version 1.1',
          'proxy_set_header Connection ""',
          'proxy_set_header Host $host',
          'proxy_set_header X-Forwarded-For $remote_addr',
          'proxy_set_header X-Forwarded-Proto $scheme',
          'proxy_set_header X-Request-Id $request_id',
        ]),
      );
    }
  });

  it('keeps connections to the app open between requests', () => {
    const upstream = site.children.find((b) => b.head === 'upstream podium');
    expect(argsOf(upstream, 'server')).toBe('127.0.0.1:3000');
    expect(Number(argsOf(upstream, 'keepalive'))).toBeGreaterThan(0);
  });

  it('passes live updates (Server-Sent Events) through unbuffered and holds them open', () => {
    const live = location(httpsServer, 'location /api/r/live');
    expect(argsOf(live, 'proxy_buffering')).toBe('off');
    // The app's heartbeat comes every 15 s; the stream should outlive many of them.
    expect(seconds(argsOf(live, 'proxy_read_timeout') ?? '60')).toBeGreaterThanOrEqual(600);
  });

  it("leaves compression to the app and lets bodies through up to the app's own limits", () => {
    expect(argsOf(httpsServer, 'gzip')).toBe('off');
    expect(size(argsOf(httpsServer, 'client_max_body_size') ?? '1m')).toBeGreaterThanOrEqual(256 * 1024);
    const csv = locations(httpsServer).find((b) => b.head.startsWith('location ~ '));
    const pattern = new RegExp(csv?.head.slice('location ~ '.length) ?? '^$');
    expect(pattern.test('/api/admin/wager-feeds/12/csv')).toBe(true);
    expect(pattern.test('/api/admin/wager-feeds/12/sync')).toBe(false);
    // The CSV import route takes CSV_MAX_CHARS characters, up to 4 bytes each, as JSON.
    expect(size(argsOf(csv, 'client_max_body_size') ?? '0')).toBeGreaterThanOrEqual(CSV_MAX_CHARS * 4 + 1024);
  });
});
