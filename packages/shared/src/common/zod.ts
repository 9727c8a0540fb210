import { z } from 'zod';

/**
 * The one zod every shared schema is built with. Browsers run the site under a Content Security
 * Policy without 'unsafe-eval': zod must not even probe `new Function` there (the probe is reported
 * as a policy violation), so in a browser it runs without its JIT; the server keeps the JIT. This
 * module is imported before any schema is built, since zod probes when the first object schema is
 * made. It sets zod's shared configuration object (`globalThis.__zod_globalConfig`, which
 * `z.config()` writes too) directly, so a page that reads only constants from a schema file does not
 * load zod's code for it.
 */
if (typeof window !== 'undefined') {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}

export { z };
