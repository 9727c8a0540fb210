// One visitor of `npm run bench:spike` (and the member `npm run bench` signs in), over node:http as a
// browser would: a page with its cookies, the reads the app makes, the live-updates stream kept open,
// and, for some, a sign-in and an action.
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** Page views and reads share keep-alive sockets; each live stream has its own, held open. */
const pageAgent = new Agent({ keepAlive: true, maxSockets: 512 });
const streamAgent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

export type Kind = 'page' | 'read' | 'stream' | 'sign-in' | 'act';
export interface Timing {
  kind: Kind;
  ms: number;
  ok: boolean;
  /** A failure's status and the start of its answer. */
  why?: string;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A visitor's cookies, as a browser keeps them (name → value; no paths or expiry needed here). */
class Jar {
  private cookies = new Map<string, string>();
  take(headers: IncomingHttpHeaders) {
    for (const line of headers['set-cookie'] ?? []) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  }
  get(name: string) {
    return this.cookies.get(name) ?? '';
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** The reads a visitor's page makes once it has loaded. */
export const VISITOR_READS = ['/api/r/kick/live', '/api/r/leaderboard'];

/** One request; `fresh` sends it on a new connection (closed after it) instead of a kept-alive one. */
function send(
  base: string,
  method: string,
  path: string,
  jar: Jar,
  body?: unknown,
  { fresh = false } = {},
): Promise<Answer> {
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${path}`,
      {
        method,
        agent: fresh ? false : pageAgent,
        headers: {
          'accept-encoding': 'gzip, br',
          cookie: jar.header(),
          ...(data ? { 'content-type': 'application/json', 'x-csrf-token': jar.get('podium_csrf') } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          jar.take(res.headers);
          const bytes = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body =
            encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString() });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

export interface Stream {
  /** Resolves with the time it arrived once an event of `topic` arrives after `since` (ms). */
  next(topic: string, since: number): Promise<number>;
  close(): void;
}

/** Opens the live-updates stream; resolves once subscribed. */
function openStream(base: string, topics: string, jar: Jar): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const seen: { topic: string; at: number }[] = [];
    const waiting: { topic: string; since: number; done: (at: number) => void }[] = [];
    let buffer = '';
    const req = httpRequest(
      `${base}/api/r/live?topics=${topics}`,
      { agent: streamAgent, headers: { accept: 'text/event-stream', cookie: jar.header() } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`live stream: ${res.statusCode}`));
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const at = Date.now();
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
            const event = /^event: (.+)$/m.exec(buffer.slice(0, end))?.[1];
            buffer = buffer.slice(end + 2);
            if (!event) continue;
            if (event === 'subscribed') resolve(stream);
            seen.push({ topic: event, at });
            if (seen.length > 50) seen.shift();
            for (const w of waiting.splice(0)) {
              if (w.topic === event && at >= w.since) w.done(at);
              else waiting.push(w);
            }
          }
        });
      },
    );
    const stream: Stream = {
      next: (topic, since) =>
        new Promise((done) => {
          const hit = seen.find((s) => s.topic === topic && s.at >= since);
          if (hit) done(hit.at);
          else waiting.push({ topic, since, done });
        }),
      close: () => req.destroy(),
    };
    req.on('error', reject);
    req.end();
  });
}

export interface Plan {
  base: string;
  page: string;
  /** Signs in as this name and does `act`, or only looks. */
  member: string | null;
  act: ((post: (path: string, body: unknown) => Promise<Answer>) => Promise<Answer>) | null;
}

/** One visit: what it measured and the stream it keeps open (null when it could not open one). */
export async function visit(plan: Plan, record: (t: Timing) => void): Promise<Stream | null> {
  const jar = new Jar();
  const timed = async (kind: Kind, run: () => Promise<Answer>, okStatus = (s: number) => s < 400) => {
    const started = performance.now();
    try {
      const answer = await run();
      const ok = okStatus(answer.status);
      record({
        kind,
        ms: performance.now() - started,
        ok,
        ...(ok ? {} : { why: `${answer.status} ${answer.body.slice(0, 160)}` }),
      });
      return answer;
    } catch (error) {
      record({ kind, ms: performance.now() - started, ok: false, why: String(error) });
      return null;
    }
  };
  if (!(await timed('page', () => send(plan.base, 'GET', plan.page, jar)))) return null;
  await Promise.all(VISITOR_READS.map((path) => timed('read', () => send(plan.base, 'GET', path, jar))));
  if (plan.member && plan.act) {
    const act = plan.act;
    // A visitor's page sets no cookie: the first write asks for its CSRF token first (decision 068).
    const signedIn = await timed('sign-in', async () => {
      if (!jar.get('podium_csrf')) await send(plan.base, 'GET', '/auth/csrf', jar);
      return send(plan.base, 'POST', '/auth/dev-login', jar, { username: plan.member });
    });
    if (signedIn && signedIn.status < 400) {
      // The new session's CSRF token comes with the next page, as in the browser.
      await send(plan.base, 'GET', plan.page, jar);
      await timed('act', () => act((path, body) => send(plan.base, 'POST', path, jar, body)));
    }
  }
  const started = performance.now();
  try {
    const stream = await openStream(plan.base, 'leaderboard,raffle,bonus-hunt,stream', jar);
    record({ kind: 'stream', ms: performance.now() - started, ok: true });
    return stream;
  } catch {
    record({ kind: 'stream', ms: performance.now() - started, ok: false });
    return null;
  }
}

/**
 * A member's cookies, as their browser holds them after signing in: the CSRF token asked for first (a
 * visitor's page sets no cookie, decision 068), dev sign-in (which `npm start`'s configuration
 * allows), then a page, which brings the session's own token.
 */
export async function signIn(base: string, username: string): Promise<Jar> {
  const jar = new Jar();
  await send(base, 'GET', '/auth/csrf', jar);
  const signedIn = await send(base, 'POST', '/auth/dev-login', jar, { username });
  if (signedIn.status >= 400)
    throw new Error(`dev sign-in: ${signedIn.status} ${signedIn.body.slice(0, 200)}`);
  await send(base, 'GET', '/', jar);
  return jar;
}

export { Jar, send };
