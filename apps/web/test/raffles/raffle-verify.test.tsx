import type { RaffleVerify } from '@podium/shared/raffles/verify';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../helpers/members.tsx';
import { endedRaffle, raffle, winner } from './raffle-data.ts';
import { openRaffle, readsOf, viewer } from './render-raffle.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

const explanation = [
  'Before any entry, the site publishes the SHA-256 of a secret server seed.',
  'Check it yourself.',
];

const verifyData = (over: Partial<RaffleVerify> = {}): RaffleVerify => ({
  algorithm: 'podium-draw-v1',
  raffle_id: 2,
  title: 'Hoodie Giveaway',
  server_seed_hash: 'a'.repeat(64),
  server_seed: 'b'.repeat(64),
  client_seed: 'c'.repeat(64),
  ticket_count: 3,
  tickets: [
    { index: 0, entry_id: 11, user_id: 7, username: 'lucky_lena' },
    { index: 1, entry_id: 12, user_id: 8, username: 'bonus_baron' },
    { index: 2, entry_id: 13, user_id: 9, username: 'jackpot_jo' },
  ],
  draws: [
    {
      nonce: 0,
      kind: 'draw',
      winners_wanted: 2,
      winners: [
        { position: 1, ticket_index: 2, entry_id: 13, user_id: 9, username: 'jackpot_jo' },
        { position: 2, ticket_index: 0, entry_id: 11, user_id: 7, username: 'lucky_lena' },
      ],
      replaced_user_id: null,
      reason: null,
      drawn_by: null,
      drawn_at: '2026-11-20T18:00:00.000Z',
    },
    {
      nonce: 1,
      kind: 'redraw',
      winners_wanted: 1,
      winners: [{ position: 2, ticket_index: 1, entry_id: 12, user_id: 8, username: 'bonus_baron' }],
      replaced_user_id: 7,
      reason: 'No claim within 48 hours',
      drawn_by: 'admin',
      drawn_at: '2026-11-22T18:00:00.000Z',
    },
  ],
  explanation,
  ...over,
});

const openVerify = async () => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Provably Fair' }));
  return user;
};

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('verify view', () => {
  it('before the draw shows only the commitment, and how the draw works', async () => {
    viewer('visitor');
    stubApi({
      ...readsOf(raffle()),
      'GET /api/r/raffles/1/verify': ok(
        verifyData({
          raffle_id: 1,
          server_seed: null,
          client_seed: null,
          ticket_count: 0,
          tickets: [],
          draws: [],
        }),
      ),
    });
    openRaffle();
    await openVerify();
    const fair = await screen.findByRole('region', { name: 'Provably Fair Draw' });
    expect(fair.textContent).toContain('Server seed hash (commitment)');
    expect(fair.textContent).toContain('a'.repeat(64));
    expect(fair.textContent).not.toContain('Client seed');
    expect(fair.textContent).toContain('published here after the draw');
    expect(screen.queryByRole('button', { name: 'Download verify data (JSON)' })).toBeNull();
    const how = within(screen.getByRole('region', { name: 'How the Draw Works' })).getAllByRole('listitem');
    expect(how.map((li) => li.textContent)).toEqual(explanation);
  });

  it('after the draw: seeds, nonces, winners, every draw with its reason, the ticket list and its download', async () => {
    viewer('visitor');
    const data = verifyData();
    stubApi({
      ...readsOf(endedRaffle({ winners: [winner(9, 'jackpot_jo', 1), winner(8, 'bonus_baron', 2)] })),
      'GET /api/r/raffles/2/verify': ok(data),
    });
    let saved: Blob | null = null;
    const createObjectURL = (blob: Blob) => {
      saved = blob;
      return 'blob:x';
    };
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: () => {} }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    openRaffle(2);
    const user = await openVerify();
    const fair = await screen.findByRole('region', { name: 'Provably Fair Draw' });
    expect(fair.textContent).toContain('b'.repeat(64));
    expect(fair.textContent).toContain('c'.repeat(64));
    expect(fair.textContent).toContain('Nonces0, 1');
    const verified = within(screen.getByRole('list', { name: 'Verified winners' })).getAllByRole('listitem');
    expect(verified.map((li) => li.textContent)).toEqual([
      '#1 jackpot_jo — ticket 2',
      '#2 bonus_baron — ticket 1',
    ]);
    const history = screen.getByRole('list', { name: 'Draw history' }).textContent;
    expect(history).toContain('nonce 1');
    expect(history).toContain('Replaced lucky_lena: “No claim within 48 hours”');
    expect(history).toContain('Nov 22, 2026, 18:00 UTC · by admin');
    expect(history).toContain('scheduled at the end time');
    const rows = within(screen.getByRole('region', { name: 'Ticket list' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toContain('213jackpot_jo2:13:9');

    await user.click(screen.getByRole('button', { name: 'Download verify data (JSON)' }));
    expect(clicked).toHaveBeenCalled();
    expect(JSON.parse(await (saved as unknown as Blob).text())).toEqual(data);
    expect(screen.getByText(/node scripts\/verify-draw\.mjs raffle-2-verify\.json/)).toBeTruthy();
    clicked.mockRestore();
  });
});

/** The browser's EventSource, as far as the live hook uses it: the test delivers the events. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = 1;
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
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? [])
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

describe('live updates', () => {
  beforeEach(() => {
    FakeEventSource.all = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });

  it('the entry count and the winners change when the server says so, without a reload', async () => {
    viewer('visitor');
    let current = raffle({ total_entries: 6 });
    stubApi({
      'GET /api/r/raffles/1': () => ok(current),
      'GET /api/r/raffles/1/entries': ok([]),
    });
    openRaffle();
    const stat = () =>
      within(screen.getByRole('region', { name: 'Stats' })).getByText('Total Entries').nextElementSibling
        ?.textContent;
    await waitFor(() => expect(stat()).toBe('6'));
    await waitFor(() => expect(FakeEventSource.all.at(-1)?.url).toContain('topics=raffle'));
    const stream = FakeEventSource.all.at(-1) as FakeEventSource;

    current = { ...current, total_entries: 7 };
    await act(async () => stream.emit('raffle', { raffle_id: 1, change: 'entries' }));
    await waitFor(() => expect(stat()).toBe('7'));

    // Another raffle's event changes nothing here.
    current = { ...current, total_entries: 8 };
    await act(async () => stream.emit('raffle', { raffle_id: 5, change: 'entries' }));
    expect(stat()).toBe('7');

    current = endedRaffle({ id: 1, total_entries: 8, winners: [winner(7, 'lucky_lena', 1)] });
    await act(async () => stream.emit('raffle', { raffle_id: 1, change: 'draw' }));
    const winners = await screen.findByRole('list', { name: 'Winners' });
    expect(winners.textContent).toContain('lucky lena');
    expect(screen.getByRole('heading', { level: 1 }).parentElement?.textContent).toContain('Ended');
  });
});
