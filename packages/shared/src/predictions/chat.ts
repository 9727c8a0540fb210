/**
 * `!bet <outcome number> <points>` in Kick chat (issue 29): the parser and the bot's answers. No zod, so
 * the webhook reads it cheaply.
 */
export type BetCommand = { outcome: number; points: number } | 'usage';

/** `!bet 2 500` → the bet; `!bet` with anything else → 'usage'; not a !bet → null. */
export function parseBet(content: string): BetCommand | null {
  const text = content.trim();
  if (!/^!bet(?:\s|$)/i.test(text)) return null;
  const match = /^!bet\s+#?(\d{1,2})\s+([\d,]{1,16})\s*$/i.exec(text);
  if (!match) return 'usage';
  const points = Number(match[2]!.replaceAll(',', ''));
  return Number.isSafeInteger(points) && points > 0 ? { outcome: Number(match[1]), points } : 'usage';
}

const pts = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'point' : 'points'}`;

export const betAnswers = {
  usage: (name: string) => `@${name} usage: !bet <outcome number> <points>`,
  notLinked: (name: string) => `@${name} link your Kick account in your site settings to bet.`,
  noneOpen: (name: string) => `@${name} no prediction is open right now.`,
  noOutcome: (name: string, count: number) => `@${name} choose an outcome from 1 to ${count}.`,
  staked: (name: string, points: number, outcome: string, total: number, balance: number) =>
    `@${name} staked ${pts(points)} on ${outcome} (your stake: ${pts(total)}; balance ${pts(balance)}).`,
  refused: (name: string, message: string) => `@${name} ${message}`,
} as const;
