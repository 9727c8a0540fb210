import type { MemberPayout } from '@podium/shared/payouts/schemas';
import type { BootData } from '@podium/shared/site-settings/boot';
import type { VipPlatformTiers, VipRewards, VipTier } from '@podium/shared/vip/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VipRewardsRoute } from '@/app/routes/VipRewardsRoute.tsx';
import { BootContext } from '@/lib/boot.ts';
import { user } from '../helpers/boot.ts';
import { settings } from '../helpers/factories.ts';
import { renderRoute } from '../helpers/members.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const tier = (id: number, over: Partial<VipTier> = {}): VipTier => ({
  id,
  name: `Tier ${id}`,
  description: '',
  image: null,
  min_wagered: 1000,
  reward_type: 'points',
  reward_amount: 500,
  eligible: false,
  can_claim: false,
  already_claimed: false,
  claimed_for_account: false,
  needs_verification: false,
  ...over,
});

const tab = (name: string, user_wagered: number, tiers: VipTier[]): VipPlatformTiers => ({
  platform: { id: name.length, slug: name.toLowerCase(), name, image: null },
  user_wagered,
  casino_account: null,
  tiers,
});

const rewards: VipRewards = {
  user_stats: { total_wagered: 2400.4, favorite_platform: { name: 'Roobet' }, total_claimed: 1 },
  tiers_by_platform: {
    Roobet: tab('Roobet', 2000, [
      tier(1, { name: 'Bronze', description: 'First steps', eligible: true, already_claimed: true }),
      tier(2, { name: 'Silver', min_wagered: 2000, eligible: true, can_claim: true, reward_amount: 2000 }),
      tier(3, { name: 'Gold', min_wagered: 5000, reward_type: 'cash', reward_amount: 50 }),
    ]),
    Gamdom: tab('Gamdom', 400, [tier(4, { name: 'Gamdom Bronze' })]),
  },
};

interface Reply {
  status?: number;
  body?: unknown;
  /** Held until released (to see a request in flight). */
  gate?: Promise<void>;
  /** The network failed (no answer at all). */
  network?: boolean;
}
const ok = (data: unknown, message: string | null = null): Reply => ({
  body: { success: true, data, message, errors: null },
});
const fail = (status: number, message: string, code = 'x'): Reply => ({
  status,
  body: { success: false, data: null, message, errors: null, code },
});

/** fetch answered from a table of replies (a list is used in order, its last one repeated). */
function stubFetch(routes: Record<string, Reply | Reply[]>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      calls.push(key);
      const entry = routes[key];
      if (!entry) throw new Error(`No stub for ${key}`);
      const reply = Array.isArray(entry) ? (entry.length > 1 ? entry.shift()! : entry[0]!) : entry;
      await reply.gate;
      if (reply.network) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
    }),
  );
  return calls;
}

const boot = (signedIn: boolean): BootData => ({
  user: signedIn ? user() : null,
  settings: settings(),
  devLogin: false,
});

const open = (signedIn = true) =>
  renderRoute(
    <BootContext.Provider value={boot(signedIn)}>
      <VipRewardsRoute />
    </BootContext.Provider>,
    { route: '/vip-rewards', path: '/vip-rewards' },
  );

