import { randomInt } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { LIVE_RESET_EVENT, LIVE_SUBSCRIBED_EVENT } from '@podium/shared/common/live';
import { type Bus, MemoryBus } from './bus.ts';
import { Coalescer } from './coalesce.ts';
import { compareLiveIds, idMaker, type LiveId, parseLiveId } from './live-ids.ts';

const CHANNEL = 'live';

interface StoredEvent {
  id: LiveId;
  frame: Buffer;
  /** A member's own event (`publishTo`): only their streams get it. */
  to?: number;
}

interface Client {
  res: ServerResponse;
  topics: ReadonlySet<string>;
  /** The signed-in member the stream was opened for, if any: receives their own events. */
  viewer: number | null;
}

const reaches = (client: Client, event: StoredEvent) => event.to === undefined || event.to === client.viewer;

/** The last `size` events of one topic, for clients that come back with a Last-Event-ID. */
class Ring {
  private events: StoredEvent[] = [];
  /** The newest event dropped to make room: a client that has not seen it cannot be replayed. */
  private evicted: LiveId | null = null;

  constructor(private readonly size: number) {}

  push(event: StoredEvent) {
    this.events.push(event);
    if (this.events.length > this.size) this.evicted = this.events.shift()?.id ?? null;
  }

  /** The events after `id`, or null when some of them are gone. */
  after(id: LiveId): StoredEvent[] | null {
    if (this.evicted && compareLiveIds(id, this.evicted) < 0) return null;
    return this.events.filter((e) => compareLiveIds(e.id, id) > 0);
  }
}

export interface LiveOptions {
  /** How events reach every process (default: this process only). */
  bus?: Bus;
  /** Events kept per topic for replay (default 100). */
  replaySize?: number;
  /** Bytes a client may have unsent before it is dropped (default 64 KiB): a slow reader never grows memory. */
  maxBufferedBytes?: number;
  /** A comment line to every client this often, so proxies keep the stream open (default 15 s). */
  heartbeatMs?: number;
  /** Streams one process holds at most (default 20,000). */
  maxClients?: number;
  /** The window of `coalesce` (default 1 s). */
  coalesceMs?: number;
}

const frame = (fields: { id?: string; event: string; data: unknown }) =>
  Buffer.from(
    `${fields.id ? `id: ${fields.id}\n` : ''}event: ${fields.event}\ndata: ${JSON.stringify(fields.data)}\n\n`,
  );

/** When a dropped or ended stream reconnects: spread over a few seconds so a fleet restart is no stampede. */
const retryLine = () => `retry: ${randomInt(1000, 3000)}\n\n`;

/**
 * Server-Sent Events, fanned out through the bus: `publish` in any process reaches the clients of every
 * process subscribed to the topic. Each event is serialised once and written to every stream; a stream
 * whose unsent bytes pass the bound is dropped (it reconnects and catches up from the replay ring).
 */
export class LiveHub {
  private readonly bus: Bus;
  private readonly topics = new Set<string>();
  private readonly rings = new Map<string, Ring>();
  private readonly clients = new Set<Client>();
  private readonly nextId = idMaker();
  private readonly replaySize: number;
  private readonly maxBufferedBytes: number;
  private readonly heartbeatMs: number;
  private readonly maxClients: number;
  private readonly unsubscribe: () => void;
  private readonly unresync: () => void;
  /** Every event since this moment is in the rings: the process start, or the bus's last return. */
  private horizon: LiveId = { ms: Date.now(), seq: 0, origin: '' };
  /** Told of every event any process publishes, and of a resync (the page cache drops its pages). */
  private readonly listeners = new Set<() => void>();
  private heartbeat: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly coalescer: Coalescer;
  /** Streams dropped for reading too slowly (for logs and the benchmark). */
  dropped = 0;

  constructor(options: LiveOptions = {}) {
    this.bus = options.bus ?? new MemoryBus();
    this.replaySize = options.replaySize ?? 100;
    this.maxBufferedBytes = options.maxBufferedBytes ?? 64 * 1024;
    this.heartbeatMs = options.heartbeatMs ?? 15_000;
    this.maxClients = options.maxClients ?? 20_000;
    this.coalescer = new Coalescer(options.coalesceMs ?? 1000);
    this.unsubscribe = this.bus.subscribe(CHANNEL, (message) => this.receive(message));
    this.unresync = this.bus.onResync(() => this.resync());
  }

  /** Topics a feature module publishes; only these can be subscribed to. */
  declare(topics: readonly string[]): void {
    for (const topic of topics) this.topics.add(topic);
  }

  accepts(topic: string): boolean {
    return this.topics.has(topic);
  }

  get clientCount(): number {
    return this.clients.size;
  }

  /** No more streams now: at capacity, or shutting down. */
  get full(): boolean {
    return this.closed || this.clients.size >= this.maxClients;
  }

