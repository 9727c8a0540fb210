import { act, render, renderHook, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyOnUse, usePreloadWhenIdle } from '@/lib/lazy-on-use.ts';

afterEach(() => vi.useRealTimers());

describe('a part loaded on use', () => {
  it('loads its code once, however often it is asked for, and renders it', async () => {
    const load = vi.fn(async () => ({ who }: { who: string }) => <p>Hello {who}</p>);
    const part = lazyOnUse(load);
    expect(load).not.toHaveBeenCalled();
    part.prefetch();
    part.prefetch();
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={null}>
        <part.Component who="Ada" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (a dropped connection is not for ever)', async () => {
    const load = vi
      .fn<() => Promise<() => null>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(() => null);
    const part = lazyOnUse(load);
    part.prefetch();
    await act(async () => {});
    part.prefetch();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is fetched once the browser is idle, only while the visitor can open it', () => {
    vi.useFakeTimers();
    const prefetch = vi.fn();
    const { rerender, unmount } = renderHook(({ enabled }) => usePreloadWhenIdle(prefetch, enabled), {
      initialProps: { enabled: false },
    });
    vi.advanceTimersByTime(10_000);
    expect(prefetch).not.toHaveBeenCalled();
    rerender({ enabled: true });
    vi.advanceTimersByTime(10_000);
    expect(prefetch).toHaveBeenCalledTimes(1);
    unmount();
  });
});
