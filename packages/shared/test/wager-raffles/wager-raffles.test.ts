import { newServerSeed, seedCommitment } from '@podium/shared/draws/draw.server';
import { DRAW_ALGORITHM_V1, DRAW_ALGORITHM_V2, rangeListText } from '@podium/shared/draws/lines';
import { wagerRaffleInputSchema } from '@podium/shared/wager-raffles/admin';
import { drawRangeWinners, ownerOf, rangesClientSeed } from '@podium/shared/wager-raffles/draw.server';
import {
  detailCountdown,
  listCountdown,
  ticketNumbers,
  ticketRanges,
  ticketsFor,
  wagerRaffleStatus,
  wagerRaffleTiming,
} from '@podium/shared/wager-raffles/rules';
import { describe, expect, it } from 'vitest';

const S = 1000;
const MIN = 60 * S;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('wager raffle status (SPEC §4)', () => {
  it('is ACTIVE if is_active, ENDED if has_ended, otherwise UPCOMING', () => {
    expect(wagerRaffleStatus({ is_active: true, has_ended: false })).toBe('ACTIVE');
    expect(wagerRaffleStatus({ is_active: false, has_ended: true })).toBe('ENDED');
    expect(wagerRaffleStatus({ is_active: false, has_ended: false })).toBe('UPCOMING');
  });

  it('ends at the end date or once drawn, and is active from the start until then', () => {
    const r = { startsAtMs: 1000, endsAtMs: 5000, drawn: false };
    expect(wagerRaffleTiming(r, 999)).toEqual({ is_active: false, has_ended: false });
    expect(wagerRaffleTiming(r, 1000)).toEqual({ is_active: true, has_ended: false });
    expect(wagerRaffleTiming(r, 5000)).toEqual({ is_active: false, has_ended: true });
    expect(wagerRaffleTiming({ ...r, drawn: true }, 2000)).toEqual({ is_active: false, has_ended: true });
  });
});

describe('countdowns (SPEC §4)', () => {
  it('detail: days, hours, minutes, seconds; Ended at zero or below', () => {
    expect(detailCountdown(2 * DAY + 3 * HOUR + 4 * MIN + 5 * S, 0)).toBe('2d 3h 4m 5s');
    expect(detailCountdown(59 * S + 999, 0)).toBe('0d 0h 0m 59s');
    expect(detailCountdown(1000, 1000)).toBe('Ended');
    expect(detailCountdown(0, 5000)).toBe('Ended');
  });

  it('list: days and hours, or hours and minutes, or minutes; Ended at zero or below', () => {
    expect(listCountdown(2 * 86_400 + 3 * 3600 + 59 * 60)).toBe('2d 3h');
    expect(listCountdown(86_400)).toBe('1d 0h');
    expect(listCountdown(5 * 3600 + 7 * 60 + 30)).toBe('5h 7m');
    expect(listCountdown(3600)).toBe('1h 0m');
    expect(listCountdown(59 * 60 + 59)).toBe('59m');
    expect(listCountdown(30)).toBe('0m');
    expect(listCountdown(0)).toBe('Ended');
    expect(listCountdown(-10)).toBe('Ended');
  });
});

describe('ticket numbering', () => {
  const wagers = [
    { user_id: 9, wagered_cents: 25_000 },
    { user_id: 3, wagered_cents: 10_099 },
    { user_id: 5, wagered_cents: 9_999 },
    { user_id: 7, wagered_cents: 30_000 },
  ];

  it('gives floor(wager / price) tickets, none below one ticket', () => {
    expect(ticketsFor(10_099, 10_000)).toBe(1);
    expect(ticketsFor(9_999, 10_000)).toBe(0);
    expect(ticketsFor(-5, 100)).toBe(0);
  });

  it('numbers members in ascending id as contiguous ranges from 1, whatever order the rows came in', () => {
    const ranges = ticketRanges(wagers, 10_000);
    expect(ranges.map((r) => [r.user_id, r.first, r.last])).toEqual([
      [3, 1, 1],
      [7, 2, 4],
      [9, 5, 6],
    ]);
    expect(ticketRanges([...wagers].reverse(), 10_000)).toEqual(ranges);
  });

  it('shows the first 50 ticket numbers of a range', () => {
    expect(ticketNumbers({ first: 5, last: 7 }, 50)).toEqual([5, 6, 7]);
    expect(ticketNumbers({ first: 1, last: 500 }, 50)).toHaveLength(50);
    expect(ticketNumbers(null, 50)).toEqual([]);
  });
});

