import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message as sent (headers, blank line, body). */
  raw: string;
  /** The plain-text body, quoted-printable and soft line breaks undone. */
  text: string;
  header: (name: string) => string | undefined;
}

const decodeQuotedPrintable = (body: string) =>
  body
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));

function parse(from: string, to: string[], raw: string): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const at = line.indexOf(':');
    if (at > 0) headers.set(line.slice(0, at).toLowerCase(), line.slice(at + 1).trim());
  }
  const qp = /quoted-printable/i.test(headers.get('content-transfer-encoding') ?? '');
  const b64 = /base64/i.test(headers.get('content-transfer-encoding') ?? '');
  const text = qp ? decodeQuotedPrintable(body) : b64 ? Buffer.from(body, 'base64').toString('utf8') : body;
  return {
    from,
    to,
    raw,
    text: text.replace(/\r\n/g, '\n').trimEnd(),
    header: (n) => headers.get(n.toLowerCase()),
  };
}

/**
 * A local SMTP server (smtp-server, the SMTP protocol as any mail server speaks it) that keeps what it
 * receives. `holdMs` delays accepting each message (a slow mail server); `refuse` answers every message
 * with a permanent failure (a mailbox that does not exist).
 */
export class FakeSmtp {
  readonly received: ReceivedMail[] = [];
  /** Messages offered so far, accepted or refused. */
  attempts = 0;
  holdMs = 0;
  refuse = false;
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const finish = () => {
          this.attempts += 1;
          if (this.refuse) {
            callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
            return;
          }
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          const to = session.envelope.rcptTo.map((r) => r.address);
          this.received.push(parse(from, to, Buffer.concat(chunks).toString('utf8')));
          callback();
        };
        if (this.holdMs > 0) setTimeout(finish, this.holdMs);
        else finish();
      });
    },
  });

  get url(): string {
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  start(): Promise<this> {
    return new Promise((resolve) => this.server.listen(0, '127.0.0.1', () => resolve(this)));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Waits until `count` messages have arrived (or fails after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 5000): Promise<ReceivedMail[]> {
    await this.until(() => this.received.length >= count, `${count} mails`, timeoutMs);
    return this.received;
  }

  /** Waits until `count` messages have been offered, accepted or refused. */
  waitForAttempts(count: number, timeoutMs = 5000): Promise<void> {
    return this.until(() => this.attempts >= count, `${count} attempts`, timeoutMs);
  }

  private async until(done: () => boolean, what: string, timeoutMs: number) {
    const until = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > until) throw new Error(`expected ${what}, got ${this.received.length} mails`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}