  /** Sends an event on `topic` to every subscribed client of every process. */
  publish(topic: string, data: unknown = {}): void {
    this.bus.publish(CHANNEL, JSON.stringify({ id: this.nextId(), topic, data }));
  }

  /**
   * Runs `effect` (a change's cache drops and `publish`) at most once a second per `key`: at once when
   * the key was quiet, else once for all of the second's changes (lib/coalesce.ts). For changes the
   * audience makes many times a second (entries, predictions); staff changes publish at once.
   */
  coalesce(key: string, effect: () => void): void {
    if (this.closed) effect();
    else this.coalescer.run(key, effect);
  }

  /**
   * Sends an event on `topic` to the streams of one member only (those opened with their session), in
   * every process (decision 062): nobody else learns of it. It leaves the shared page cache alone.
   */
  publishTo(topic: string, userId: number, data: unknown = {}): void {
    this.bus.publish(CHANNEL, JSON.stringify({ id: this.nextId(), topic, data, to: userId }));
  }

  /**
   * Streams to `res` (headers already written): first what the client missed since `lastEventId` (or
   * a reset for topics it cannot be replayed), then a `subscribed` event whose id marks where it is now.
   */
  attach(
    res: ServerResponse,
    topics: readonly string[],
    lastEventId?: string,
    viewer: number | null = null,
  ): void {
    if (res.destroyed) return; // gone before it started
    const client: Client = { res, topics: new Set(topics), viewer };
    res.write(retryLine());
    if (lastEventId !== undefined) this.replay(client, parseLiveId(lastEventId));
    res.write(frame({ id: this.nextId(), event: LIVE_SUBSCRIBED_EVENT, data: { topics } }));
    this.clients.add(client);
    res.on('close', () => this.clients.delete(client));
    this.heartbeat ??= setInterval(() => this.beat(), this.heartbeatMs).unref();
  }

  /** Runs the waiting `coalesce` effects now; every key is quiet again. */
  flushCoalesced(): void {
    this.coalescer.flush();
  }

  /** Ends every stream cleanly (clients reconnect, elsewhere during a shutdown) and takes no more. */
  close(): void {
    this.coalescer.flush();
    this.closed = true;
    clearInterval(this.heartbeat);
    this.unsubscribe();
    this.unresync();
    for (const { res } of this.clients) res.end(retryLine());
    this.clients.clear();
  }

  /** Runs `listener` on every public event from any process and when the bus comes back; returns the unsubscribe. */
  onEvent(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private receive(message: string) {
    const { id, topic, data, to } = JSON.parse(message) as {
      id: string;
      topic: string;
      data: unknown;
      to?: number;
    };
    const parsed = parseLiveId(id);
    if (!parsed || typeof topic !== 'string') return;
    const event: StoredEvent = { id: parsed, frame: frame({ id, event: topic, data }) };
    if (typeof to === 'number') event.to = to;
    this.ring(topic).push(event);
    if (event.to === undefined) for (const listener of this.listeners) listener();
    for (const client of this.clients) {
      if (client.topics.has(topic) && reaches(client, event)) this.write(client, event.frame);
    }
  }

  private replay(client: Client, last: LiveId | null) {
    const events: StoredEvent[] = [];
    const reset: string[] = [];
    for (const topic of client.topics) {
      const missed = last && compareLiveIds(last, this.horizon) >= 0 ? this.ring(topic).after(last) : null;
      if (missed) events.push(...missed.filter((event) => reaches(client, event)));
      else reset.push(topic);
    }
    events.sort((a, b) => compareLiveIds(a.id, b.id));
    for (const event of events) client.res.write(event.frame);
    if (reset.length) client.res.write(this.resetFrame(reset));
  }

  /** The bus came back: events from other processes may be lost, so every client refetches. */
  private resync() {
    this.horizon = { ms: Date.now(), seq: 0, origin: '' };
    for (const listener of this.listeners) listener();
    for (const client of this.clients) this.write(client, this.resetFrame([...client.topics]));
  }

  private resetFrame(topics: string[]) {
    return frame({ id: this.nextId(), event: LIVE_RESET_EVENT, data: { topics } });
  }

  private beat() {
    for (const client of this.clients) this.write(client, ':\n\n');
  }

  private write(client: Client, chunk: Buffer | string) {
    const { res } = client;
    if (res.destroyed) {
      this.clients.delete(client);
      return;
    }
    if (res.writableLength + chunk.length > this.maxBufferedBytes) {
      this.clients.delete(client);
      this.dropped++;
      res.destroy();
      return;
    }
    res.write(chunk);
  }

  private ring(topic: string): Ring {
    const ring = this.rings.get(topic) ?? new Ring(this.replaySize);
    this.rings.set(topic, ring);
    return ring;
  }
}
