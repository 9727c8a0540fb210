import { formatMoney } from '../common/money.ts';

/**
 * What the site answers in Kick chat and writes in members' points history (decision 027). Kick chat
 * messages are at most 500 characters.
 */
export const kickChatReasons = {
  chat: 'Chatting in the Kick stream',
  follow: 'Following the Kick channel',
  subscription: 'Subscribing to the Kick channel',
} as const;

const number = (n: number) => new Intl.NumberFormat('en-US').format(n);

export interface HuntStats {
  title: string;
  /** `!hunt` reports the current hunt, the newest started (decision 047): once finished it says so. */
  finished: boolean;
  start_balance: number;
  games: number;
  opened: number;
  winnings: number;
  break_even_multiplier: number;
  highest_multiplier: number;
}

export const kickChatAnswers = {
  points: (name: string, points: number, rank: number) =>
    `@${name} you have ${number(points)} points (rank #${number(rank)}).`,
  notLinked: (name: string) => `@${name} link your Kick account in your site settings to earn points.`,
  leaderboard: (board: string, top: readonly { name: string; wagered: string }[]) =>
    top.length === 0
      ? `${board}: no wagers yet.`
      : `${board} top ${top.length}: ${top.map((t, i) => `${i + 1}. ${t.name} (${t.wagered})`).join(' · ')}`,
  noBoard: 'No leaderboard is running right now.',
  hunt: (h: HuntStats) =>
    h.finished
      ? `${h.title} (finished): start ${formatMoney(h.start_balance)}, ${h.games} game${h.games === 1 ? '' : 's'}, won ${formatMoney(h.winnings)}, ` +
        `best ${h.highest_multiplier.toFixed(2)}x.`
      : `${h.title}: start ${formatMoney(h.start_balance)}, ${h.opened}/${h.games} opened, won ${formatMoney(h.winnings)}, ` +
        `break-even ${h.break_even_multiplier.toFixed(2)}x, best ${h.highest_multiplier.toFixed(2)}x.`,
  noHunt: 'No bonus hunt is running right now.',
} as const;

/** The commands the site answers, as typed in chat. */
export const kickCommandNames = ['points', 'leaderboard', 'hunt'] as const;
export type KickCommandName = (typeof kickCommandNames)[number];

/** `!points`, `!Leaderboard extra words` → the command; anything else → null. */
export function parseKickCommand(content: string): KickCommandName | null {
  const match = /^!([a-z]+)(?:\s|$)/i.exec(content.trim());
  const name = match?.[1]?.toLowerCase();
  return (kickCommandNames as readonly string[]).includes(name ?? '') ? (name as KickCommandName) : null;
}
