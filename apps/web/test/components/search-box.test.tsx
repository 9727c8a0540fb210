import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchBox } from '@/components/SearchBox.tsx';

function Box({ showLabel }: { showLabel?: boolean }) {
  const [text, setText] = useState('');
  return (
    <>
      <SearchBox
        label="Search players"
        placeholder="Search players..."
        showLabel={showLabel}
        value={text}
        onChange={setText}
      />
      <output>{text}</output>
    </>
  );
}

describe('search box', () => {
  it('is a searchbox named by its label, without browser autocomplete, and reports what is typed', async () => {
    render(<Box />);
    const box = screen.getByRole('searchbox', { name: 'Search players' });
    expect(box.getAttribute('placeholder')).toBe('Search players...');
    expect(box.getAttribute('autocomplete')).toBe('off');
    await userEvent.type(box, 'gold');
    expect(screen.getByRole('status').textContent).toBe('gold');
  });

  it('hides its label from sight on public lists and shows it on admin filters', () => {
    const { unmount } = render(<Box />);
    expect(screen.getByText('Search players').className).toContain('sr-only');
    unmount();
    render(<Box showLabel />);
    expect(screen.getByText('Search players').className).not.toContain('sr-only');
  });
});
