// A benchmark's member: signed in over HTTP as the browser does it.

/**
 * A member's cookies, as their browser holds them after signing in (the CSRF token asked for first, as
 * a visitor's first write does, decision 068; dev sign-in, which `npm start`'s configuration allows).
 */
export async function signIn(base: string, username: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(await fetch(`${base}/auth/csrf`));
  const signedIn = await fetch(`${base}/auth/dev-login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': jar.get('podium_csrf') ?? '',
      cookie: cookie(),
    },
    body: JSON.stringify({ username }),
  });
  if (!signedIn.ok) throw new Error(`dev sign-in: ${signedIn.status} ${await signedIn.text()}`);
  keep(signedIn);
  // The session's own CSRF token comes with its first page, as in the browser.
  keep(await fetch(`${base}/`, { headers: { cookie: cookie() } }));
  return cookie();
}
