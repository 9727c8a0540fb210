import { describe, expect, it } from 'vitest';
import { announcementSettingsInputSchema } from '../../src/announcements/schemas.ts';
import { kickRulesSchema } from '../../src/kick/admin.ts';
import { kickChatAnswers, parseKickCommand } from '../../src/kick/chat-messages.ts';

describe('parseKickCommand', () => {
  it('reads a known command at the start, in any case, with or without words after it', () => {
    expect(parseKickCommand('!points')).toBe('points');
    expect(parseKickCommand('  !Leaderboard please')).toBe('leaderboard');
    expect(parseKickCommand('!HUNT')).toBe('hunt');
  });

  it('ignores unknown commands, commands glued to text and commands later in the message', () => {
    for (const text of ['!pointsx', '!ban kate', 'hello !points', 'points', '!', '']) {
      expect(parseKickCommand(text), text).toBeNull();
    }
  });
});

describe('kickChatAnswers', () => {
  it('formats numbers and lists as Kick chat shows them', () => {
    expect(kickChatAnswers.points('kate', 12345, 3)).toBe('@kate you have 12,345 points (rank #3).');
    expect(kickChatAnswers.leaderboard('Roobet', [])).toBe('Roobet: no wagers yet.');
  });
});

describe('announcementSettingsInputSchema', () => {
  const parse = (url: unknown) => announcementSettingsInputSchema.safeParse({ discord_webhook_url: url });
  it('takes Discord’s https webhook, a local http one with Discord’s path, or null', () => {
    for (const url of [
      'https://discord.com/api/webhooks/1/abc',
      'https://canary.discord.com/api/v10/webhooks/1/abc',
      'http://127.0.0.1:9000/api/webhooks/1/abc',
      null,
    ]) {
      expect(parse(url).success, String(url)).toBe(true);
    }
  });
  it('refuses other hosts and paths, other schemes, plain http elsewhere, credentials, spaces and extra fields', () => {
    for (const url of [
      'javascript:alert(1)',
      'http://example.com/h',
      'https://example.com/api/webhooks/1/abc',
      'http://127.0.0.1:9000/hook',
      'http://discord.com/api/webhooks/1/abc',
      'https://a:b@x.com/h',
      'https://x.com/a b',
    ]) {
      expect(parse(url).success, url).toBe(false);
    }
    expect(announcementSettingsInputSchema.safeParse({ discord_webhook_url: null, extra: 1 }).success).toBe(
      false,
    );
  });
});

describe('kickRulesSchema', () => {
  it('lower-cases names and bounds numbers', () => {
    const rules = {
      points_per_message: 1,
      message_cooldown_seconds: 0,
      daily_cap: 10,
      follow_bonus: 0,
      subscription_bonus: 0,
      excluded_members: ['Kate'],
      bot_names: ['BotRix'],
    };
    expect(kickRulesSchema.parse(rules)).toMatchObject({ excluded_members: ['kate'], bot_names: ['botrix'] });
    expect(kickRulesSchema.safeParse({ ...rules, daily_cap: 1e12 }).success).toBe(false);
    expect(kickRulesSchema.safeParse({ ...rules, bot_names: ['bad name'] }).success).toBe(false);
  });
});
