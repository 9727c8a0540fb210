import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLoader } from '@/app/loader/AppLoader.tsx';

const progress = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
const loader = () => screen.queryByRole('status', { name: 'Loading Podium' });

describe('branded loader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fills about 2 percent every 20 ms while loading', () => {
    render(<AppLoader loading siteName="Podium" variant="bar" />);
    expect(progress()).toBe(0);
    act(() => vi.advanceTimersByTime(20));
    expect(progress()).toBe(2);
    act(() => vi.advanceTimersByTime(200));
    expect(progress()).toBe(22);
    act(() => vi.advanceTimersByTime(5000));
    expect(progress()).toBe(100);
  });

  it('completes when loading ends, starts fading 100 ms later and is then removed', () => {
    const { rerender } = render(<AppLoader loading siteName="Podium" variant="bar" />);
    rerender(<AppLoader loading={false} siteName="Podium" variant="bar" />);
    expect(progress()).toBe(100);
    act(() => vi.advanceTimersByTime(99));
    expect(loader()?.dataset.phase).toBe('shown');
    act(() => vi.advanceTimersByTime(1));
    expect(loader()?.dataset.phase).toBe('fading');
    act(() => vi.advanceTimersByTime(300));
    expect(loader()).toBeNull();
  });

  it('shows the site name except in the minimal style', () => {
    const { rerender } = render(<AppLoader loading siteName="Podium" variant="pulse" />);
    expect(screen.getByText('Podium')).toBeTruthy();
    rerender(<AppLoader loading siteName="Podium" variant="minimal" />);
    expect(screen.queryByText('Podium')).toBeNull();
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });
});
