import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Answers with a JSON body. */
export type Send = (status: number, body: unknown) => ServerResponse;

/** The provider's consent screen: where it lives and what it says. */
export interface ConsentPage {
  /** The authorize path ("/oauth2/authorize"); Approve and Cancel go to `${path}/approve` and `${path}/deny`. */
  path: string;
  title: string;
  heading: string;
  approveLabel: string;
}

/**
 * What the OAuth provider fakes share: a local HTTP server on a free port, and a consent screen whose
 * Approve and Cancel links come back through `consent()`. Each provider keeps its own format —
 * authorize checks, token exchange, user endpoint — in its own file.
 */
export abstract class OAuthFake<User> {
  private server: Server;

  constructor(private readonly consentPage: ConsentPage) {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error) => {
        res.writeHead(500).end(String(error));
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  get baseUrl() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** What the provider does when the user approves (or cancels, with user null): the redirect back. */
  abstract consent(authorizeUrl: string, user?: User | null): string;

  /** The provider's own endpoints (token, user); anything else is its 404. */
  protected abstract route(req: IncomingMessage, url: URL, send: Send): Promise<unknown>;

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.baseUrl);
    const send: Send = (status, body) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const { path, title, heading, approveLabel } = this.consentPage;

    if (req.method === 'GET' && url.pathname === path) {
      // Like the real provider, a consent screen: approve or Cancel, both back to the redirect URI.
      const query = url.search;
      const html = `<!doctype html><html><head><title>${title}</title></head><body>
        <h1>${heading}</h1>
        <a href="${path}/approve${query}">${approveLabel}</a> <a href="${path}/deny${query}">Cancel</a>
        </body></html>`;
      return res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    }
    if (req.method === 'GET' && url.pathname === `${path}/approve`) {
      return res.writeHead(302, { location: this.consent(url.toString()) }).end();
    }
    if (req.method === 'GET' && url.pathname === `${path}/deny`) {
      return res.writeHead(302, { location: this.consent(url.toString(), null) }).end();
    }
    return this.route(req, url, send);
  }
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}
