import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { COOKIE_CONSENT_KEY, parseCookieConsent } from '@podium/shared/common/cookie-consent';
import { fail } from '@podium/shared/common/envelope';
import { commonErrorCodes } from '@podium/shared/common/errors';
import { BOOT_ELEMENT_ID, type BootData } from '@podium/shared/site-settings/boot';
import { themeToCssVariables } from '@podium/shared/site-settings/theme-rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { issueCsrfToken } from '../features/auth/csrf.ts';
import { cachedSettings } from '../features/site-settings/site-settings.cache.ts';
import { toCurrentUser } from '../features/users/users.repository.ts';
import { preferredEncoding } from '../lib/cached-read.ts';
import { scriptLoadingNow, scriptsAfterPaint } from './after-paint.ts';
import { refuse } from './errors.ts';
import { PageCache } from './page-cache.ts';
import { cutShell, type ShellFill } from './page-shell.ts';
import { PageDataUnavailable, type RenderedPage, serverRenderer } from './server-render.ts';

const API_PATH = /^\/(api|auth|webhooks|logout|healthz|readyz)(\/|$|\?)/;

const FALLBACK_TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Podium</title></head><body><div id="root"></div></body></html>`;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** JSON inside <script type="application/json">: nothing in it may close the tag. */
const safeJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The theme as CSS variables on <html>, as the app sets them: the first paint has the site's colours. */
const themeStyle = (theme: BootData['settings']['theme']) =>
  Object.entries(themeToCssVariables(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');

/** Stylesheets up to this size (the site's is about 80 KB, 13 KB compressed) are inlined. */
const INLINE_CSS_MAX_BYTES = 160_000;

/**
 * The page's stylesheet inlined into the template: on a phone the first paint then waits for no
 * second request (decision 019). Kept as a plain link when missing, too big or unsafe to inline.
 */
export function inlineStylesheets(html: string, distDir: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*?href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (link, file: string) => {
      const path = join(distDir, file);
      if (!existsSync(path) || statSync(path).size > INLINE_CSS_MAX_BYTES) return link;
      const css = readFileSync(path, 'utf8');
      if (/<\/style/i.test(css)) return link;
      // The link stays, disabled (a disabled stylesheet is never fetched), so the script that loads a
      // lazy chunk sees the stylesheet is there and does not add it again (decision 029).
      return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
    },
  );
}

/**
 * Serves the built SPA: hashed assets with long-cache headers, and for every other non-API GET the
 * index.html with the signed-in user and the settings embedded (no first-paint fetch), and a member's
 * CSRF token in a cookie. Public pages come rendered, with the data they show (decision 019).
 */
export async function registerSpa(app: FastifyInstance, distDir: string) {
  const indexPath = join(distDir, 'index.html');
  let template = { inlined: FALLBACK_TEMPLATE, linked: FALLBACK_TEMPLATE, mtimeMs: -1 };
  /**
   * The template with the stylesheet inlined, for visitors (their page is rendered once a second and
   * shared), or linked, for members: they have the hashed file from an earlier visit, and a page
   * rendered for each of their views no longer copies and compresses the whole stylesheet each time
   * (it was about 60 % of the page, issue 27).
   */
  let checkedAt = 0;
  const loadTemplate = (inlineStyles: boolean) => {
    // A new build is looked for at most once a second, not with two file-system calls per page view.
    const now = Date.now();
    if (now - checkedAt >= 1000 && existsSync(indexPath)) {
      checkedAt = now;
      const mtimeMs = statSync(indexPath).mtimeMs;
      if (mtimeMs !== template.mtimeMs) {
        const linked = readFileSync(indexPath, 'utf8');
        template = { inlined: inlineStylesheets(linked, distDir), linked, mtimeMs };
        shells.clear();
      }
    }
    return inlineStyles ? template.inlined : template.linked;
  };
  /** The template as a page fills it, cut once per template, stylesheet choice and route's scripts. */
  const shells = new Map<string, (fill: ShellFill) => string>();
  const shellFor = (inlineStyles: boolean, preload: readonly string[] | null) => {
    const html = loadTemplate(inlineStyles);
    const key = `${inlineStyles} ${scriptLoadingNow()} ${preload?.join(' ') ?? '-'}`;
    let shell = shells.get(key);
    if (!shell) {
      if (shells.size >= 500) shells.clear(); // routes are few; bounded all the same
      shell = cutShell(preload ? scriptsAfterPaint(html, preload) : html);
      shells.set(key, shell);
    }
    return shell;
  };

  if (existsSync(distDir)) {
    // The build's files other than its hashed assets are a route each, found at start: with one
    // wildcard over the whole site, every page view (`/leaderboard`) first looked for a file of that
    // name on disk (a stat and a readdir) before it was rendered, which cost a cached page two thirds
    // of its speed (issue 27). Hashed assets keep a wildcard under /assets/, so a new build's scripts
    // are served at once; pages never reach it.
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      globIgnore: ['assets/**'],
      setHeaders: (reply) => reply.header('cache-control', 'public, max-age=3600'),
    });
    if (existsSync(join(distDir, 'assets'))) {
      await app.register(fastifyStatic, {
        root: join(distDir, 'assets'),
        prefix: '/assets/',
        index: false,
        decorateReply: false,
        setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
      });
    }
  }

  const render = serverRenderer(app, distDir);
  async function renderPage(
    request: FastifyRequest,
    boot: BootData,
    anonymous: boolean,
  ): Promise<RenderedPage | null> {
    if (!render) return null;
    try {
      return await render(request, boot, anonymous);
    } catch (error) {
      // The database is away: the 503 page (plugins/errors.ts), as for any read that finds it away.
      if (error instanceof PageDataUnavailable) throw error;
      // The browser renders the page instead; the visitor still gets it.
      request.log.error({ err: error }, 'server render failed');
      return null;
    }
  }

  /** The page's HTML: the template with the settings, the boot data and, when rendered, the page. */
  async function pageHtml(request: FastifyRequest, anonymous: boolean) {
    const settings = await cachedSettings(app.deps);
    const boot: BootData = {
      user: !anonymous && request.user ? toCurrentUser(request.user) : null,
      settings,
      devLogin: !app.deps.config.production,
      cookie_consent: parseCookieConsent(request.cookies[COOKIE_CONSENT_KEY]),
      rendered_at: Date.now(),
    };
    const page = await renderPage(request, boot, anonymous);
    if (page) boot.queries = page.queries;
    const head =
      `<meta name="description" content="${escapeHtml(settings.site_description)}">` +
      `<script id="${BOOT_ELEMENT_ID}" type="application/json">${safeJson(boot)}</script>`;
    const html = shellFor(
      anonymous,
      page?.preload ?? null,
    )({
      htmlAttributes: ` style="${escapeHtml(themeStyle(settings.theme))}"`,
      title: escapeHtml(settings.site_name),
      head,
      root: page?.html ?? '',
    });
    return { html, status: page?.status ?? 200, rendered: page !== null };
  }

  // Anonymous views of a server-rendered page are rendered once per second and variant, and shared
  // (issue 27). Any live event or cache invalidation, in any process, turns them all stale.
  const pages = new PageCache();
  app.deps.live.onEvent(() => pages.invalidate());
  app.deps.cache.onDrop(() => pages.invalidate());

  /** The variants that differ for anonymous visitors: the cookie banner's state and the URL. */
  const variantOf = (consentCookie: string | undefined, url: string) =>
    `${parseCookieConsent(consentCookie) ?? '-'} ${url}`;

  // A visitor's view of a page already rendered and fresh, answered before Fastify with the same
  // headers as renderIndex below (plugins/fast-lane.ts); anything else goes on to it. It sets no
  // cookie: the CSRF token is asked for before the visitor's first write (decision 068).
  app.fastLane.setPage((request) => {
    const url = request.url ?? '/';
    const consent = request.headers.cookie
      ? app.parseCookie(request.headers.cookie)[COOKIE_CONSENT_KEY]
      : undefined;
    const page = pages.fresh(variantOf(consent, url));
    if (!page) return null;
    const chosen = page.representations[preferredEncoding(request.headers['accept-encoding'])];
    const { body, headers } = chosen ?? page.representations.identity;
    return {
      status: page.status,
      headers: { 'cache-control': 'no-store', ...headers, 'content-length': String(body.length) },
      body,
    };
  });

  async function renderIndex(request: FastifyRequest, reply: FastifyReply) {
    // A member's token comes with their page, in a cookie the app's scripts read (web lib/csrf.ts); a
    // visitor's page sets no cookie and is shared, the token asked for before the first write.
    if (request.user) issueCsrfToken(app, request, reply);
    reply.header('cache-control', 'no-store');
    let built: Awaited<ReturnType<typeof pageHtml>> | null = null;
    if (!request.user) {
      const variant = variantOf(request.cookies[COOKIE_CONSENT_KEY], request.url);
      const cached = await pages.get(variant, async () => {
        built = await pageHtml(request, true);
        // A page the browser renders (no server render, or it failed) is cheap and not kept.
        return built.rendered ? built : null;
      });
      if (cached) {
        const chosen = cached.representations[preferredEncoding(request.headers['accept-encoding'])];
        const representation = chosen ?? cached.representations.identity;
        return reply.code(cached.status).headers(representation.headers).send(representation.body);
      }
    }
    const { html, status } = built ?? (await pageHtml(request, !request.user));
    return reply.code(status).type('text/html; charset=utf-8').send(html);
  }

  app.get('/', renderIndex);
  // Not a page: 404 in the envelope, or as a page for a browser's navigation (plugins/errors.ts).
  const notFound = { status: 404, body: fail(commonErrorCodes.notFound, 'Not found.') };
  const pageOrNotFound = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(request, reply, notFound);
    if (API_PATH.test(request.url) || /\.[a-z0-9]{2,5}$/i.test(request.url.split('?')[0]!)) {
      return refuse(request, reply, notFound);
    }
    return renderIndex(request, reply);
  };
  // Every other page is a route of its own (the build's files and /assets/ are more specific), so a
  // page rendered per view (signed in, or rendered in the browser) is compressed like any answer:
  // the not-found handler is outside @fastify/compress.
  app.get('/*', pageOrNotFound);
  app.setNotFoundHandler(pageOrNotFound);
}
