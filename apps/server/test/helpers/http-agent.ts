import { CSRF_COOKIE, CSRF_PATH } from '@podium/shared/site-settings/boot';

/**
 * A browser-like client over real HTTP (fetch): keeps cookies, takes the CSRF token as the page's
 * scripts do, sends it back on writes. The in-process `Agent` (app.ts) does the same through `inject`.
 */
export class HttpAgent {
  cookies = new Map<string, string>();
  csrf = '';

  async request(url: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
    const method = init.method ?? 'GET';
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && this.csrf) headers['x-csrf-token'] = this.csrf;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(url, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'manual',
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === '' || /max-age=0\b/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /**
   * Loads a page and takes the CSRF token as the page's scripts do (web lib/csrf.ts): from the cookie a
   * member's page sets, or, with none (a visitor's page sets no cookie), from `GET /auth/csrf`.
   */
  async page(url: string): Promise<void> {
    await (await this.request(url)).text();
    if (!this.cookies.get(CSRF_COOKIE)) await (await this.request(new URL(CSRF_PATH, url).href)).text();
    this.csrf = this.cookies.get(CSRF_COOKIE) ?? '';
  }

  get = (url: string) => this.request(url);
  post = (url: string, body?: unknown) => this.request(url, { method: 'POST', body });
  put = (url: string, body?: unknown) => this.request(url, { method: 'PUT', body });
}
