import type { ContactMessage } from '@podium/shared/contact/schemas';
import type { AdminPayout } from '@podium/shared/payouts/schemas';
import type { StaffTicket } from '@podium/shared/tickets/schemas';
import { screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminRoutes } from '@/app/admin/AdminRoutes.tsx';
import { adminSections } from '@/app/admin/admin-sections.ts';
import { adminHref } from '@/lib/admin-section.ts';
import { BootContext } from '@/lib/boot.ts';
import { renderAdmin } from '../helpers/admin.tsx';
import { user } from '../helpers/boot.ts';
import { settings } from '../helpers/factories.ts';
import { adminRaffle } from '../raffles/raffle-data.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

/**
 * The one admin kit (issue 26, decision 053): every section renders its empty list, its statuses and
 * its moments through the kit — AdminEmptyState, StatusBadge, AdminDate (UTC, zone named) — and says
 * so in one voice. A section that draws its own badge, date or empty card fails here.
 */

const page = (key: string) => ({ [key]: [], page: 1, page_size: 25, total: 0 });

/** What every admin read answers with nothing in the database (by path, without the query). */
const emptyReads: Record<string, unknown> = {
  '/api/admin/affiliates': [],
  '/api/admin/leaderboards': [],
  '/api/admin/wager-feeds': [],
  '/api/admin/users': page('users'),
  '/api/admin/badges': [],
  '/api/admin/achievements': [],
  '/api/admin/store/items': [],
  '/api/staff/redemptions': page('redemptions'),
  '/api/staff/tickets': page('tickets'),
  '/api/admin/contact/messages': { ...page('messages'), unread: 0, can_reply: true },
  '/api/admin/raffles': [],
  '/api/admin/wager-raffles': [],
  '/api/r/tournaments': [],
  '/api/admin/bonus-hunts': [],
  '/api/admin/predictions': [],
  '/api/admin/slot-requests': {
    settings: {
      open: false,
      per_member: 1,
      cost_points: 0,
      min_account_days: 0,
      min_level: 1,
      reward_kind: 'points',
      reward_points: 0,
      reward_cash: 0,
      reward_multiplier: 100,
    },
    queue: [],
    mine: [],
    next_pick_hash: null,
    last_pick: null,
    recently_played: [],
  },
  '/api/admin/slot-requests/slots/banned': [],
  '/api/admin/slot-challenges': [],
  '/api/admin/slot-challenges/claims': [],
  '/api/admin/slot-challenges/casinos': [],
  '/api/admin/vip': { platforms: [], tiers: [] },
  '/api/admin/payouts': page('payouts'),
  '/api/admin/casino-accounts': page('accounts'),
  '/api/admin/announcements': [],
  '/api/admin/audit-log': { entries: [], total: 0, page: 1, page_size: 50, actions: [] },
  '/api/staff/work-counts': {},
};

/** Sections that are forms, not lists: nothing in them can be empty. */
const forms = new Set(['settings', 'theme', 'kick', 'trust']);

/** Answers GETs from `reads` (by path) in the API's envelope; a paged list gets its pagination. */
function serve(reads: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input).split('?')[0]!;
      if (!(path in reads)) return new Response('{}', { status: 404 });
      const pagination = { page: 1, per_page: 12, total: 0, total_pages: 0 };
      return Response.json({ success: true, data: reads[path], message: null, errors: null, pagination });
    }),
  );
}

function openSection(path: string) {
  return renderAdmin(
    <BootContext.Provider
      value={{
        user: user({ id: 1, role: 'Admin', username: 'boss' }),
        settings: settings(),
        devLogin: false,
      }}
    >
      <Routes>
        <Route path="/admin-new/*" element={<AdminRoutes />} />
      </Routes>
    </BootContext.Provider>,
    path,
  );
}

/** The section's own content (the column beside the navigation). */
const sectionOf = async () =>
  (await screen.findByRole('heading', { level: 2 }, { timeout: 5000 })).closest('section') ?? document.body;

/** "No tournaments yet", "No open tickets": "No", then lower case (an acronym such as VIP aside). */
const adminVoice = /^No( (?:[a-z][a-z-]*|[A-Z]{2,}))+$/;
/** A date as people read one, with or without a time after it. */
const dateText =
  /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}(?:, \d{2}:\d{2}(?::\d{2})?)?(?: UTC)?/g;

