import { codePointOf, validationMessages } from './validation-messages.ts';
import { z } from './zod.ts';

/**
 * The one text schema every text input goes through (request bodies, query strings, path segments):
 * trims, refuses characters that have no place in typed text, bounds the length. See decision 013.
 */
export const textMessages = {
  /** Names the first refused character and where it is: "…(U+200B, position 12)". */
  notAllowed: validationMessages.notAllowedCharacter,
  tooShort: (min: number) =>
    min === 1
      ? validationMessages.required
      : validationMessages.atLeast(validationMessages.characters(String(min))),
  tooLong: (max: number) =>
    validationMessages.atMost(validationMessages.characters(max.toLocaleString('en-US'))),
  url: 'Enter a full link starting with https://',
  urlOrPath: 'Enter a full link or a path starting with /',
} as const;

/**
 * Refused everywhere: control characters (C0, DEL, C1: `\p{Cc}`), invisible format characters
 * (`\p{Cf}`: bidi embeddings, overrides, isolates and marks, zero-width space, word joiner, soft hyphen,
 * byte-order mark…), lone surrogates (`\p{Cs}`) and the Unicode line and paragraph separators.
 * Kept: ZERO WIDTH NON-JOINER and JOINER (U+200C, U+200D: emoji sequences such as 👩‍💻 and Persian
 * or Indic spelling need them) and the tag characters U+E0020–U+E007F (subdivision flags such as 🏴󠁧󠁢󠁳󠁣󠁴󠁿).
 */
const singleLine = /(?!\u200c|\u200d|[\u{e0020}-\u{e007f}])[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
/** Multi-line text also keeps line feeds and tabs (carriage returns are turned into line feeds first). */
const multiLine = /(?!\n|\t|\u200c|\u200d|[\u{e0020}-\u{e007f}])[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

/** True when `value` holds a character a text field refuses (see above). */
export const hasForbiddenCharacters = (value: string, multiline = false): boolean =>
  (multiline ? multiLine : singleLine).test(value);

/**
 * The words for the first refused character of `value`: its code point and its position in code
 * points, counted from 1 (a person counts "👍" as one). Null when there is none.
 */
export function forbiddenCharacterMessage(value: string, multiline = false): string | null {
  const pattern = multiline ? multiLine : singleLine;
  let position = 0;
  for (const character of value) {
    position += 1;
    if (pattern.test(character)) return textMessages.notAllowed(codePointOf(character), position);
  }
  return null;
}

export interface TextOptions {
  /**
   * Upper bound after trimming, in Unicode code points (zod counts them; so does Postgres for
   * `varchar(n)`, so `max: n` always fits such a column). The web's `maxLength` counts UTF-16 units,
   * which is never fewer, so a form cannot send more than the server takes.
   */
  max: number;
  /** Lower bound after trimming; give `minMessage` for a required field ('Name is required'). */
  min?: number;
  minMessage?: string;
  maxMessage?: string;
  /** Names, titles, search text: false. Bio, descriptions, messages: true (line feeds and tabs allowed). */
  multiline?: boolean;
  /** Leading and trailing whitespace dropped; default true (false for secrets such as passwords). */
  trim?: boolean;
}

/**
 * A text field: `text({ max: 60, min: 1, minMessage: 'Name is required' })`. Returns a plain string
 * schema, so a field can add its own `.regex()` or `.toLowerCase()`.
 */
export function text({ max, min, minMessage, maxMessage, multiline = false, trim = true }: TextOptions) {
  let schema = z.string();
  if (multiline) schema = schema.overwrite((v) => v.replace(/\r\n?/g, '\n'));
  if (trim) schema = schema.trim();
  schema = schema.refine((v) => !hasForbiddenCharacters(v, multiline), {
    error: (issue) => forbiddenCharacterMessage(String(issue.input), multiline) ?? undefined,
  });
  if (min !== undefined && min > 0) schema = schema.min(min, minMessage ?? textMessages.tooShort(min));
  return schema.max(max, maxMessage ?? textMessages.tooLong(max));
}

export interface UrlOptions {
  /** Default 500. */
  max?: number;
  /** Also accept a path on this site ('/images/x.png'); never '//host', which is another site. */
  sitePath?: boolean;
  /** Accept '' (the field is left empty). */
  optional?: boolean;
}

const isHttpUrl = (v: string): boolean => {
  if (!/^https?:\/\/\S+$/i.test(v)) return false;
  try {
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};
const isSitePath = (v: string): boolean => /^\/(?![/\\])\S+$/.test(v);

/** A link an admin types: http(s) only (no javascript:, data:, …), bounded; optionally a site path or ''. */
export function url({ max = 500, sitePath = false, optional = false }: UrlOptions = {}) {
  const message = sitePath ? textMessages.urlOrPath : textMessages.url;
  return text({ max }).refine(
    (v) => (optional && v === '') || isHttpUrl(v) || (sitePath && isSitePath(v)),
    message,
  );
}
