import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useNow } from '@/lib/use-now.ts';

const START = Date.UTC(2030, 0, 1, 12, 0, 0);

function Clock({ label }: { label: string }) {
  const now = useNow(60_000);
  return (
    <p>
      {label} {(now - START) / 1000}
    </p>
  );
}

function Debounced({ value }: { value: string }) {
  return <p>{useDebouncedValue(value, 300)}</p>;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('useNow', () => {
  it('re-renders every interval with the current time', () => {
    render(<Clock label="t" />);
    expect(screen.getByText('t 0')).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('t 60')).toBeTruthy();
  });

  it('reads the clock at render, so a render between ticks is never behind', () => {
    const { rerender } = render(<Clock label="a" />);
    vi.setSystemTime(START + 30_000); // no tick yet
    rerender(<Clock label="b" />);
    expect(screen.getByText('b 30')).toBeTruthy();
  });
});

describe('useDebouncedValue', () => {
  it('gives the value once it has stopped changing for the delay', () => {
    const { rerender } = render(<Debounced value="a" />);
    rerender(<Debounced value="ab" />);
    act(() => vi.advanceTimersByTime(200));
    rerender(<Debounced value="abc" />);
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByText('a')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('abc')).toBeTruthy();
  });
});
