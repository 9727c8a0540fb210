import { get, type IncomingMessage } from 'node:http';

export interface SseEvent {
  id?: string;
  event: string;
  data: unknown;
}

/**
 * A Server-Sent Events client for tests, over a real HTTP connection: collects the parsed events and
 * waits for the one a test expects.
 */
export class SseClient {
  readonly events: SseEvent[] = [];
  /** Resolves when the server ends the stream cleanly; rejects when the connection breaks. */
  readonly ended: Promise<void>;
  response!: IncomingMessage;
  private buffer = '';
  private waiters: (() => void)[] = [];

  private constructor(
    private readonly request: ReturnType<typeof get>,
    ended: Promise<void>,
  ) {
    this.ended = ended;
    this.ended.catch(() => {});
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    return new Promise((resolve, reject) => {
      let client: SseClient;
      let endedResolve: () => void;
      let endedReject: (error: Error) => void;
      const ended = new Promise<void>((res, rej) => {
        endedResolve = res;
        endedReject = rej;
      });
      const request = get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
        client.response = response;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => client.receive(chunk));
        response.on('end', () => endedResolve());
        response.on('aborted', () => endedReject(new Error('aborted')));
        response.on('error', (error) => endedReject(error));
        resolve(client);
      });
      client = new SseClient(request, ended);
      request.on('error', (error) => {
        endedReject(error);
        reject(error);
      });
    });
  }

  /** Waits for an event of this name (after the `skip` first ones), up to `timeoutMs`. */
  async next(event: string, { timeoutMs = 3000, skip = 0 } = {}): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.filter((e) => e.event === event)[skip];
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no "${event}" event within ${timeoutMs} ms; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.request.destroy();
  }

  private receive(chunk: string) {
    this.buffer += chunk;
    let end = this.buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const fields = new Map<string, string>();
      for (const line of block.split('\n')) {
        if (!line || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
      }
      if (fields.has('data')) {
        this.events.push({
          id: fields.get('id'),
          event: fields.get('event') ?? 'message',
          data: JSON.parse(fields.get('data') as string),
        });
      }
      end = this.buffer.indexOf('\n\n');
    }
    for (const wake of this.waiters.splice(0)) wake();
  }
}
