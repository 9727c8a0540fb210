import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LiveSubscriptions, useLive } from '@/lib/use-live.ts';

/** The browser's EventSource, as far as the hook uses it: events are delivered by the test. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown, lastEventId = '') {
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  get topics() {
    return new URL(this.url, 'http://x').searchParams.get('topics');
  }
}

const open = () => FakeEventSource.all.filter((s) => s.readyState !== FakeEventSource.CLOSED);
const flush = () => act(async () => {});

function Live({ subscriptions }: { subscriptions: LiveSubscriptions }) {
  useLive(subscriptions);
  return null;
}

function setup(children: ReactNode) {
  const client = new QueryClient();
  client.setQueryData(['leaderboard'], { boards: 1 });
  client.setQueryData(['raffles'], { raffles: 1 });
  const view = render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
  const invalidated = (key: string) => client.getQueryState([key])?.isInvalidated ?? false;
  return { client, view, invalidated };
}

describe('useLive: one live stream that keeps query caches fresh', () => {
  beforeEach(() => {
    FakeEventSource.all = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens one stream for every topic the page wants and invalidates the named queries on an event', async () => {
    const { invalidated } = setup(
      <>
        <Live subscriptions={{ leaderboard: [['leaderboard']] }} />
        <Live subscriptions={{ raffle: [['raffles']] }} />
      </>,
    );
    await flush();
    expect(open()).toHaveLength(1);
    expect(open()[0]?.url).toMatch(/^\/api\/r\/live\?topics=/);
    expect(open()[0]?.topics).toBe('leaderboard,raffle');

    act(() => open()[0]?.emit('leaderboard', {}, '1-0-a'));
    expect(invalidated('leaderboard')).toBe(true);
    expect(invalidated('raffles')).toBe(false);
  });

  it('invalidates the topics of a reset (events were missed) and passes events to an updater', async () => {
    const seen: unknown[] = [];
    const { invalidated } = setup(
      <Live
        subscriptions={{
          leaderboard: [['leaderboard']],
          raffle: (message, queryClient) => {
            seen.push(message);
            queryClient.setQueryData(['raffles'], message.data);
          },
        }}
      />,
    );
    await flush();
    const stream = open()[0] as FakeEventSource;
    act(() => stream.emit('raffle', { raffles: 2 }, '2-0-a'));
    expect(seen).toEqual([{ topic: 'raffle', data: { raffles: 2 }, reset: false }]);

    act(() => stream.emit('reset', { topics: ['leaderboard', 'raffle'] }, '3-0-a'));
    expect(invalidated('leaderboard')).toBe(true);
    expect(seen.at(-1)).toEqual({ topic: 'raffle', data: null, reset: true });
  });

  it('narrows the stream when a component goes, and closes it when the last one does', async () => {
    const { client, view } = setup(
      <>
        <Live key="a" subscriptions={{ leaderboard: [['leaderboard']] }} />
        <Live key="b" subscriptions={{ raffle: [['raffles']] }} />
      </>,
    );
    await flush();
    view.rerender(
      <QueryClientProvider client={client}>
        <Live key="a" subscriptions={{ leaderboard: [['leaderboard']] }} />
      </QueryClientProvider>,
    );
    await flush();
    expect(open().map((s) => s.topics)).toEqual(['leaderboard']);
    view.unmount();
    await flush();
    expect(open()).toHaveLength(0);
  });

  it('opens the stream again after the server refused it, resuming after the last event it saw', async () => {
    vi.useFakeTimers();
    setup(<Live subscriptions={{ leaderboard: [['leaderboard']] }} />);
    await flush();
    const first = open()[0] as FakeEventSource;
    act(() => first.emit('subscribed', { topics: ['leaderboard'] }, '42-7-abcd'));
    first.readyState = FakeEventSource.CLOSED; // e.g. a 503 while the server was full
    act(() => first.onerror?.());
    expect(open()).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(2000));
    expect(open()).toHaveLength(1);
    expect(open()[0]?.url).toContain('last_event_id=42-7-abcd');
  });

  it('leaves the page alone in a browser without EventSource', async () => {
    vi.stubGlobal('EventSource', undefined);
    setup(<Live subscriptions={{ leaderboard: [['leaderboard']] }} />);
    await flush();
    expect(FakeEventSource.all).toHaveLength(0);
  });
});
