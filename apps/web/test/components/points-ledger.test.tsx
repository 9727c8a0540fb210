import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type LedgerRow, PointsLedger } from '@/components/PointsLedger.tsx';

const row = (id: number, over: Partial<LedgerRow> = {}): LedgerRow => ({
  id,
  kind: 'admin_adjustment',
  amount: 100,
  xp: 0,
  reason: `Reason ${id}`,
  balance_after: 1000,
  created_at: '2026-11-02T10:00:00.000Z',
  ...over,
});
const none = { show: false, loading: false, onLoad: () => {} };
const cells = (tr: HTMLElement) => [...tr.querySelectorAll('td')].map((td) => td.textContent);

describe('points ledger', () => {
  it('lists kind, reason, signed amount and balance, without a By column on the member’s own view', () => {
    render(
      <PointsLedger
        title="Points History"
        status="success"
        more={none}
        rows={[row(2, { amount: -200, balance_after: 800 }), row(1, { kind: 'raffle_win', amount: 0 })]}
      />,
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Kind', 'Reason', 'Amount', 'Balance']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(cells(first!).slice(1)).toEqual(['admin adjustment', 'Reason 2', '−200', '800']);
    expect(cells(second!).slice(1)).toEqual(['raffle win', 'Reason 1', '0', '1,000']);
  });

  it('names who made each change in the admin’s view, and a dash for the system', () => {
    render(
      <PointsLedger
        title="Points history"
        level={3}
        status="success"
        showActor
        more={none}
        rows={[row(2, { actor: { username: 'admin' } }), row(1, { actor: null })]}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'By' })).toBeTruthy();
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(cells(first!).at(-1)).toBe('@admin');
    expect(cells(second!).at(-1)).toBe('—');
  });

  it('says when it is loading, failed or empty', () => {
    const { rerender } = render(
      <PointsLedger title="Points History" status="pending" rows={[]} more={none} />,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading points history');
    rerender(<PointsLedger title="Points History" status="error" rows={[]} more={none} />);
    expect(screen.getByText('Points history could not be loaded.')).toBeTruthy();
    rerender(<PointsLedger title="Points History" status="success" rows={[]} more={none} />);
    expect(screen.getByText('No points transactions yet.')).toBeTruthy();
  });

  it("offers 'Load more' while older rows may exist, and says so while they load", async () => {
    const onLoad = vi.fn();
    const { rerender } = render(
      <PointsLedger
        title="Points History"
        status="success"
        rows={[row(1)]}
        more={{ show: true, loading: false, onLoad }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoad).toHaveBeenCalledOnce();
    rerender(
      <PointsLedger
        title="Points History"
        status="success"
        rows={[row(1)]}
        more={{ show: true, loading: true, onLoad }}
      />,
    );
    expect((screen.getByRole('button', { name: 'Loading…' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
