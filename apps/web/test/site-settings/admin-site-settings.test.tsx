import type { SiteSettings } from '@podium/shared/site-settings/schemas';
import { defaultTheme } from '@podium/shared/site-settings/theme-rules';
import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteSettingsAdminPage } from '@/features/site-settings/admin/SiteSettingsAdminPage.tsx';
import { descriptionOf, fail, ok, renderAdmin, stubApi } from '../helpers/admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const stored: SiteSettings = {
  site_name: 'Podium',
  site_description: 'Rewards for the community.',
  casino: {
    crypto1_label: 'Roobet Username',
    crypto2_label: 'Gamdom Username',
    crypto3_label: 'Shuffle Username',
  },
  affiliate_url: 'https://example.com/affiliates',
  stream_channel: 'podium',
  socials: { youtube: '', instagram: '', kick: '', discord: '', twitter: '' },
  theme: defaultTheme,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Site settings', () => {
  it('shows a loading state, then the stored settings', async () => {
    stubApi({ 'GET /api/admin/settings': ok(stored) });
    renderAdmin(<SiteSettingsAdminPage />);
    expect(screen.getByRole('status').textContent).toContain('Loading site settings');
    expect(((await screen.findByLabelText('Site name')) as HTMLInputElement).value).toBe('Podium');
    expect((screen.getByLabelText('Casino 2 label') as HTMLInputElement).value).toBe('Gamdom Username');
    expect((screen.getByLabelText('Kick stream channel') as HTMLInputElement).value).toBe('podium');
  });

  it('shows an error with Try Again when the settings cannot be loaded', async () => {
    const api = stubApi({
      'GET /api/admin/settings': fail(500, 'Something went wrong on our side. Please try again.'),
    });
    const { user } = renderAdmin(<SiteSettingsAdminPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load site settings.');
    expect(alert.textContent).toContain('Something went wrong on our side.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
  });

  it('checks the form with the shared schema before sending anything', async () => {
    const api = stubApi({ 'GET /api/admin/settings': ok(stored) });
    const { user } = renderAdmin(<SiteSettingsAdminPage />);
    const name = await screen.findByLabelText('Site name');
    await user.clear(name);
    await user.type(screen.getByLabelText('YouTube'), 'youtube.com/@podium');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(screen.getByText('Site name is required')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(name)).toContain('Site name is required');
    expect(descriptionOf(screen.getByLabelText('YouTube'))).toContain(
      'Enter a full link starting with https://',
    );
    expect(api.writes()).toEqual([]);

    await user.type(name, 'P');
    expect(screen.queryByText('Site name is required')).toBeNull();
  });

  it("shows the server's field errors under their fields and its message in a toast", async () => {
    const api = stubApi({
      'GET /api/admin/settings': ok(stored),
      'PUT /api/admin/settings': fail(400, 'Already used', {
        'casino.crypto1_label': ['Already used'],
      }),
    });
    const { user } = renderAdmin(<SiteSettingsAdminPage />);
    await screen.findByLabelText('Site name');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Already used')).toBeTruthy();
    expect(descriptionOf(screen.getByLabelText('Casino 1 label'))).toContain('Already used');
    expect(toast.error).toHaveBeenCalledWith('Already used');
    expect(api.writes()).toHaveLength(1);
  });

  it('saves the whole settings, toasts, and updates the public settings for the rest of the site', async () => {
    const api = stubApi({
      'GET /api/admin/settings': ok(stored),
      'PUT /api/admin/settings': (body) => ok(body, 'Settings saved'),
      'GET /api/r/settings': ok({ ...stored, site_name: 'Podium Plus' }),
    });
    const { user, queryClient } = renderAdmin(<SiteSettingsAdminPage />);
    const name = await screen.findByLabelText('Site name');
    await user.clear(name);
    await user.type(name, '  Podium Plus ');
    const save = screen.getByRole('button', { name: 'Save changes' });
    await user.click(save);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings saved'));
    const [put] = api.writes();
    // Trimmed by the shared schema; the theme is sent unchanged.
    expect(put?.body).toEqual({ ...stored, site_name: 'Podium Plus' });
    expect(queryClient.getQueryData<SiteSettings>(['settings'])?.site_name).toBe('Podium Plus');
    expect(screen.getByText('All changes saved')).toBeTruthy();
  });
});
