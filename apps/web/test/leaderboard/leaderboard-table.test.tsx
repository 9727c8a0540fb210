import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LeaderboardTable } from '@/features/leaderboard/components/LeaderboardTable.tsx';
import { entries, entry } from '../helpers/factories.ts';

/** The data rows of the table (header and spacer rows left out), as [rank, player, wagered, prize]. */
function tableRows(): string[][] {
  return screen
    .getAllByRole('row')
    .filter((row) => Number(row.getAttribute('aria-rowindex')) > 1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

const rest = [
  entry('HighViper0', 225511.82),
  entry('ShadowBandit29', 222312.02),
  entry('goldking12', 203361.68),
  entry('TurboWhale37', 189422.87),
  entry('GOLDBANDIT19', 184854.05),
];

const renderTable = (players = rest, prizes = [5000, 2500, 1000, 500, 300, 0, 150]) =>
  render(<LeaderboardTable platformName="Roobet" rest={players} prizes={prizes} currencySymbol="$" />);

describe('leaderboard table (ranks 4 and up)', () => {
  it('has the RANK, PLAYER, WAGERED and PRIZE columns', () => {
    renderTable();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['RANK', 'PLAYER', 'WAGERED', 'PRIZE']);
  });

  it('starts at rank 4, shows money with 2 decimals and a dash when a rank has no prize', () => {
    renderTable();
    expect(tableRows()).toEqual([
      ['4', 'HighViper0', '$225,511.82', '$500.00'],
      ['5', 'ShadowBandit29', '$222,312.02', '$300.00'],
      ['6', 'goldking12', '$203,361.68', '-'],
      ['7', 'TurboWhale37', '$189,422.87', '$150.00'],
      ['8', 'GOLDBANDIT19', '$184,854.05', '-'],
    ]);
  });

  it('filters case-insensitively by display name and keeps the real ranks', async () => {
    renderTable();
    await userEvent.type(screen.getByPlaceholderText('Search players...'), 'gOLd');
    await waitFor(() =>
      expect(tableRows()).toEqual([
        ['6', 'goldking12', '$203,361.68', '-'],
        ['8', 'GOLDBANDIT19', '$184,854.05', '-'],
      ]),
    );
    expect(screen.getByText('Showing 2 of 5 players')).toBeTruthy();
  });

  it('says so when no player matches, and shows everyone again when the search is cleared', async () => {
    renderTable();
    const search = screen.getByRole('searchbox', { name: 'Search players' });
    await userEvent.type(search, 'nobody');
    expect(await screen.findByText('No players found matching "nobody"')).toBeTruthy();
    await userEvent.clear(search);
    await waitFor(() => expect(tableRows()).toHaveLength(5));
  });

  it('keeps only a window of rows in the page for 10,000 players', () => {
    renderTable(entries(10_000));
    const rows = tableRows();
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
    expect(rows[0]?.[0]).toBe('4');
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('10001');
  });

  it('finds a player deep in a 10,000-row board with the rank they really hold', async () => {
    renderTable(entries(10_000));
    await userEvent.type(screen.getByPlaceholderText('Search players...'), 'player9999');
    await waitFor(() => expect(tableRows()).toEqual([['10002', 'Player9999', '$200.00', '-']]));
  });
});
