import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageCache } from '../../src/plugins/page-cache.ts';

/** Freshness follows changes, not the clock: every assertion here runs within one frozen millisecond. */
describe('page cache freshness', () => {
  afterEach(() => vi.restoreAllMocks());

  const counting = () => {
    let renders = 0;
    const render = async () => ({ html: `<p>${++renders}</p>`, status: 200 });
    return { render, renders: () => renders };
  };

  it('a render that starts after a change, in the same millisecond, is fresh', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const pages = new PageCache();
    const page = counting();
    pages.invalidate();
    await pages.get('/', page.render);
    expect(pages.fresh('/')).toBeDefined();
    await pages.get('/', page.render);
    expect(page.renders()).toBe(1);
  });

  it('a render under way when a change comes is stale once built, and the next view renders again', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const pages = new PageCache();
    let finish: () => void = () => {};
    let renders = 0;
    const slow = () =>
      new Promise<{ html: string; status: number }>((resolve) => {
        renders++;
        finish = () => resolve({ html: `<p>${renders}</p>`, status: 200 });
      });
    const first = pages.get('/', slow);
    pages.invalidate();
    finish();
    await first;
    expect(pages.fresh('/')).toBeUndefined();
    vi.mocked(Date.now).mockReturnValue(1_000_000 + 300); // past the gap between two renders of a page
    await pages.get('/', slow); // served the stale page while one render replaces it
    expect(renders).toBe(2);
  });
});