describe('the wager raffle draw over ranges', () => {
  const ranges = [
    { first: 1, last: 3, user_id: 10, name: 'al*x' },
    { first: 4, last: 4, user_id: 11, name: 'b*' },
    { first: 5, last: 104, user_id: 12, name: 'ca***l' },
  ];

  it('hashes the lines first-last:user_id (v1), then the published name (v2), and finds a ticket’s owner', () => {
    expect(rangeListText(DRAW_ALGORITHM_V1, ranges)).toBe('1-3:10\n4-4:11\n5-104:12');
    expect(rangeListText(DRAW_ALGORITHM_V2, ranges)).toBe('1-3:10:"al*x"\n4-4:11:"b*"\n5-104:12:"ca***l"');
    expect(rangesClientSeed(DRAW_ALGORITHM_V2, ranges)).toMatch(/^[0-9a-f]{64}$/);
    expect(ownerOf(ranges, 4)?.user_id).toBe(11);
    expect(ownerOf(ranges, 104)?.user_id).toBe(12);
    expect(ownerOf(ranges, 105)).toBeNull();
  });

  it('is deterministic, gives each member one prize by default, and fills fewer places than members', () => {
    const serverSeed = newServerSeed();
    const input = {
      serverSeed,
      clientSeed: rangesClientSeed(DRAW_ALGORITHM_V2, ranges),
      nonce: 0,
      ranges,
      count: 5,
    };
    const one = drawRangeWinners({ ...input, onePerMember: true });
    expect(one).toHaveLength(3);
    expect(new Set(one.map((w) => w.user_id)).size).toBe(3);
    expect(drawRangeWinners({ ...input, onePerMember: true })).toEqual(one);
    for (const w of one) expect(ownerOf(ranges, w.ticket_number)?.user_id).toBe(w.user_id);
    expect(seedCommitment(serverSeed)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lets a member win again with another ticket when allowed, never the same ticket twice', () => {
    const winners = drawRangeWinners({
      serverSeed: 'a'.repeat(64),
      clientSeed: rangesClientSeed(DRAW_ALGORITHM_V2, ranges),
      nonce: 0,
      ranges,
      count: 10,
      onePerMember: false,
    });
    expect(winners).toHaveLength(10);
    expect(new Set(winners.map((w) => w.ticket_number)).size).toBe(10);
    expect(
      drawRangeWinners({
        ...{ serverSeed: 'a', clientSeed: 'b', nonce: 0 },
        ranges: [],
        count: 3,
        onePerMember: true,
      }),
    ).toEqual([]);
  });
});

describe('the admin input', () => {
  const valid = {
    name: 'March raffle',
    description: '',
    image: null,
    casino_ids: [1, 2],
    starts_at: '2026-03-01T00:00:00Z',
    end_date: '2026-04-01T00:00:00Z',
    dollars_per_ticket: 100,
    auto_draw: true,
    allow_multiple_wins: false,
    prizes: [
      { prize_type: 'cash', prize_value: 50.5, description: '' },
      { prize_type: 'points', prize_value: 1000, description: '' },
      { prize_type: 'custom', description: 'Hoodie' },
    ],
  };

  it('accepts a whole raffle and refuses bad prizes, periods and casinos with field errors', () => {
    expect(wagerRaffleInputSchema.safeParse(valid).success).toBe(true);
    const paths = (input: unknown) => [
      ...new Set(wagerRaffleInputSchema.safeParse(input).error?.issues.map((i) => i.path.join('.'))),
    ];
    expect(paths({ ...valid, end_date: valid.starts_at })).toEqual(['end_date']);
    expect(paths({ ...valid, casino_ids: [1, 1] })).toEqual(['casino_ids']);
    expect(paths({ ...valid, dollars_per_ticket: 0.001 })).toEqual(['dollars_per_ticket']);
    expect(
      paths({ ...valid, prizes: [{ prize_type: 'points', prize_value: 1.5, description: '' }] }),
    ).toEqual(['prizes.0.prize_value']);
    expect(paths({ ...valid, prizes: [{ prize_type: 'custom', description: ' ' }] })).toEqual([
      'prizes.0.description',
    ]);
    expect(paths({ ...valid, name: 'a\u0000b' })).toEqual(['name']);
    expect(paths({ ...valid, extra: 1 })).toEqual(['']);
  });
});
