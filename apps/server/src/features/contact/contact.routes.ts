import { ok } from '@podium/shared/common/envelope';
import {
  CONTACT_LIMITS,
  captchaSchema,
  contactInputSchema,
  contactMessages,
  contactPrefillSchema,
} from '@podium/shared/contact/schemas';
import { createMailer } from '../../lib/mailer.ts';
import { attemptLimiter, memberKey } from '../../lib/rate-limit.ts';
import { describe } from '../../lib/route-schema.ts';
import { type App, refusing } from '../../lib/validation.ts';
import { captchaService } from './captcha.ts';
import { contactErrors } from './contact.errors.ts';
import { contactRefusal, prefillFor, sendContactMessage } from './contact.usecases.ts';

/** Captchas a minute per address: plenty for refreshing an unreadable one, little for a farm. */
const captchaLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** SPEC §7 contact calls: the captcha, the message, and the form's prefill for members. */
export async function contactRoutes(app: App) {
  const { db, secret, config } = app.deps;
  const captcha = captchaService(db, secret);
  const mailer = createMailer(config.mail);
  app.addHook('onClose', async () => mailer.close());
  const messages = attemptLimiter(app, `${CONTACT_LIMITS.windowMinutes} minutes`, [
    { max: CONTACT_LIMITS.perMember, key: (r) => (r.user ? `contact:${memberKey(r)}` : null) },
    { max: CONTACT_LIMITS.perAddress, key: (r) => `contact:ip:${r.ip}` },
  ]);

  app.get(
    '/api/r/captcha',
    { config: captchaLimit, schema: describe({ data: captchaSchema }) },
    async (_r, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await captcha.issue());
    },
  );

  const body = refusing(contactInputSchema, contactRefusal);
  app.post('/api/r/contact', { schema: describe({ body }) }, async (request, reply) => {
    const attempt = await messages.take(request);
    if (!attempt.allowed) {
      // How long until the next message may go: the header for clients, the words for people.
      reply.header('retry-after', String(Math.max(1, Math.ceil(attempt.retryAfterMs / 1000))));
      throw contactErrors.tooManyMessages(attempt.retryAfterMs);
    }
    await sendContactMessage({ db, mailer, captcha, log: request.log }, request.body, request.user);
    return ok(null, contactMessages.sent);
  });

  app.get(
    '/api/r/contact/prefill',
    { schema: describe({ data: contactPrefillSchema }) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(prefillFor(request.user));
    },
  );
}
