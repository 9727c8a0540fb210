import { describe, expect, it } from 'vitest';
import { DEFAULT_PROVIDER, feedProviders, offeredProviders } from '../../src/wager-feeds/messages.ts';

describe('the wager feed providers an admin may choose (decision 033)', () => {
  it('offers every provider where the site shows demo content', () => {
    expect(offeredProviders(true)).toEqual(feedProviders);
  });

  it('leaves the demo out where it does not, and keeps the new-board default', () => {
    expect(offeredProviders(false)).not.toContain('demo');
    expect(offeredProviders(false)).toEqual(feedProviders.filter((p) => p !== 'demo'));
    expect(offeredProviders(false)).toContain(DEFAULT_PROVIDER);
  });
});
