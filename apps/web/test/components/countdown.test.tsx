import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from '@/components/Countdown.tsx';

const NOW = Date.UTC(2030, 0, 1, 12, 0, 0);
const SECOND = 1000;

/** The four boxes as "value LABEL" strings. */
const boxes = () =>
  Array.from(screen.getByRole('timer').querySelectorAll(':scope > div'), (box) => box.textContent);

describe('countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("shows 'Time Remaining' in DAYS/HRS/MIN/SEC boxes", () => {
    const end = NOW + 2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5 * SECOND;
    render(<Countdown endTimestamp={end} />);
    expect(screen.getByText('Time Remaining')).toBeTruthy();
    expect(boxes()).toEqual(['02DAYS', '03HRS', '04MIN', '05SEC']);
  });

  it('ticks every second', () => {
    render(<Countdown endTimestamp={NOW + 10 * SECOND} />);
    expect(boxes().at(-1)).toBe('10SEC');
    act(() => vi.advanceTimersByTime(SECOND));
    expect(boxes().at(-1)).toBe('09SEC');
    act(() => vi.advanceTimersByTime(3 * SECOND));
    expect(boxes().at(-1)).toBe('06SEC');
  });

  it("switches to 'Period Ended' when it reaches zero", () => {
    render(<Countdown endTimestamp={NOW + 2 * SECOND} />);
    expect(screen.queryByText('Period Ended')).toBeNull();
    act(() => vi.advanceTimersByTime(2 * SECOND));
    expect(screen.getByText('Period Ended')).toBeTruthy();
    expect(screen.queryByText('Time Remaining')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it("shows 'Period Ended' for a period already over or without an end", () => {
    const { rerender } = render(<Countdown endTimestamp={NOW - SECOND} />);
    expect(screen.getByText('Period Ended')).toBeTruthy();
    rerender(<Countdown endTimestamp={null} />);
    expect(screen.getByText('Period Ended')).toBeTruthy();
  });
});
