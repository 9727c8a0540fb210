import {
  defaultKickCommands,
  defaultKickRules,
  type KickAdminState,
  type KickEventLog,
  kickAdminMessages,
} from '@podium/shared/kick/admin';
import { kickErrors } from '@podium/shared/kick/errors';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChannelPanel } from '@/features/kick/admin/ChannelPanel.tsx';
import { EventsLog } from '@/features/kick/admin/EventsLog.tsx';
import { descriptionOf, fail, ok, renderAdmin, stubApi } from '../helpers/admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const state: KickAdminState = {
  configured: true,
  webhook_url: 'http://localhost:3000/webhooks/kick',
  channel_slug: 'podium',
  broadcaster_user_id: '1001',
  is_live: false,
  live_changed_at: null,
  subscribed_at: null,
  subscription_error: null,
  subscribed_events: [],
  rules: defaultKickRules,
  commands: defaultKickCommands,
};

describe('Kick › Channel and events', () => {
  it('asks for the slug only and shows the broadcaster Kick answered', () => {
    stubApi({});
    renderAdmin(<ChannelPanel state={state} />);
    expect(screen.queryByLabelText(/Broadcaster/)).toBeNull();
    expect(descriptionOf(screen.getByLabelText('Channel slug'))).toContain(
      'Broadcaster id 1001, looked up from Kick',
    );
  });

  it('shows an unknown slug under the field, and keeps what was typed when Kick is down', async () => {
    const unknown = kickErrors.unknownChannel.message('nobody_here');
    let answer = fail(400, unknown, { channel_slug: [unknown] }, kickErrors.unknownChannel.code);
    const api = stubApi({ 'PUT /api/admin/kick/channel': () => answer });
    const { user } = renderAdmin(<ChannelPanel state={state} />);
    const slug = screen.getByLabelText('Channel slug');
    await user.clear(slug);
    await user.type(slug, 'nobody_here');
    await user.click(screen.getByRole('button', { name: 'Save channel' }));
    await waitFor(() => expect(descriptionOf(slug)).toContain(unknown));
    expect(api.writes()[0]?.body).toEqual({ channel_slug: 'nobody_here' });

    answer = fail(502, kickErrors.lookupFailed.message, null, kickErrors.lookupFailed.code);
    await user.click(screen.getByRole('button', { name: 'Save channel' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(kickErrors.lookupFailed.message));
    expect((slug as HTMLInputElement).value).toBe('nobody_here');
    expect(toast.success).not.toHaveBeenCalledWith(kickAdminMessages.channelSaved);
  });
});

const event = (over: Partial<KickEventLog>): KickEventLog => ({
  id: 1,
  message_id: 'm1',
  type: 'chat.message.sent',
  kick_username: 'lurker',
  username: null,
  outcome: 'not_linked',
  points: 0,
  detail: null,
  created_at: '2026-11-26T12:00:00.000Z',
  ...over,
});

describe('Kick › Recent events', () => {
  it('says what happened in words, the code beside, and filters by event and outcome', async () => {
    const capped = event({ id: 2, outcome: 'daily_cap', kick_username: 'kate' });
    const api = stubApi({
      'GET /api/admin/kick/events': ok([capped, event({})]),
      'GET /api/admin/kick/events?outcome=daily_cap': ok([capped]),
      'GET /api/admin/kick/events?type=channel.followed&outcome=daily_cap': ok([]),
    });
    const { user } = renderAdmin(<EventsLog />);
    const table = within(await screen.findByRole('table'));
    expect(table.getByText('Not linked to a member')).toBeTruthy();
    expect(table.getByText('Daily cap reached')).toBeTruthy();
    expect(table.getAllByText('Chat message')).toHaveLength(2);
    expect(table.getByText('daily_cap')).toBeTruthy(); // the raw code, on its secondary line

    await user.selectOptions(screen.getByLabelText('Outcome'), 'Daily cap reached');
    await waitFor(() =>
      expect(within(screen.getByRole('table')).queryByText('Not linked to a member')).toBeNull(),
    );
    await user.selectOptions(screen.getByLabelText('Event'), 'New follower');
    expect(await screen.findByText('No events found')).toBeTruthy();
    expect(api.calls.map((c) => c.path)).toContain(
      '/api/admin/kick/events?type=channel.followed&outcome=daily_cap',
    );
  });
});
