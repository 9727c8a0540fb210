import { describe, expect, it } from 'vitest';
import { isGroup, navEntries } from '@/app/nav/nav-links.ts';
import { groupHtml, MOBILE_SUMMARY_HTML, mobileSheetHtml } from '@/app/nav/stand-in-html.ts';

// The header's menus before their code (decision 051): the server fills each disclosure with the
// menu's links, so they work before any script has run.

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
const groups = navEntries.filter(isGroup);

describe("the header menus' server markup", () => {
  it("holds each group's links, the current page marked", () => {
    const [stream, affiliates] = groups;
    expect(hrefs(groupHtml(stream!, '/'))).toEqual([
      '/bonus-hunts',
      '/predictions',
      '/slot-requests',
      '/challenges',
      '/tournaments',
      '/raffles',
    ]);
    const html = groupHtml(affiliates!, '/leaderboard');
    expect(hrefs(html)).toEqual(['/leaderboard', '/wager-raffles', '/vip-rewards']);
    expect(html).toContain('<a href="/leaderboard" class="');
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toMatch(/href="\/leaderboard"[^>]*aria-current="page">Leaderboard</);
  });

  it('holds the whole navigation in the mobile sheet, then Login, or the account pages signed in', () => {
    const navigation = [
      '/',
      '/bonus-hunts',
      '/predictions',
      '/slot-requests',
      '/challenges',
      '/tournaments',
      '/raffles',
      '/leaderboard',
    ].concat(['/wager-raffles', '/vip-rewards', '/store', '/contact']);
    expect(hrefs(mobileSheetHtml('/', null))).toEqual([...navigation, '/login']);
    expect(hrefs(mobileSheetHtml('/', { isAdmin: false, isModerator: false }))).toEqual([
      ...navigation,
      '/profile',
      '/settings',
    ]);
    expect(hrefs(mobileSheetHtml('/', { isAdmin: true, isModerator: false })).at(-1)).toBe('/admin-new');
    expect(mobileSheetHtml('/store', null)).toMatch(/href="\/store"[^>]*aria-current="page"/);
    expect(mobileSheetHtml('/', null)).toContain('<nav aria-label="Mobile">');
  });

  it("puts the backdrop and the close mark inside the mobile menu's summary, hidden until it opens", () => {
    expect(MOBILE_SUMMARY_HTML.match(/in-open:block/g)).toHaveLength(2);
    expect(MOBILE_SUMMARY_HTML).not.toMatch(/<a |<button/);
  });
});
