import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ItemImage } from '@/features/store/components/ItemImage.tsx';

describe('item image', () => {
  it('shows a gift icon without a picture, and when the picture fails to load', () => {
    const { container, rerender } = render(<ItemImage src={null} className="size-14" />);
    expect(screen.getByTestId('item-image-fallback')).toBeTruthy();
    rerender(<ItemImage src="https://cdn.example/broken.png" className="size-14" />);
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByTestId('item-image-fallback')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('tries again when the address changes (the admin form previews what is typed)', () => {
    const { container, rerender } = render(<ItemImage src="https://cdn.example/typo.pn" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    rerender(<ItemImage src="https://cdn.example/mouse.png" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/mouse.png');
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });
});