/** A summary card's value, by its label. */
const stat = (label: string) => screen.getByText(label).closest('div')?.querySelector('dd')?.textContent;
const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;
const payouts: MemberPayout[] = [
  {
    id: 7,
    status: 'paid',
    source: 'vip_reward',
    amount: 50,
    description: 'VIP reward: Gold (Roobet)',
    casino_username: 'HighRoller',
    reference: 'TIP-123',
    reason: null,
    created_at: '2026-03-04T12:00:00.000Z',
    decided_at: '2026-03-05T12:00:00.000Z',
  },
  {
    id: 6,
    status: 'rejected',
    source: 'vip_reward',
    amount: 250,
    description: 'VIP reward: Platinum (Roobet)',
    casino_username: null,
    reference: null,
    reason: 'Link your Roobet username first',
    created_at: '2026-03-01T12:00:00.000Z',
    decided_at: '2026-03-02T12:00:00.000Z',
  },
];

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('VIP rewards page, signed out', () => {
  it('asks to sign in, links to /login and home, and loads nothing', async () => {
    const calls = stubFetch({ 'GET /api/r/settings': ok(settings()) });
    open(false);
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeTruthy();
    expect(
      screen.getByText('You need to be logged in to view VIP rewards. Please sign in to continue.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.filter((c) => c !== 'GET /api/r/settings')).toEqual([]);
  });
});

describe('VIP rewards page, signed in', () => {
  it('shows the three summary cards, the first platform tab and its tier table', async () => {
    stubFetch({ 'GET /api/r/vip-rewards': ok(rewards), 'GET /api/r/payouts': ok([]) });
    open();
    await screen.findByRole('region', { name: 'Your VIP summary' });
    expect(stat('Total Wagered')).toBe('$2,400');
    expect(stat('Favorite Platform')).toBe('Roobet');
    expect(stat('Total Claimed')).toBe('1');

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Roobet', 'Gamdom']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText(/Your wagered amount on Roobet/).textContent).toContain('$2,000');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Tier',
      'Required Wager',
      'Reward',
      'Progress',
      'Status',
      'Action',
    ]);
    const cells = (name: string) =>
      within(rowOf(name))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(rowOf('Bronze').textContent).toContain('First steps');
    expect(cells('Bronze')).toEqual(['$1,000', '500 Points', 'Complete', 'Claimed', '—']);
    expect(cells('Silver')).toEqual(['$2,000', '2,000 Points', 'Complete', 'Available', 'Claim']);
    expect(cells('Gold')).toEqual(['$5,000', '$50', '40%', 'Locked', '—']);
    expect(within(rowOf('Gold')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');

    await userEvent.click(tabs[1]!);
    expect(await screen.findByText(/Your wagered amount on Gamdom/)).toBeTruthy();
    expect(rowOf('Gamdom Bronze')).toBeTruthy();
  });

  it('says a casino account is waiting for verification, and its tiers need it (decision 042)', async () => {
    const waiting: VipRewards = {
      user_stats: { total_wagered: 0, favorite_platform: null, total_claimed: 0 },
      tiers_by_platform: {
        Gamdom: {
          ...tab('Gamdom', 0, [tier(7, { name: 'Bronze', needs_verification: true })]),
          casino_account: { username: 'B_WAGERFAN', status: 'pending', refusal_reason: null },
        },
      },
    };
    stubFetch({ 'GET /api/r/vip-rewards': ok(waiting), 'GET /api/r/payouts': ok([]) });
    open();
    const notice = await screen.findByText('Your Gamdom account is waiting for verification.');
    expect(notice.getAttribute('role')).toBe('status');
    const cells = within(rowOf('Bronze'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(3)).toEqual(['Needs verification', '—']);
  });

  it("reads N/A without a favourite and 'No VIP Tiers Available' without tiers", async () => {
    stubFetch({
      'GET /api/r/vip-rewards': ok({
        user_stats: { total_wagered: 0, favorite_platform: null, total_claimed: 0 },
        tiers_by_platform: {},
      }),
      'GET /api/r/payouts': ok([]),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'No VIP Tiers Available' })).toBeTruthy();
    expect(stat('Favorite Platform')).toBe('N/A');
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it("claims: 'Claiming...' while in flight, the server's message, then the data reloads", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const claimed = structuredClone(rewards);
    claimed.tiers_by_platform.Roobet!.tiers[1] = {
      ...claimed.tiers_by_platform.Roobet!.tiers[1]!,
      can_claim: false,
      already_claimed: true,
    };
    const calls = stubFetch({
      'GET /api/r/vip-rewards': [ok(rewards), ok(claimed)],
      'GET /api/r/payouts': ok([]),
      'POST /api/r/vip-rewards/2/claim': { ...ok({}, 'Reward claimed successfully!'), gate },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Silver' }));
    const busy = within(rowOf('Silver')).getByRole('button');
    expect(busy.textContent).toBe('Claiming...');
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Reward claimed successfully!'));
    await waitFor(() => expect(within(rowOf('Silver')).getAllByRole('cell')[3]!.textContent).toBe('Claimed'));
    expect(within(rowOf('Silver')).queryByRole('button')).toBeNull();
    expect(calls.filter((c) => c === 'GET /api/r/vip-rewards')).toHaveLength(2);
  });

  it("shows the server's refusal of a claim, else 'Failed to claim reward'", async () => {
    stubFetch({
      'GET /api/r/vip-rewards': ok(rewards),
      'GET /api/r/payouts': ok([]),
      'POST /api/r/vip-rewards/2/claim': [
        fail(409, 'You have already claimed this tier.'),
        { status: 500, body: { success: false } },
      ],
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Silver' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You have already claimed this tier.'));
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Silver' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to claim reward'));
  });

  it('shows the error view with Try Again, with the §8 texts', async () => {
    stubFetch({
      'GET /api/r/vip-rewards': [{ network: true }, fail(500, 'Database unavailable'), ok(rewards)],
      'GET /api/r/payouts': ok([]),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Failed to connect to server' })).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Failed to connect to server', { id: 'vip-load' });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Database unavailable', { id: 'vip-load' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Your VIP summary' })).toBeTruthy();
  });

  it('lists the member’s payouts: paid with its reference, rejected with its reason', async () => {
    stubFetch({ 'GET /api/r/vip-rewards': ok(rewards), 'GET /api/r/payouts': ok(payouts) });
    open();
    const list = within(await screen.findByRole('list', { name: 'Payouts' }));
    const [paid, rejected] = list.getAllByRole('listitem');
    expect(paid!.textContent).toContain('VIP reward: Gold (Roobet)');
    expect(paid!.textContent).toContain('Paid');
    expect(paid!.textContent).toContain('Reference: TIP-123');
    expect(rejected!.textContent).toContain('Rejected');
    expect(rejected!.textContent).toContain('Reason: Link your Roobet username first');
  });
});
