import type { KickEventOutcome, kickEventNames } from './admin.ts';

/**
 * The Kick events log in people's words (decision 052): what each delivery was and what came of it.
 * The raw codes stay in the log's secondary line and in the filters' values.
 */
export const kickEventTypeWords: Record<(typeof kickEventNames)[number], string> = {
  'chat.message.sent': 'Chat message',
  'livestream.status.updated': 'Stream live or offline',
  'channel.followed': 'New follower',
  'channel.subscription.new': 'New subscriber',
};

export const kickOutcomeWords: Record<KickEventOutcome, string> = {
  credited: 'Points credited',
  cooldown: 'Too soon after the last message',
  daily_cap: 'Daily cap reached',
  not_live: 'Stream not live',
  not_linked: 'Not linked to a member',
  excluded: 'Member excluded from chat points',
  banned: 'Member banned',
  bot: 'Bot account',
  no_points: 'No points set for this',
  bonus: 'Bonus credited',
  bonus_already: 'Bonus given before',
  live: 'Stream went live',
  offline: 'Stream went offline',
  command: 'Command answered',
  command_cooldown: 'Command on cooldown',
  command_off: 'Command switched off',
  ignored: 'Ignored',
};

/** An event type in words; a type the site does not handle reads as such. */
export const kickEventTypeLabel = (type: string): string =>
  (kickEventTypeWords as Record<string, string>)[type] ?? 'Event not handled';
