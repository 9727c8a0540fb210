import {
  LIVE_PATH,
  LIVE_RESET_EVENT,
  LIVE_SUBSCRIBED_EVENT,
  type LiveReset,
  type LiveTopic,
} from '@podium/shared/common/live';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** One event of a topic; `reset` when events were missed and the topic's data should be refetched. */
export interface LiveMessage {
  topic: LiveTopic;
  data: unknown;
  reset: boolean;
}

/** What an event does: invalidate these queries (they refetch if shown), or update the cache itself. */
export type LiveAction = readonly QueryKey[] | ((message: LiveMessage, queryClient: QueryClient) => void);
export type LiveSubscriptions = Partial<Record<LiveTopic, LiveAction>>;

interface Listener {
  topics: readonly string[];
  receive: (message: LiveMessage) => void;
}

/** Waits before opening a stream again after the server refused or closed it for good. */
const RETRY_DELAYS_MS = [2000, 5000, 15_000, 30_000];

/**
 * The page's one live stream: an EventSource for the union of the topics its mounted components want,
 * reopened (resuming after the last event id) when that set changes. The browser reconnects a dropped
 * stream by itself; after a refusal this retries with a growing delay.
 */
class LiveStream {
  private listeners = new Set<Listener>();
  private source: EventSource | null = null;
  private openTopics = '';
  private lastEventId: string | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private syncQueued = false;

  add(listener: Listener): () => void {
    this.listeners.add(listener);
    this.queueSync();
    return () => {
      this.listeners.delete(listener);
      this.queueSync();
    };
  }

  /** Batches the subscribe/unsubscribe calls of one render into one (re)connection. */
  private queueSync() {
    if (this.syncQueued) return;
    this.syncQueued = true;
    queueMicrotask(() => {
      this.syncQueued = false;
      this.sync();
    });
  }

  private sync() {
    const topics = [...new Set([...this.listeners].flatMap((l) => l.topics))].sort();
    const key = topics.join(',');
    if (this.source && key === this.openTopics) return;
    this.close();
    this.openTopics = key;
    if (topics.length === 0 || typeof EventSource === 'undefined') return;
    const resume = this.lastEventId ? `&last_event_id=${encodeURIComponent(this.lastEventId)}` : '';
    const source = new EventSource(`${LIVE_PATH}?topics=${encodeURIComponent(key)}${resume}`);
    this.source = source;
    for (const topic of topics) {
      source.addEventListener(topic, (event) => this.dispatch(event, [topic as LiveTopic], false));
    }
    source.addEventListener(LIVE_RESET_EVENT, (event) => {
      const { topics: missed } = parse(event.data) as LiveReset;
      this.dispatch(event, missed as LiveTopic[], true);
    });
    source.addEventListener(LIVE_SUBSCRIBED_EVENT, (event) => {
      this.failures = 0;
      this.remember(event);
    });
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED) return; // the browser is reconnecting
      const delay = RETRY_DELAYS_MS[Math.min(this.failures++, RETRY_DELAYS_MS.length - 1)];
      this.close();
      this.retryTimer = setTimeout(() => this.sync(), delay);
    };
  }

  private close() {
    clearTimeout(this.retryTimer);
    this.source?.close();
    this.source = null;
  }

  private remember(event: MessageEvent) {
    if (event.lastEventId) this.lastEventId = event.lastEventId;
  }

  private dispatch(event: MessageEvent, topics: LiveTopic[], reset: boolean) {
    this.remember(event);
    const data = reset ? null : parse(event.data);
    for (const topic of topics) {
      for (const listener of this.listeners) {
        if (listener.topics.includes(topic)) listener.receive({ topic, data, reset });
      }
    }
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const stream = new LiveStream();

/**
 * Keeps TanStack Query caches fresh from the server's live stream while the component is mounted:
 * `useLive({ leaderboard: [leaderboardQuery.queryKey] })` invalidates the leaderboard on each of its
 * events (and when events were missed); a function instead updates the cache itself. Every component
 * on the page shares one connection.
 */
export function useLive(subscriptions: LiveSubscriptions): void {
  const queryClient = useQueryClient();
  const latest = useRef(subscriptions);
  useEffect(() => {
    latest.current = subscriptions;
  });
  const topics = Object.keys(subscriptions).sort().join(',');

  useEffect(() => {
    if (!topics) return;
    return stream.add({
      topics: topics.split(','),
      receive: (message) => {
        const action = latest.current[message.topic];
        if (!action) return;
        if (typeof action === 'function') action(message, queryClient);
        else for (const queryKey of action) void queryClient.invalidateQueries({ queryKey });
      },
    });
  }, [topics, queryClient]);
}
