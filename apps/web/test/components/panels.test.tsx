import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Panel } from '@/components/Panel.tsx';

describe('empty state', () => {
  it('on a page: an h2 title, its description and the next step', () => {
    render(
      <EmptyState title="No Items Found" description="Nothing matches.">
        <button type="button">Clear search</button>
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No Items Found' })).toBeTruthy();
    expect(screen.getByText('Nothing matches.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeTruthy();
  });

  it('in a panel under a section title: an h3', () => {
    render(<EmptyState size="panel" title="No badges yet" description="Create a badge." />);
    expect(screen.getByRole('heading', { level: 3, name: 'No badges yet' })).toBeTruthy();
    expect(screen.getByText('Create a badge.')).toBeTruthy();
  });
});

describe('panel', () => {
  it('is a region named by its heading, with its description and action', () => {
    render(
      <Panel title="Points History" description="Newest first." action={<button type="button">More</button>}>
        <p>rows</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Points History' });
    expect(region.querySelector('h2')?.textContent).toBe('Points History');
    expect(region.textContent).toContain('Newest first.');
    expect(screen.getByRole('button', { name: 'More' })).toBeTruthy();
  });

  it('takes an h3 under an admin section title', () => {
    render(
      <Panel level={3} title="Badges">
        <p>list</p>
      </Panel>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Badges' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Badges' })).toBeTruthy();
  });
});
