import type { AuditEntry, AuditPage } from '@podium/shared/audit/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuditLogAdminPage } from '@/features/audit/admin/AuditLogAdminPage.tsx';
import { auditChanges } from '@/features/audit/admin/entry-words.ts';
import { MemberAuditLog } from '@/features/audit/admin/MemberAuditLog.tsx';
import { fail, ok, renderAdmin, stubApi } from '../helpers/admin.tsx';

const entry = (id: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-26T14:05:09.123Z',
  actor: { id: 1, username: 'boss' },
  action: 'members.ban',
  target_type: 'member',
  target_id: '3',
  target_member: { id: 3, username: 'mallory' },
  before: { banned: false },
  after: { banned: true, sessions_ended: 2 },
  reason: 'Chargeback fraud',
  request_id: 'req-7',
  ip: '127.0.0.1',
  ...over,
});

const page = (entries: AuditEntry[], over: Partial<AuditPage> = {}): AuditPage => ({
  entries,
  total: entries.length,
  page: 1,
  page_size: 50,
  actions: ['members.ban', 'members.role'],
  ...over,
});

let where = '';
function Where() {
  const location = useLocation();
  where = `${location.pathname}${location.search}`;
  return null;
}

const openLog = (path = '/admin-new/audit-log') =>
  renderAdmin(
    <Routes>
      <Route
        path="/admin-new/audit-log"
        element={
          <>
            <AuditLogAdminPage />
            <Where />
          </>
        }
      />
    </Routes>,
    path,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Audit log section', () => {
  it('lists entries: time in UTC, actor, action, target, member, before → after, reason, request id', async () => {
    stubApi({ 'GET /api/admin/audit-log': ok(page([entry(1), entry(2, { actor: null, reason: null })])) });
    openLog();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Nov 26, 2026, 14:05:09 UTC')).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'boss' })).toBeTruthy();
    expect(within(first!).getByText('members.ban')).toBeTruthy();
    expect(within(first!).getByText('member #3')).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'mallory' })).toBeTruthy();
    // The arrow is for the eye; a screen reader hears "no to yes".
    expect(within(first!).getByText('Banned:').parentElement?.textContent).toBe('Banned: no→ to yes');
    expect(within(first!).getByText('Sessions ended:').parentElement?.textContent).toBe(
      'Sessions ended: —→ to 2',
    );
    expect(within(first!).getByText('Chargeback fraud')).toBeTruthy();
    expect(within(first!).getByText('req-7')).toBeTruthy();
    expect(within(second!).getByText('The site')).toBeTruthy();
  });

  it('filters by action and days, and by an actor or a member picked in the table, from page 1', async () => {
    const api = stubApi({
      'GET /api/admin/audit-log?page=2': ok(page([entry(1)], { page: 2, total: 60 })),
      'GET /api/admin/audit-log?action=members.role': ok(page([entry(2, { action: 'members.role' })])),
      'GET /api/admin/audit-log?action=members.role&from=2026-11-01': ok(page([])),
      'GET /api/admin/audit-log?actor=1&action=members.role&from=2026-11-01': ok(page([])),
      'GET /api/admin/audit-log?member=3': ok(page([entry(3)])),
      'GET /api/admin/audit-log?actor=1&member=3': ok(page([entry(3)])),
      'GET /api/admin/audit-log?actor=1': ok(page([entry(3)])),
    });
    const { user } = openLog('/admin-new/audit-log?page=2');
    await screen.findByRole('table', { name: 'Audit log' });
    expect(screen.getByText(/Page 2 of 2/)).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Action'), 'members.role');
    await waitFor(() => expect(where).toBe('/admin-new/audit-log?action=members.role'));
    await screen.findByText('members.role', { selector: 'code' });
    await user.type(screen.getByLabelText('From (UTC day)'), '2026-11-01');
    expect(await screen.findByRole('heading', { name: 'No entries found' })).toBeTruthy();

    // Start again from a member's entries, then narrow to one actor; the chips undo each.
    const view = openLog('/admin-new/audit-log?member=3');
    const table = await within(view.container).findByRole('table', { name: 'Audit log' });
    await view.user.click(within(table).getByRole('button', { name: 'boss' }));
    await waitFor(() => expect(where).toBe('/admin-new/audit-log?actor=1&member=3'));
    const chips = within(view.container).getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Actor: boss ', 'Member: mallory ']);
    await view.user.click(within(chips).getByRole('button', { name: 'Remove filter Member: mallory' }));
    await waitFor(() => expect(where).toBe('/admin-new/audit-log?actor=1'));
    expect(api.calls.map((c) => c.path)).toContain('/api/admin/audit-log?actor=1');
  });

  it('says when nothing is on record yet, and when the log cannot be loaded', async () => {
    stubApi({ 'GET /api/admin/audit-log': ok(page([], { actions: [] })) });
    openLog();
    expect(await screen.findByRole('heading', { name: 'No entries yet' })).toBeTruthy();
    vi.unstubAllGlobals();

    stubApi({ 'GET /api/admin/audit-log': fail(500, 'Something went wrong on our side.') });
    const view = openLog();
    expect(await within(view.container).findByText(/Could not load the audit log/)).toBeTruthy();
  });
});

describe('Actions on this member (the member page panel)', () => {
  it("lists the member's entries without a member column, and links to the full log", async () => {
    stubApi({ 'GET /api/admin/audit-log?member=3': ok(page([entry(1)])) });
    renderAdmin(<MemberAuditLog userId={3} />, '/admin-new/members/3');
    const panel = await screen.findByRole('region', { name: 'Actions on this member' });
    const table = await within(panel).findByRole('table', { name: 'Actions on this member' });
    expect(within(table).queryByRole('columnheader', { name: 'Member' })).toBeNull();
    expect(within(table).getByText('Chargeback fraud')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Open in the audit log' }).getAttribute('href')).toBe(
      '/admin-new/audit-log?member=3',
    );
  });
});

describe('before → after', () => {
  it('shows the fields that changed, a missing side as —, and nothing for no change', () => {
    expect(auditChanges({ role: 'Member' }, { role: 'Admin' })).toEqual([
      { field: 'Role', before: 'Member', after: 'Admin' },
    ]);
    expect(auditChanges(null, { points: 1500 })).toEqual([{ field: 'Points', before: '—', after: '1,500' }]);
    expect(auditChanges({ role: 'VIP' }, { role: 'VIP' })).toEqual([]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges('open', 'closed')).toEqual([{ field: null, before: 'open', after: 'closed' }]);
  });
});
