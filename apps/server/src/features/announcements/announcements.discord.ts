import { z } from 'zod';

/** What one post to the Discord webhook came to. */
export type PostOutcome = { ok: true } | { ok: false; error: string; retryAfterMs: number | null };

const rateLimited = z.object({ retry_after: z.number().nonnegative().max(86_400) });
const discordError = z.object({ message: z.string().max(200) });

/**
 * Discord's refusal in words: what it means for the admin, with Discord's own short message. Never
 * the URL (it is the secret). A 5xx is Discord's trouble, said plainly.
 */
function refusal(status: number, body: unknown): string {
  const parsed = discordError.safeParse(body);
  const said = parsed.success ? `: ${parsed.data.message.replace(/[\p{Cc}]/gu, ' ').slice(0, 100)}` : '';
  if (status === 404)
    return `Discord does not know this webhook (404${said}): it was deleted, or the URL is wrong`;
  if (status === 401 || status === 403)
    return `Discord refused the webhook (${status}${said}): check the URL`;
  if (status >= 500) return `Discord answered ${status}`;
  return `Discord refused the message (${status}${said})`;
}

/**
 * Posts a message to a Discord webhook (Discord's documented format): POST JSON `{content}`, answered
 * 204 (or 200 with `?wait=true`). 429 carries `retry_after` in seconds (body, or the Retry-After
 * header). Mentions are switched off, so an announcement never pings @everyone. The URL is a secret:
 * errors name the status only, never the URL.
 */
export async function postToDiscord(url: string, content: string): Promise<PostOutcome> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content, allowed_mentions: { parse: [] } }),
      signal: AbortSignal.timeout(10_000),
      redirect: 'error',
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    return {
      ok: false,
      error:
        name === 'TimeoutError'
          ? 'Discord did not answer in time'
          : 'Discord could not be reached (network error)',
      retryAfterMs: null,
    };
  }
  if (res.status === 204 || res.status === 200) {
    await res.body?.cancel();
    return { ok: true };
  }
  const body = await res.json().catch(() => null);
  if (res.status === 429) {
    const parsed = rateLimited.safeParse(body);
    const header = Number(res.headers.get('retry-after'));
    const seconds = parsed.success ? parsed.data.retry_after : Number.isFinite(header) ? header : null;
    return {
      ok: false,
      error: 'Discord rate limit (429)',
      retryAfterMs: seconds === null ? null : seconds * 1000,
    };
  }
  return { ok: false, error: refusal(res.status, body), retryAfterMs: null };
}
