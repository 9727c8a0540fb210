/**
 * Phone numbers and web addresses in a trust page's plain text, found so the page can show them as
 * links (decision 023: the text is never HTML). Only two kinds of link come out: `tel:` with digits
 * only, and `https:` with a host checked by the URL parser. Everything else stays text, which the
 * page renders as text, so nothing an admin types becomes markup.
 */
export type TextPart =
  | { kind: 'text'; text: string }
  | { kind: 'tel'; text: string; href: string }
  | { kind: 'web'; text: string; href: string };

const label = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
/** A host with an optional scheme, port and path (no spaces, no quotes or angle brackets). */
const web = `(?:[Hh][Tt][Tt][Pp][Ss]?://)?(?:${label}\\.)+[a-zA-Z]{2,24}(?::\\d{2,5})?(?:[/?#][^\\s<>"]*)?`;
/** Digit groups (and a capitalised vanity word such as GAMBLER) split by spaces, dots or dashes. */
const phone = '\\+?(?:\\(\\d{1,5}\\)[ .-]?)?\\d{1,5}(?:[ .-]\\d{1,5}){0,5}(?:-[A-Z]{3,10})?';
const pattern = new RegExp(`(${web})|(${phone})`, 'g');

/** Written without a scheme or "www.", an address must end in one of these to count as one. */
const bareDomainEnds = new Set(
  'com org net info gov edu uk ie au nz ca us de fr es it nl be se no dk fi at ch pl pt eu io'.split(' '),
);

const keypad: Record<string, string> = {};
for (const [digit, letters] of Object.entries({
  2: 'abc',
  3: 'def',
  4: 'ghi',
  5: 'jkl',
  6: 'mno',
  7: 'pqrs',
  8: 'tuv',
  9: 'wxyz',
})) {
  for (const letter of letters) keypad[letter] = digit;
}

const wordChar = /[\p{L}\p{N}_@.-]/u;

/** Drops punctuation that ends the sentence rather than the address; a ")" only when unbalanced. */
function trimTrailing(match: string): string {
  let end = match.length;
  while (end > 0) {
    const c = match[end - 1]!;
    if ('.,;:!?\'"'.includes(c)) end--;
    else if (c === ')' && match.slice(0, end).split('(').length <= match.slice(0, end).split(')').length - 1)
      end--;
    else break;
  }
  return match.slice(0, end);
}

function webHref(text: string): string | null {
  const hasScheme = /^https?:\/\//i.test(text);
  const host = text
    .replace(/^https?:\/\//i, '')
    .split(/[/?#:]/)[0]!
    .toLowerCase();
  if (!hasScheme && !host.startsWith('www.') && !bareDomainEnds.has(host.split('.').pop()!)) return null;
  try {
    const url = new URL(`https://${text.replace(/^https?:\/\//i, '')}`);
    return url.protocol === 'https:' && url.hostname === host ? url.href : null;
  } catch {
    return null;
  }
}

function telHref(text: string): string | null {
  // A date (2026-11-23, 23.11.2026) or an amount grouped in thousands (1 000 000) is not a number to call.
  if (/^\d{4}[.-]\d{1,2}[.-]\d{1,2}$|^\d{1,2}[.-]\d{1,2}[.-]\d{2,4}$/.test(text)) return null;
  if (/^\d{1,3}(?:([ .])\d{3})(?:\1\d{3})*$/.test(text)) return null;
  const digits = [...text.toLowerCase()]
    .map((c) => keypad[c] ?? c)
    .join('')
    .replace(/\D/g, '');
  const grouped = /[ .()-]/.test(text) || text.startsWith('+');
  if (digits.length < 7 || digits.length > 15 || !grouped) return null;
  return `tel:${text.startsWith('+') ? '+' : ''}${digits}`;
}

/** Splits `text` into plain parts and links; joined back, the parts' text is `text` unchanged. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plainFrom = 0;
  for (const m of text.matchAll(pattern)) {
    const start = m.index;
    const before = text[start - 1];
    const matched = trimTrailing(m[0]);
    const after = text[start + matched.length];
    if ((before && wordChar.test(before)) || (after && /[\p{L}\p{N}_@]/u.test(after))) continue;
    const href = m[1] ? webHref(matched) : telHref(matched);
    if (!href) continue;
    if (start > plainFrom) parts.push({ kind: 'text', text: text.slice(plainFrom, start) });
    parts.push({ kind: m[1] ? 'web' : 'tel', text: matched, href });
    plainFrom = start + matched.length;
  }
  if (plainFrom < text.length) parts.push({ kind: 'text', text: text.slice(plainFrom) });
  return parts;
}
