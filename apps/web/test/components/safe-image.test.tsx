import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Avatar } from '@/components/Avatar.tsx';
import { SafeImage } from '@/components/SafeImage.tsx';

/** The browser's view of an image that had already failed when React mounted it (a server-rendered page). */
function failedBeforeHydration() {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
  const probes: HTMLImageElement[] = [];
  const RealImage = window.Image;
  vi.stubGlobal(
    'Image',
    class extends RealImage {
      constructor() {
        super();
        probes.push(this);
      }
    },
  );
  /** The probe's own load fails too. */
  return () =>
    act(() => {
      for (const probe of probes) probe.onerror?.(new Event('error'));
    });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a safe image', () => {
  it('shows the picture at its size, then a neutral placeholder of the same size when it fails', () => {
    const { container } = render(
      <SafeImage
        src="https://cdn.example/logo.png"
        alt="Roobet logo"
        width={56}
        height={56}
        className="size-14"
      />,
    );
    const img = screen.getByRole('img', { name: 'Roobet logo' });
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['56', '56']);
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    const placeholder = screen.getByRole('img', { name: 'Roobet logo' });
    expect(placeholder.hasAttribute('data-image-placeholder')).toBe(true);
    expect(placeholder.className).toContain('size-14');
    expect([placeholder.style.width, placeholder.style.height]).toEqual(['56px', '56px']);
  });

  it('shows the placeholder, hidden from assistive technology, when a decorative picture has no address', () => {
    const { container } = render(<SafeImage src={null} alt="" className="size-10" />);
    const placeholder = container.querySelector('[data-image-placeholder]')!;
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('img')).toBeNull();
  });

  it('notices a picture that failed before React listened, once a second try fails too', () => {
    const probeFails = failedBeforeHydration();
    const { container } = render(<SafeImage src="/gone.png" alt="" className="size-10" />);
    expect(container.querySelector('img')).not.toBeNull();
    probeFails();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-image-placeholder]')).not.toBeNull();
  });

  it('keeps a picture the browser reports without a size when a second try loads it (an SVG, a lazy image)', () => {
    failedBeforeHydration();
    const { container } = render(<SafeImage src="/icon.svg" alt="" className="size-10" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/icon.svg');
  });

  it('gives an avatar that failed before hydration its default image', () => {
    const probeFails = failedBeforeHydration();
    render(<Avatar src="https://cdn.example/gone.png" fallbackSeed={4} alt="Gone" />);
    probeFails();
    expect(screen.getByRole('img', { name: 'Gone' }).getAttribute('src')).toBe('/avatars/default-4.svg');
  });
});
