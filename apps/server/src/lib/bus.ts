import type { Redis } from 'ioredis';
import type { Log } from './redis.ts';

export type BusHandler = (message: string) => void;

/**
 * Publish/subscribe between the app's processes: cache invalidations and live events. `MemoryBus`
 * reaches this process only (the embedded default); `RedisBus` reaches every process sharing a Redis
 * server and falls back to this process alone while Redis is away.
 */
export interface Bus {
  readonly kind: 'memory' | 'redis';
  /** Whether a message published now reaches the other processes. */
  readonly shared: boolean;
  /** Delivers `message` to every subscriber of `channel` in every process reached, this one included. */
  publish(channel: string, message: string): void;
  subscribe(channel: string, handler: BusHandler): () => void;
  /**
   * Runs `handler` each time the bus (re)joins the other processes: messages sent while it was away
   * are lost, so whoever keeps state built from them drops it.
   */
  onResync(handler: () => void): () => void;
  close(): Promise<void>;
}

const addTo = <T>(set: Set<T>, item: T) => {
  set.add(item);
  return () => void set.delete(item);
};

/** Handlers by channel; a throwing handler is logged and does not stop the others. */
class Fanout {
  private handlers = new Map<string, Set<BusHandler>>();
  protected resyncHandlers = new Set<() => void>();

  constructor(protected readonly log?: Log) {}

  subscribe(channel: string, handler: BusHandler): () => void {
    const set = this.handlers.get(channel) ?? new Set<BusHandler>();
    this.handlers.set(channel, set);
    return addTo(set, handler);
  }

  onResync(handler: () => void): () => void {
    return addTo(this.resyncHandlers, handler);
  }

  protected deliver(channel: string, message: string): void {
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(message);
      } catch (error) {
        this.log?.error({ err: error, channel }, 'bus handler failed');
      }
    }
  }
}

/** One process: a message reaches this process's subscribers, synchronously. */
export class MemoryBus extends Fanout implements Bus {
  readonly kind = 'memory';
  readonly shared = false;

  publish(channel: string, message: string): void {
    this.deliver(channel, message);
  }

  async close(): Promise<void> {}
}

/**
 * Every process: one Redis channel (`<prefix>bus`) carries `[channel, message]` pairs; this process
 * hears its own messages back through its subscriber connection. While either connection is down the
 * bus is per-process (logged once); when both are back it tells its `onResync` handlers.
 */
export class RedisBus extends Fanout implements Bus {
  readonly kind = 'redis';
  private readonly channel: string;
  private subscribed = false;
  private wasShared = false;
  private closed = false;

  constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    prefix: string,
    log: Log,
  ) {
    super(log);
    this.channel = `${prefix}bus`;
    sub.on('message', (channel: string, raw: string) => {
      if (channel === this.channel) this.receive(raw);
    });
    // The subscriber connection does not resubscribe by itself (openRedis): the bus subscribes on every
    // (re)connect and counts as shared only once Redis has confirmed the subscription.
    sub.on('ready', () => this.listen());
    sub.on('close', () => {
      this.subscribed = false;
      this.checkShared();
    });
    pub.on('ready', () => this.checkShared());
    pub.on('close', () => this.checkShared());
    if (sub.status === 'ready') this.listen();
  }

  get shared(): boolean {
    return this.subscribed && this.pub.status === 'ready' && this.sub.status === 'ready';
  }

  publish(channel: string, message: string): void {
    if (!this.shared) {
      this.deliver(channel, message);
      return;
    }
    this.pub.publish(this.channel, JSON.stringify([channel, message])).catch(() => {
      this.deliver(channel, message); // lost on the way: this process at least
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.resyncHandlers.clear();
    await this.sub.quit().catch(() => this.sub.disconnect());
  }

  private receive(raw: string) {
    let pair: unknown;
    try {
      pair = JSON.parse(raw);
    } catch {
      return;
    }
    if (Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string') {
      this.deliver(pair[0], pair[1]);
    }
  }

  private listen() {
    this.sub.subscribe(this.channel).then(
      () => {
        this.subscribed = true;
        this.checkShared();
      },
      () => {}, // the connection dropped again; the next `ready` retries
    );
  }

  private checkShared() {
    if (this.closed) return;
    const shared = this.shared;
    if (shared === this.wasShared) return;
    this.wasShared = shared;
    if (!shared) {
      this.log?.warn('bus: Redis is away; cache invalidation and live events reach this process only');
      return;
    }
    this.log?.info('bus: Redis reached; cache invalidation and live events reach every process');
    for (const handler of this.resyncHandlers) handler();
  }
}
