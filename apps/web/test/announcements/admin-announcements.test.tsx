import type { Announcement, AnnouncementSettings } from '@podium/shared/announcements/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnnouncementsAdminPage } from '@/features/announcements/admin/AnnouncementsAdminPage.tsx';
import { descriptionOf, ok, renderAdmin, stubApi } from '../helpers/admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const settings: AnnouncementSettings = {
  discord_webhook_set: true,
  discord_webhook_hint: 'https://discord.com/…abcd',
  events: ['raffle_drawn', 'wager_raffle_drawn', 'tournament_completed', 'bonus_hunt_finished'],
};
const row = (over: Partial<Announcement>): Announcement => ({
  id: 1,
  key: 'raffle-drawn:1',
  kind: 'raffle_drawn',
  content: 'Raffle drawn',
  status: 'pending',
  attempts: 0,
  last_error: null,
  next_attempt_at: '2026-11-20T10:00:00.000Z',
  sent_at: null,
  closed_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  ...over,
});
const failed = row({
  status: 'failed',
  attempts: 2,
  last_error: 'Discord could not be reached (network error)',
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Announcements admin', () => {
  it('shows a failed post as Failed with Retry and Cancel, and Retry answers the list again', async () => {
    const api = stubApi({
      'GET /api/admin/announcements/settings': ok(settings),
      'GET /api/admin/announcements': ok([failed, row({ id: 2, key: 'x', status: 'expired' })]),
      'POST /api/admin/announcements/1/retry': ok(
        [row({})],
        'Queued again: it is posted within a few seconds',
      ),
    });
    const { user } = renderAdmin(<AnnouncementsAdminPage />);
    const list = await screen.findByRole('list', { name: 'Announcements' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('Failed');
    expect(first!.textContent).not.toContain('Pending');
    expect(first!.textContent).toContain('2 tries · Discord could not be reached (network error)');
    expect(within(first!).getByRole('button', { name: 'Cancel announcement 1' })).toBeTruthy();
    expect(second!.textContent).toContain('Expired');
    expect(second!.textContent).toContain('Not posted: it waited over a day');
    await user.click(within(first!).getByRole('button', { name: 'Retry announcement 1' }));
    await waitFor(() => expect(api.writes()[0]?.path).toBe('/api/admin/announcements/1/retry'));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Queued again: it is posted within a few seconds'),
    );
  });

  it("says what Discord made of the test, and refuses a link that is not Discord's", async () => {
    const api = stubApi({
      'GET /api/admin/announcements/settings': ok(settings),
      'GET /api/admin/announcements': ok([]),
      'POST /api/admin/announcements/test': ok({
        sent: false,
        message: 'The test message was not sent: Discord does not know this webhook (404: Unknown Webhook)',
      }),
    });
    const { user } = renderAdmin(<AnnouncementsAdminPage />);
    await user.click(await screen.findByRole('button', { name: 'Send a test' }));
    expect((await screen.findByRole('status')).textContent).toContain('Discord does not know this webhook');
    expect(toast.error).toHaveBeenCalled();
    await user.type(screen.getByLabelText('Webhook URL'), 'https://example.com/api/webhooks/1/x');
    await user.click(screen.getByRole('button', { name: 'Save webhook' }));
    expect(descriptionOf(screen.getByLabelText('Webhook URL'))).toContain(
      'Paste the webhook URL Discord gives you',
    );
    expect(api.writes().map((w) => w.path)).toEqual(['/api/admin/announcements/test']);
  });

  it('saves the events announced, one checkbox each', async () => {
    const api = stubApi({
      'GET /api/admin/announcements/settings': ok(settings),
      'GET /api/admin/announcements': ok([]),
      'PUT /api/admin/announcements/settings': ok(settings, 'Announcement settings saved'),
    });
    const { user } = renderAdmin(<AnnouncementsAdminPage />);
    await user.click(await screen.findByLabelText('Bonus hunt finished'));
    await user.click(screen.getByLabelText('Raffle drawn (its winners)'));
    await user.click(screen.getByRole('button', { name: 'Save events' }));
    await waitFor(() =>
      expect(api.writes()[0]?.body).toEqual({ events: ['wager_raffle_drawn', 'tournament_completed'] }),
    );
  });
});
