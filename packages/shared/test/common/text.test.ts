import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacters, text, textMessages, url } from '../../src/common/text.ts';
import { codePointOf } from '../../src/common/validation-messages.ts';

const name = text({ max: 10, min: 1, minMessage: 'Name is required' });
const note = text({ max: 10, multiline: true });
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('text(): characters', () => {
  it('refuses NUL and every other C0 control, DEL and C1 controls, saying so', () => {
    for (const c of ['\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\u0085', '\u009f']) {
      const result = name.safeParse(`a${c}b`);
      expect(result.success, JSON.stringify(c)).toBe(false);
      expect(messages(result)).toEqual([textMessages.notAllowed(codePointOf(c), 2)]);
    }
  });

  it('refuses bidi embeddings, overrides, isolates and marks', () => {
    for (const c of [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ]) {
      expect(name.safeParse(`ab${c}cd`).success, JSON.stringify(c)).toBe(false);
    }
    for (const c of ['\u200e', '\u200f', '\u061c']) expect(name.safeParse(`a${c}b`).success).toBe(false);
  });

  it('refuses invisible format characters, lone surrogates and line separators', () => {
    for (const c of [
      '\u200b',
      '\u2060',
      '\u00ad',
      '\ufeff',
      '\u{e0001}',
      '\ud800',
      '\udc00',
      '\u2028',
      '\u2029',
    ]) {
      expect(name.safeParse(`a${c}b`).success, JSON.stringify(c)).toBe(false);
    }
  });

  it('keeps what names really use: accents, scripts, emoji with joiners and flag tags', () => {
    for (const ok of ['Zoë', 'Ünal', '王小明', 'محمد', 'می‌خواهم', '👩‍💻 dev', '🏴󠁧󠁢󠁳󠁣󠁴󠁿']) {
      expect(text({ max: 40 }).safeParse(ok).success, ok).toBe(true);
    }
  });

  it('allows line feeds and tabs only in multi-line text, and reads CR LF as LF', () => {
    expect(name.safeParse('a\nb').success).toBe(false);
    expect(name.safeParse('a\tb').success).toBe(false);
    expect(note.safeParse('a\n\tb').data).toBe('a\n\tb');
    expect(note.safeParse('a\r\nb\rc').data).toBe('a\nb\nc');
    expect(note.safeParse('a\u0000b').success).toBe(false);
    expect(note.safeParse('a\u000bb').success).toBe(false);
  });

  it('exposes the same test for path segments and other hand-written checks', () => {
    expect(hasForbiddenCharacters('a\u0000')).toBe(true);
    expect(hasForbiddenCharacters('a\nb')).toBe(true);
    expect(hasForbiddenCharacters('a\nb', true)).toBe(false);
  });
});

describe('text(): trimming and length', () => {
  it('trims by default, then checks the minimum with the field’s message', () => {
    expect(name.safeParse('  Bob  ').data).toBe('Bob');
    expect(messages(name.safeParse('   '))).toEqual(['Name is required']);
    expect(text({ max: 10, trim: false }).safeParse('  Bob ').data).toBe('  Bob ');
  });

  it('accepts exactly max characters after trimming and refuses one more', () => {
    expect(name.safeParse('x'.repeat(10)).success).toBe(true);
    expect(name.safeParse(`  ${'x'.repeat(10)}  `).success).toBe(true);
    expect(messages(name.safeParse('x'.repeat(11)))).toEqual(['At most 10 characters']);
    expect(messages(text({ max: 3, maxMessage: 'Too long' }).safeParse('abcd'))).toEqual(['Too long']);
  });

  it('counts code points, as Postgres counts varchar(n): an emoji is one', () => {
    expect(text({ max: 2 }).safeParse('😀a').success).toBe(true);
    expect(text({ max: 2 }).safeParse('😀ab').success).toBe(false);
  });

  it('refuses anything that is not a string', () => {
    for (const value of [1, true, null, ['a'], { a: 1 }]) expect(name.safeParse(value).success).toBe(false);
  });
});

describe('url()', () => {
  it('takes http and https links only', () => {
    const link = url();
    expect(link.safeParse(' https://example.com/a?b=1 ').data).toBe('https://example.com/a?b=1');
    expect(link.safeParse('http://example.com').success).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x.org', 'https://', '//x.org', '']) {
      expect(messages(link.safeParse(bad)), bad).toEqual([textMessages.url]);
    }
    expect(link.safeParse('https://exa\u0000mple.com').success).toBe(false);
    expect(link.safeParse(`https://x.org/${'a'.repeat(500)}`).success).toBe(false);
  });

  it('takes a site path when asked, but never //host', () => {
    const image = url({ sitePath: true });
    expect(image.safeParse('/images/cap.png').success).toBe(true);
    expect(messages(image.safeParse('//evil.example/x.png'))).toEqual([textMessages.urlOrPath]);
    expect(image.safeParse('/\\evil.example').success).toBe(false);
  });

  it('takes an empty value only when optional', () => {
    expect(url({ optional: true }).safeParse('').success).toBe(true);
    expect(url().safeParse('').success).toBe(false);
  });
});
