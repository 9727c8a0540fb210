import { createTransport } from 'nodemailer';
import type { MailConfig } from '../config.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain text only: what members and visitors typed is never sent as HTML. */
  text: string;
  replyTo?: string;
}

/** Outgoing email through SMTP (nodemailer), or nothing when SMTP_URL is not set. */
export interface Mailer {
  readonly enabled: boolean;
  /** The contact form's own inbox address (CONTACT_EMAIL_TO). */
  readonly contactTo: string | null;
  /** Resolves once the server accepted the message; rejects with the SMTP error otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const off: Mailer = {
  enabled: false,
  contactTo: null,
  send: () => Promise.reject(new Error('Email is not configured (SMTP_URL)')),
  close: () => {},
};

/**
 * One SMTP transport per app, made from the configuration (decision 021). Timeouts are short so a slow
 * mail server never holds a request long: contact messages are sent without waiting at all, and an
 * admin's reply waits at most about half a minute.
 */
export function createMailer(config: MailConfig | null): Mailer {
  if (!config) return off;
  const transport = createTransport(
    { url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 },
    { from: config.from },
  );
  return {
    enabled: true,
    contactTo: config.contactTo,
    async send(mail) {
      await transport.sendMail({ ...mail });
    },
    close: () => transport.close(),
  };
}
