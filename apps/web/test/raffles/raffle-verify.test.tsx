import { maskUsername } from '@podium/shared/common/mask-username';
import type { RaffleVerify } from '@podium/shared/raffles/verify';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentWinners } from '@/features/raffles/components/verify/verify-data.ts';
import { raffleFile } from '../../../../packages/shared/test/draws/draw-files.ts';
import { ok, stubApi } from '../helpers/members.tsx';
import { endedRaffle, raffle, winner } from './raffle-data.ts';
import { openRaffle, readsOf, viewer } from './render-raffle.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('@/lib/use-auth.ts', () => ({ useAuth: vi.fn() }));

const explanation = [
  'Before any entry, the site publishes the SHA-256 of a secret server seed.',
  'Check it yourself.',
];

const people = { 7: 'lucky_lena', 8: 'bonus_baron', 9: 'jackpot_jo', 10: 'scatter_sam' } as Record<
  number,
  string
>;
/** A raffle drawn for real by the app's draw code (two winners, one re-draw), as the API publishes it. */
const drawnData = (): RaffleVerify => ({
  ...raffleFile({
    serverSeed: 'b'.repeat(64),
    tickets: [7, 8, 9, 10, 7, 9].map((id, i) => ({
      entry_id: 11 + i,
      user_id: id,
      name: maskUsername(people[id]!),
    })),
    winners: 2,
    redraws: 1,
  }),
  raffle_id: 2,
  title: 'Hoodie Giveaway',
  explanation,
});
/** The raffle's public winners list: the current winners of `data`, as GET /api/r/raffles/{id} has them. */
const publicWinners = (data: RaffleVerify) =>
  currentWinners(data).map((w) => winner(w.user_id, people[w.user_id]!, w.position));

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
  it('before the draw shows only the commitment and when it was published, and how the draw works', async () => {
    viewer('visitor');
    const data = drawnData();
    stubApi({
      ...readsOf(raffle()),
      'GET /api/r/raffles/1/verify': ok({
        ...data,
        raffle_id: 1,
        server_seed: null,
        client_seed: null,
        ticket_count: 0,
        tickets: [],
        draws: [],
      }),
    });
    openRaffle();
    await openVerify();
    const fair = await screen.findByRole('region', { name: 'Provably Fair Draw' });
    expect(fair.textContent).toContain('Server seed hash (commitment)');
    expect(fair.textContent).toContain(data.server_seed_hash);
    expect(fair.textContent).toContain('Published Nov 1, 2026, 12:00 UTC, when the raffle was created');
    expect(fair.textContent).not.toContain('Client seed');
    expect(fair.textContent).toContain('published here after the draw');
    expect(screen.queryByRole('button', { name: 'Download verify data (JSON)' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recomputed in your browser' })).toBeNull();
    const how = within(screen.getByRole('region', { name: 'How the Draw Works' })).getAllByRole('listitem');
    expect(how.map((li) => li.textContent)).toEqual(explanation);
  });

  it('after the draw: winners as the winners list shows them, recomputed in the browser, masked tickets, the download and the checker', async () => {
    viewer('visitor');
    const data = drawnData();
    stubApi({
      ...readsOf(endedRaffle({ winners: publicWinners(data) })),
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
    expect(fair.textContent).toContain(data.server_seed!);
    expect(fair.textContent).toContain(data.client_seed!);
    expect(fair.textContent).toContain('Nonces0, 1');
    const current = currentWinners(data);
    const verified = within(screen.getByRole('list', { name: 'Verified winners' })).getAllByRole('listitem');
    expect(verified.map((li) => li.textContent)).toEqual(
      current.map(
        (w) => `#${w.position} ${people[w.user_id]!.replace(/_/g, ' ')} — ticket ${w.ticket_index}`,
      ),
    );
    const mine = within(screen.getByRole('region', { name: 'Recomputed in your browser' }));
    expect(await mine.findByText('Recomputed in your browser: matches')).toBeTruthy();
    expect(mine.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      current.map((w) => `#${w.position} ${maskUsername(people[w.user_id]!)} — ticket ${w.ticket_index}`),
    );
    const redraw = data.draws[1]!;
    const history = screen.getByRole('list', { name: 'Draw history' }).textContent;
    expect(history).toContain('nonce 1');
    expect(history).toContain(`Replaced ${maskUsername(people[redraw.replaced_user_id!]!)}: “Did not claim”`);
    expect(history).toContain('by admin');
    expect(history).toContain('scheduled at the end time');
    const tickets = screen.getByRole('region', { name: 'Ticket list' });
    const rows = within(tickets).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toContain('213ja*******o2:13:9:"ja*******o"');
    for (const name of Object.values(people)) expect(tickets.textContent).not.toContain(name);

    await user.click(screen.getByRole('button', { name: 'Download verify data (JSON)' }));
    expect(clicked).toHaveBeenCalled();
    expect(JSON.parse(await (saved as unknown as Blob).text())).toEqual(data);
    const checker = screen.getByRole('link', { name: 'Download the checker (verify-draw.mjs)' });
    expect(checker.getAttribute('href')).toBe('/verify-draw.mjs');
    expect(screen.getByText(/node verify-draw\.mjs raffle-2-verify\.json --site http/)).toBeTruthy();
    clicked.mockRestore();
  });

  it('says what does not match when the published places do not follow from the draw', async () => {
    viewer('visitor');
    const data = drawnData();
    const [a, b] = data.draws[0]!.winners;
    [a!.position, b!.position] = [b!.position, a!.position];
    stubApi({
      ...readsOf(endedRaffle({ winners: publicWinners(data) })),
      'GET /api/r/raffles/2/verify': ok(data),
    });
    openRaffle(2);
    await openVerify();
    const mine = within(await screen.findByRole('region', { name: 'Recomputed in your browser' }));
    expect(await mine.findByText('Recomputed in your browser: does not match')).toBeTruthy();
    expect(mine.getByRole('list', { name: 'What does not match' }).textContent).toContain(
      '✗ draw with nonce 0 gives places 1…k in drawing order',
    );
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
