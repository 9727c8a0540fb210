/**
 * `!sr <slot name>` in Kick chat (issue 29, decision 059): the parser and the bot's answers. No zod, so
 * the webhook reads it cheaply.
 */
export type SrCommand = { name: string } | 'usage';

/** `!sr Gates of Olympus` → the name; `!sr` alone → 'usage'; not a !sr → null. */
export function parseSr(content: string): SrCommand | null {
  const text = content.trim();
  if (!/^!sr(?:\s|$)/i.test(text)) return null;
  const name = text.slice(3).trim();
  return name.length > 0 && name.length <= 120 ? { name } : 'usage';
}

export const srAnswers = {
  usage: (name: string) => `@${name} usage: !sr <slot name>`,
  notLinked: (name: string) => `@${name} link your Kick account in your site settings to request slots.`,
  noMatch: (name: string, typed: string) => `@${name} no slot called "${typed}" in the catalogue.`,
  requested: (name: string, slot: string, position: number) =>
    `@${name} requested ${slot} (number ${position} in the queue).`,
  refused: (name: string, message: string) => `@${name} ${message}`,
} as const;
