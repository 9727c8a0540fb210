import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type FakeKick, ulid } from '../fakes/fake-kick.ts';
import { chatPayload, followPayload, livePayload } from '../kick/fixtures.ts';
import { Agent } from './app.ts';

type Call = <T = unknown>(agent: Agent, method: string, url: string, payload?: unknown) => Promise<T>;

/** Kick itself: every request it makes is a delivery, signed and with Kick's headers. */
class KickSender extends Agent {
  constructor(
    app: ConstructorParameters<typeof Agent>[0],
    private readonly kick: FakeKick,
  ) {
    super(app);
  }

  override request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const { type, body } = options.payload as { type: string; body: unknown };
    const messageId = ulid();
    const timestamp = new Date().toISOString();
    const raw = JSON.stringify(body);
    const headers = this.kick.headers(type, {
      messageId,
      timestamp,
      signature: this.kick.signature(messageId, timestamp, raw),
    });
    return super.request({ ...options, csrf: false, headers, payload: raw });
  }
}

/**
 * Kick and the announcements in the declared-answers tour: the admin sets the channel, rules and
 * commands and subscribes (against the fake Kick in the app's config); Kick delivers live, follow and
 * chat events; the live read. (The announcements have their own tour: announcements-tour.ts.)
 */
export async function kickTour(
  call: Call,
  { admin, alice }: Record<'admin' | 'alice', Agent>,
  kick: FakeKick,
  app: ConstructorParameters<typeof Agent>[0],
) {
  const k = '/api/admin/kick';
  await call(admin, 'PUT', `${k}/channel`, { channel_slug: 'podium' });
  const state = await call<{ rules: object; commands: object }>(admin, 'GET', k);
  await call(admin, 'PUT', `${k}/rules`, { ...state.rules, points_per_message: 2, follow_bonus: 10 });
  await call(admin, 'PUT', `${k}/commands`, { ...state.commands, points: true });
  await call(admin, 'POST', `${k}/subscribe`);
  const sender = new KickSender(app, kick);
  const deliver = (type: string, body: unknown) => call(sender, 'POST', '/webhooks/kick', { type, body });
  await deliver('livestream.status.updated', livePayload(true));
  await deliver('channel.followed', followPayload({ id: 7, name: 'fan' }));
  await deliver('chat.message.sent', chatPayload({ id: 7, name: 'fan' }, '!points'));
  await call(alice, 'GET', '/api/r/kick/live');
  await call(admin, 'GET', `${k}/events`);
}