/** Every badge, date and empty state in `root` is the kit's, in its one casing and format. */
function expectKit(root: HTMLElement) {
  for (const pill of root.querySelectorAll<HTMLElement>('.rounded-full.ring-1')) {
    expect(pill.hasAttribute('data-admin-badge'), `a badge of its own: "${pill.textContent}"`).toBe(true);
  }
  for (const badge of root.querySelectorAll<HTMLElement>('[data-admin-badge]')) {
    const text = badge.textContent ?? '';
    expect(text, 'badges are in sentence case').toMatch(/^[A-Z0-9]/);
    expect(text.split(' ').slice(1).join(' '), `"${text}" is not in sentence case`).not.toMatch(
      /\b[A-Z]{2,}\b(?<!VIP)|\b[A-Z][a-z]/,
    );
  }
  for (const time of root.querySelectorAll<HTMLElement>('time')) {
    expect(time.hasAttribute('data-admin-date'), `a date of its own: "${time.textContent}"`).toBe(true);
  }
  for (const [date] of (root.textContent ?? '').matchAll(dateText)) {
    expect(date, 'every admin date is a UTC moment').toMatch(/, \d{2}:\d{2}(?::\d{2})? UTC$/);
  }
  for (const heading of root.querySelectorAll<HTMLElement>('h3')) {
    if (!heading.textContent?.startsWith('No ')) continue;
    expect(
      heading.closest('[data-admin-empty]'),
      `an empty state of its own: "${heading.textContent}"`,
    ).not.toBeNull();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('every admin section, empty', () => {
  const lists = adminSections.filter((section) => !forms.has(section.path));

  it.each(lists.map((s) => [s.label, s.path] as const))(
    '%s shows the kit’s empty state, in the admin voice',
    async (_label, path) => {
      serve(emptyReads);
      openSection(adminHref({ path }));
      const section = await sectionOf();
      await waitFor(() => expect(section.querySelector('[data-admin-empty]')).not.toBeNull(), {
        timeout: 5000,
      });
      for (const empty of section.querySelectorAll('[data-admin-empty] h3')) {
        expect(empty.textContent).toMatch(adminVoice);
      }
      expectKit(section);
    },
  );
});

const payout = (id: number, over: Partial<AdminPayout> = {}): AdminPayout => ({
  id,
  status: 'pending',
  source: 'vip_reward',
  source_id: id,
  amount: 50,
  description: 'VIP reward: Gold (Roobet)',
  casino_username: 'HighRoller',
  platform: { id: 1, name: 'Roobet' },
  reference: null,
  reason: null,
  created_at: '2026-11-20T18:30:00.000Z',
  decided_at: null,
  decided_by: null,
  user: { id: 7, username: 'viewer', display_name: 'Viewer' },
  casino_account_id: null,
  flags: [],
  ...over,
});

const message: ContactMessage = {
  id: 1,
  name: 'Mallory',
  email: 'mallory@example.com',
  subject: 'Where is my prize',
  message: 'Hello',
  member: null,
  created_at: '2026-11-01T10:00:00.000Z',
  read_at: '2026-11-01T11:00:00.000Z',
  archived_at: null,
  replied_at: '2026-11-01T12:00:00.000Z',
  replied_by: { id: 1, username: 'boss' },
} as ContactMessage;

const ticket: StaffTicket = {
  id: 7,
  category: 'account',
  subject: 'Cannot link Kick',
  status: 'open',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  redemption: null,
  member: { id: 3, username: 'alice', display_name: 'Alice' },
  message_count: 1,
  closed_by: null,
};

describe('every admin section, with rows', () => {
  const withRows: [string, Record<string, unknown>][] = [
    [
      'raffles',
      {
        '/api/admin/raffles': [
          adminRaffle({ id: 1, title: 'Open one' }),
          adminRaffle({ id: 2, title: 'Drawn one', drawn_at: '2026-11-20T18:00:00.000Z', has_ended: true }),
        ],
      },
    ],
    [
      'payouts',
      {
        '/api/admin/payouts': {
          ...page('payouts'),
          payouts: [
            payout(1),
            payout(2, { status: 'paid', reference: 'T1', decided_at: '2026-11-21T09:00:00.000Z' }),
          ],
          total: 2,
        },
      },
    ],
    [
      'leaderboard-periods',
      {
        '/api/admin/leaderboards': [
          {
            id: 1,
            slug: 'roobet',
            name: 'Roobet',
            timeframe: 'monthly',
            currency_symbol: '$',
            prizes: [500, 250],
            is_paused: false,
            pause_message: '',
            sort_order: 0,
            provider: 'csv',
            image: null,
            casino_slot: 1,
            current_period: null,
          },
        ],
        '/api/admin/leaderboards/1/periods': {
          platform: { id: 1, name: 'Roobet', currency_symbol: '$' },
          page: 1,
          page_size: 10,
          total: 1,
          unmatched: 1,
          periods: [
            {
              id: 4,
              starts_at: '2026-10-01T00:00:00.000Z',
              ends_at: '2026-11-01T00:00:00.000Z',
              closed_at: '2026-11-01T00:15:00.000Z',
              players: 40,
              wagers_changed: false,
              has_paid: false,
              prizes: [
                {
                  id: 9,
                  rank: 1,
                  display_name: 'FrostViper12',
                  casino_username: 'frostviper12',
                  wagered_cents: 1_000_000,
                  prize_cents: 50_000,
                  status: 'queued',
                  member: { id: 7, username: 'viewer' },
                  payout: { id: 3, status: 'pending' },
                  reason: null,
                  decided_by: null,
                },
                {
                  id: 10,
                  rank: 2,
                  display_name: 'Nobody',
                  casino_username: 'nobody',
                  wagered_cents: 900_000,
                  prize_cents: 25_000,
                  status: 'unmatched',
                  member: null,
                  payout: null,
                  reason: null,
                  decided_by: null,
                },
              ],
            },
          ],
        },
      },
    ],
    [
      'contact',
      {
        '/api/admin/contact/messages': {
          ...page('messages'),
          messages: [message],
          total: 1,
          unread: 0,
          can_reply: true,
        },
      },
    ],
    [
      'tickets',
      {
        '/api/staff/tickets': {
          ...page('tickets'),
          tickets: [ticket, { ...ticket, id: 8, status: 'closed' }],
          total: 2,
        },
      },
    ],
  ];

  it.each(withRows)('%s shows statuses through the one badge and moments in UTC', async (path, reads) => {
    serve({ ...emptyReads, ...reads });
    openSection(adminHref({ path }));
    const section = await sectionOf();
    await waitFor(() => expect(section.querySelector('[data-admin-badge]')).not.toBeNull(), {
      timeout: 5000,
    });
    expect(section.querySelector('[data-admin-date]')).not.toBeNull();
    expectKit(section);
  });
});

describe('the section navigation', () => {
  it('gives every section an icon of its own', () => {
    const drawn = adminSections.map((s) => renderToStaticMarkup(<s.icon />));
    const shared = adminSections.filter((_, i) => drawn.indexOf(drawn[i]!) !== i).map((s) => s.label);
    expect(shared).toEqual([]);
  });

  it('labels every section in sentence case', () => {
    for (const { label } of adminSections) expect(label).not.toMatch(/ [A-Z][a-z]/);
  });
});

/** The admin code, read as text: no section reaches past the kit for a badge, a date or an empty card. */
const sources = import.meta.glob<string>(
  ['../../src/features/*/admin/**/*.{ts,tsx}', '../../src/app/admin/*.{ts,tsx}'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

describe('the admin code', () => {
  it('is read here', () => expect(Object.keys(sources).length).toBeGreaterThan(100));

  it.each([
    ['the site’s pill (use StatusBadge)', /@\/components\/Pill\.tsx/],
    ['the site’s empty card (use AdminEmptyState)', /@\/components\/EmptyState\.tsx/],
    [
      'a date formatter of its own (use AdminDate or adminDateText)',
      /Intl\.DateTimeFormat|toLocale(?:Date|Time)String|formatDateTime|formatDate\b|formatUtc|toUTCString/,
    ],
  ])('never uses %s', (_what, pattern) => {
    const offenders = Object.entries(sources)
      .filter(([, text]) => pattern.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});
