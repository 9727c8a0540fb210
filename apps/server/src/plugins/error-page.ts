/**
 * The page a person sees when a navigation fails (decision 030): a rate limit, an outage, a deploy,
 * a fault of ours. Self-contained — inline CSS, no script, nothing fetched — so it shows when the
 * database, the built assets or the CDN are away, under the site's Content-Security-Policy as it is.
 */

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** How q-values rank a media type: the most specific range that names it (RFC 9110 §12.5.1). */
function quality(ranges: { type: string; q: number }[], type: string): number {
  const family = `${type.split('/')[0]}/*`;
  const exact = ranges.find((range) => range.type === type);
  if (exact) return exact.q;
  return ranges.find((range) => range.type === family)?.q ?? ranges.find((r) => r.type === '*/*')?.q ?? 0;
}

/**
 * Whether a request's Accept prefers HTML to JSON: a browser navigation does
 * (`text/html,…,*\/*;q=0.8`); the web app's fetches (`application/json`), a bare `*\/*`, curl and a
 * request without Accept do not, and get the envelope.
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept?.includes('html')) return false;
  const ranges = accept.split(',').map((part) => {
    const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    return { type, q: Number.isFinite(value) ? value : 0 };
  });
  return quality(ranges, 'text/html') > quality(ranges, 'application/json');
}

/** "in 42 seconds", "in a minute", "in 3 minutes": a wait as people say it. */
export function waitInWords(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return 'in a minute';
  if (seconds < 2) return 'in a second';
  if (seconds < 60) return `in ${Math.ceil(seconds)} seconds`;
  if (seconds < 90) return 'in a minute';
  return `in ${Math.round(seconds / 60)} minutes`;
}

export interface ErrorPageInput {
  status: number;
  /** The envelope's message: what the page says under its heading for a refusal (4xx). */
  message: string;
  /** The request id, so a person's report can be matched with the log line. */
  requestId: string;
  /** Seconds until trying again makes sense, when known (a rate limit's own wait). */
  retryAfterSeconds?: number;
}

/** The heading and words for a status; a refusal keeps the envelope's own message. */
function wordsFor({ status, message, retryAfterSeconds }: ErrorPageInput): { title: string; text: string } {
  if (status === 429) {
    return {
      title: 'Too many attempts',
      text: `Too many attempts — try again ${waitInWords(retryAfterSeconds)}.`,
    };
  }
  if (status === 503) {
    return {
      title: 'We’ll be right back',
      text: 'The site is being updated or is briefly unavailable. Please try again in a minute.',
    };
  }
  if (status >= 500) {
    return {
      title: 'Something went wrong',
      text: 'Something went wrong on our side. Please try again in a moment.',
    };
  }
  const titles: Record<number, string> = {
    401: 'Please sign in',
    403: 'Not allowed',
    404: 'Page not found',
    431: 'Request too large',
  };
  return { title: titles[status] ?? 'That did not work', text: message };
}

const STYLE =
  ':root{color-scheme:light dark;--bg:#f6f6f8;--card:#fff;--text:#1b1b22;--muted:#5d5d6b;--accent:#6d28d9}' +
  '@media (prefers-color-scheme:dark){:root{--bg:#0f0f14;--card:#1a1a22;--text:#ececf1;--muted:#a0a0b0;--accent:#a78bfa}}' +
  '*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1.5rem;' +
  'background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}' +
  'main{max-width:28rem;width:100%;background:var(--card);border-radius:1rem;padding:2rem;' +
  'box-shadow:0 1px 3px rgb(0 0 0/.12)}h1{margin:0 0 .75rem;font-size:1.5rem}p{margin:0 0 1.25rem}' +
  'a{color:var(--accent);font-weight:600}small{display:block;margin-top:1.5rem;color:var(--muted);font-size:.8rem}';

/** The whole page: a heading, the words, a way on, and the reference of the request. */
export function errorPage(input: ErrorPageInput): string {
  const { title, text } = wordsFor(input);
  const ways =
    input.status === 401
      ? '<a href="/login">Sign in</a> · <a href="/">Home page</a>'
      : '<a href="/">Back to the home page</a>';
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p>${ways}</p>` +
    `<small>Error ${input.status} · reference ${escapeHtml(input.requestId)}</small></main></body></html>`
  );
}
