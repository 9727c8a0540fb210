import { describe, expect, it } from 'vitest';
import {
  initialNavScroll,
  type NavScrollState,
  nextLoaderProgress,
  nextNavScroll,
} from '../../src/common/shell.ts';

const scrollThrough = (positions: number[]): NavScrollState =>
  positions.reduce(nextNavScroll, initialNavScroll);

describe('navigation on scroll', () => {
  it('stays plain at the top of the page', () => {
    expect(scrollThrough([0])).toEqual({ y: 0, hidden: false, blurred: false });
  });

  it('gains the blur only after 50 px', () => {
    expect(scrollThrough([50]).blurred).toBe(false);
    expect(scrollThrough([51]).blurred).toBe(true);
  });

  it('keeps showing while scrolling down up to 100 px', () => {
    expect(scrollThrough([40, 80, 100]).hidden).toBe(false);
  });

  it('hides when scrolling down past 100 px', () => {
    expect(scrollThrough([60, 101]).hidden).toBe(true);
    expect(scrollThrough([500]).hidden).toBe(true);
  });

  it('shows again on scrolling up, even far down the page', () => {
    const state = scrollThrough([300, 900, 850]);
    expect(state.hidden).toBe(false);
    expect(state.blurred).toBe(true);
  });

  it('keeps its state when the position does not change', () => {
    expect(scrollThrough([300, 300]).hidden).toBe(true);
  });

  it('shows again back near the top whatever the direction', () => {
    expect(scrollThrough([400, 90]).hidden).toBe(false);
  });

  it('treats overscroll above the top as the top', () => {
    expect(scrollThrough([-20])).toEqual({ y: 0, hidden: false, blurred: false });
  });
});

describe('loader progress', () => {
  it('fills 2 percent per step', () => {
    expect(nextLoaderProgress(0)).toBe(2);
    expect(nextLoaderProgress(48)).toBe(50);
  });

  it('never passes 100 percent', () => {
    expect(nextLoaderProgress(99)).toBe(100);
    expect(nextLoaderProgress(100)).toBe(100);
  });
});
