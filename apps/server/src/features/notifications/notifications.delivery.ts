import { emailKinds, kickMentionKinds, type NotificationKind } from '@podium/shared/notifications/kinds';
import { notificationMessage } from '@podium/shared/notifications/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { sendChatMessage } from '../kick/kick-app.client.ts';
import { kickSettingsOf } from '../kick/kick-settings.repository.ts';
import { notificationsChanged } from './notifications.live.ts';
import { takeUndelivered, type Undelivered } from './notifications.repository.ts';

export interface DeliveryDeps extends Pick<AppDeps, 'db' | 'live' | 'config'> {
  mailer: Mailer;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** What an SMTP failure may log: its code and the server's answer, never the URL (it holds a password). */
const mailFailure = (error: unknown) => {
  const { code, responseCode, message } = (error ?? {}) as {
    code?: string;
    responseCode?: number;
    message?: string;
  };
  return { code, responseCode, message };
};

const SUBJECTS: Partial<Record<NotificationKind, string>> = {
  claim_reminder: 'You have a prize to claim',
  payout_sent: 'Your payout was sent',
};

/** The email of a win, claim reminder or payout: plain text, the message and its link. */
export function notificationMail(n: Pick<Undelivered, 'kind' | 'data'>, to: string, siteUrl: string) {
  const { text, href } = notificationMessage(n);
  return {
    to,
    subject: SUBJECTS[n.kind] ?? 'You won a prize',
    text: [
      text,
      '',
      `${siteUrl.replace(/\/$/, '')}${href}`,
      '',
      'You get these emails because you turned them on in Settings.',
    ].join('\n'),
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** "@name won 500 points in the raffle “Friday”!" — the chat words of a live win. */
export function kickMention(n: Pick<Undelivered, 'kind' | 'data'>, name: string): string | null {
  const d = n.data;
  const prize = str(d.prize);
  switch (n.kind) {
    case 'raffle_won':
      return `@${name} won ${prize} in the raffle “${str(d.title)}”!`;
    case 'wager_raffle_won':
      return `@${name} won ${prize} in the wager raffle “${str(d.title)}”!`;
    case 'tournament_won':
      // Every member with a right pick is paid: only a perfect bracket is worth the chat's attention.
      return d.perfect === true
        ? `@${name} called a perfect bracket in “${str(d.title)}” and won ${prize}!`
        : null;
    case 'hunt_won':
      return `@${name} won ${prize} with their guess in the bonus hunt “${str(d.title)}”!`;
    case 'challenge_won':
      return `@${name} won ${prize} on the ${str(d.slot)} slot challenge!`;
    default:
      return null;
  }
}

/**
 * The delivery step of the outbox (decision 062): takes the notifications written since the last run
 * (committed ones only: the rows are invisible before), tells each member's open pages, then — in the
 * background, best effort — mails those the member asked for (SMTP set, setting on, an address) and
 * mentions live wins in Kick chat. Answers how many it took and the background work, for tests.
 */
export async function deliverNotifications(
  deps: DeliveryDeps,
): Promise<{ taken: number; sent: Promise<void> }> {
  const taken = await takeUndelivered(deps.db);
  if (taken.length === 0) return { taken: 0, sent: Promise.resolve() };
  notificationsChanged(
    deps,
    taken.map((n) => n.userId),
  );
  const work: Promise<void>[] = [];
  const { mailer } = deps;
  if (mailer.enabled) {
    for (const n of taken) {
      if (!n.email || !n.emailWins || !emailKinds.has(n.kind)) continue;
      work.push(
        mailer
          .send(notificationMail(n, n.email, deps.config.publicUrl))
          .catch((error: unknown) =>
            deps.log?.warn({ mail: mailFailure(error), notificationId: n.id }, 'notification email not sent'),
          ),
      );
    }
  }
  const mentions = taken.filter((n) => n.kickUsername && kickMentionKinds.has(n.kind));
  if (mentions.length > 0) work.push(mentionInChat(deps, mentions));
  return { taken: taken.length, sent: Promise.all(work).then(() => {}) };
}

/** Posts the live wins in Kick chat when the bot can (app credentials, the channel known, live now). */
async function mentionInChat(deps: DeliveryDeps, list: Undelivered[]): Promise<void> {
  const { clientId, clientSecret } = deps.config.kick;
  if (!clientId || !clientSecret) return;
  try {
    const settings = await kickSettingsOf(deps.db);
    if (!settings.broadcasterUserId || !settings.isLive) return;
    for (const n of list) {
      const content = kickMention(n, n.kickUsername ?? '');
      if (!content) continue;
      await sendChatMessage(deps.config, settings.broadcasterUserId, content, null).catch((error: unknown) =>
        deps.log?.warn({ err: error, notificationId: n.id }, 'kick chat mention not sent'),
      );
    }
  } catch (error) {
    deps.log?.warn({ err: error }, 'kick chat mentions not sent');
  }
}
