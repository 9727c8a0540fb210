import type { SiteSettings } from '@podium/shared/site-settings/schemas';
import { defaultTheme } from '@podium/shared/site-settings/theme-rules';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeAdminPage } from '@/features/site-settings/admin/theme/ThemeAdminPage.tsx';
import { ok, renderAdmin, stubApi } from '../helpers/admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const stored: SiteSettings = {
  site_name: 'Podium',
  site_description: '',
  casino: { crypto1_label: 'One', crypto2_label: 'Two', crypto3_label: 'Three' },
  affiliate_url: '',
  stream_channel: '',
  socials: { youtube: '', instagram: '', kick: '', discord: '', twitter: '' },
  theme: { ...defaultTheme, primary_color: '#ff0000', show_nav_logo: false },
};

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Theme admin', () => {
  it('applies edits to the preview only, as CSS variables on its container', async () => {
    stubApi({ 'GET /api/admin/settings': ok(stored) });
    renderAdmin(<ThemeAdminPage />);
    await screen.findByLabelText('Primary colour');
    const preview = screen.getByTestId('theme-preview');
    expect(preview.style.getPropertyValue('--color-primary')).toBe('#ff0000');

    fireEvent.change(input('Primary colour'), { target: { value: '#00ff00' } });
    expect(preview.style.getPropertyValue('--color-primary')).toBe('#00ff00');
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('');
  });

  it('keeps the alpha of a translucent colour when the picker is used', async () => {
    stubApi({ 'GET /api/admin/settings': ok(stored) });
    renderAdmin(<ThemeAdminPage />);
    await screen.findByLabelText('Card background');
    fireEvent.input(input('Card background picker'), { target: { value: '#102030' } });
    expect(input('Card background').value).toBe('rgba(16, 32, 48, 0.7)');
  });

  it('resets to the default theme and saves it with the rest of the settings', async () => {
    const api = stubApi({
      'GET /api/admin/settings': ok(stored),
      'PUT /api/admin/settings': (body) => ok(body, 'Settings saved'),
      'GET /api/r/settings': ok(stored),
    });
    const { user } = renderAdmin(<ThemeAdminPage />);
    await screen.findByLabelText('Primary colour');
    expect(screen.getByRole('switch', { name: 'Show logo in navigation' }).getAttribute('aria-checked')).toBe(
      'false',
    );

    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(input('Primary colour').value).toBe(defaultTheme.primary_color);
    expect(screen.getByRole('switch', { name: 'Show logo in navigation' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings saved'));
    expect(api.writes()[0]?.body).toEqual({ ...stored, theme: defaultTheme });
  });
});
