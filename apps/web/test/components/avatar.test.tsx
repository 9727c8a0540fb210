import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from '@/components/Avatar.tsx';

describe('avatar', () => {
  it('shows the picture when there is one', () => {
    render(<Avatar src="https://cdn.example/a.png" fallbackSeed={3} alt="Lena's avatar" />);
    expect(screen.getByRole('img', { name: "Lena's avatar" }).getAttribute('src')).toBe(
      'https://cdn.example/a.png',
    );
  });

  it('uses a default image, chosen by the seed modulo 5, when there is no picture', () => {
    render(<Avatar src={null} fallbackSeed={7} alt="No picture" />);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/avatars/default-2.svg');
  });

  it('falls back to the default image when the picture fails to load', () => {
    render(<Avatar src="https://cdn.example/broken.png" fallbackSeed={4} alt="Broken" />);
    const img = screen.getByRole('img');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/avatars/default-4.svg');
  });
});
