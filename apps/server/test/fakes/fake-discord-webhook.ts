import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './oauth-fake.ts';

export interface ReceivedMessage {
  content: string;
  allowed_mentions?: unknown;
}

/**
 * A local stand-in for a Discord channel webhook (`POST /api/webhooks/{id}/{token}`), in Discord's
 * documented format: JSON `{content}` answered 204; 429 `{message, retry_after (seconds), global}`
 * with a Retry-After header when rate limited; 404 `Unknown Webhook` for any other path.
 * `failNext` queues the statuses the next posts answer with (429, 500, …) before it accepts again.
 */
export class FakeDiscordWebhook {
  private server: Server;
  readonly received: ReceivedMessage[] = [];
  /** Every post, accepted or not. */
  attempts = 0;
  failNext: number[] = [];
  /** retry_after in seconds on a 429. */
  retryAfter = 0.05;
  readonly path = '/api/webhooks/1234567890/fake-webhook-token';

  constructor() {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error) => res.writeHead(500).end(String(error)));
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  get url() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${this.path}`;
  }

  reset() {
    this.received.length = 0;
    this.attempts = 0;
    this.failNext = [];
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'POST' || url.pathname !== this.path) {
      return send(404, { message: 'Unknown Webhook', code: 10015 });
    }
    const raw = await readBody(req);
    this.attempts++;
    const fail = this.failNext.shift();
    if (fail === 429) {
      return send(
        429,
        { message: 'You are being rate limited.', retry_after: this.retryAfter, global: false },
        { 'retry-after': String(Math.ceil(this.retryAfter)) },
      );
    }
    if (fail) return send(fail, { message: '500: Internal Server Error', code: 0 });
    if (req.headers['content-type'] !== 'application/json') {
      return send(400, { message: 'Cannot send an empty message', code: 50006 });
    }
    let body: ReceivedMessage;
    try {
      body = JSON.parse(raw) as ReceivedMessage;
    } catch {
      return send(400, { message: 'The request body contains invalid JSON.', code: 50109 });
    }
    if (typeof body.content !== 'string' || body.content.length === 0 || body.content.length > 2000) {
      return send(400, { content: ['Must be 2000 or fewer in length.'] });
    }
    this.received.push(body);
    return res.writeHead(204).end();
  }
}
