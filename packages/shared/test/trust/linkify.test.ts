import { describe, expect, it } from 'vitest';
import { linkify } from '../../src/trust/linkify.ts';

const links = (text: string) =>
  linkify(text)
    .filter((p) => p.kind !== 'text')
    .map((p) => [p.kind, p.text, 'href' in p ? p.href : '']);

describe('linkify (trust pages)', () => {
  it('finds the help lines of the default Responsible Gambling text', () => {
    const text =
      'Help is free and confidential: BeGambleAware (begambleaware.org), GamCare (gamcare.org.uk), Gamblers Anonymous (gamblersanonymous.org) and the National Council on Problem Gambling (ncpgambling.org, 1-800-GAMBLER).';
    expect(links(text)).toEqual([
      ['web', 'begambleaware.org', 'https://begambleaware.org/'],
      ['web', 'gamcare.org.uk', 'https://gamcare.org.uk/'],
      ['web', 'gamblersanonymous.org', 'https://gamblersanonymous.org/'],
      ['web', 'ncpgambling.org', 'https://ncpgambling.org/'],
      ['tel', '1-800-GAMBLER', 'tel:18004262537'],
    ]);
  });

  it('keeps the text whole: the parts join back to it', () => {
    const text = 'Call 0808 8020 133 or +1 800 522 4700, or visit https://www.gamcare.org.uk/get-support/.';
    expect(
      linkify(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
    expect(links(text)).toEqual([
      ['tel', '0808 8020 133', 'tel:08088020133'],
      ['tel', '+1 800 522 4700', 'tel:+18005224700'],
      ['web', 'https://www.gamcare.org.uk/get-support/', 'https://www.gamcare.org.uk/get-support/'],
    ]);
  });

  it('makes only https: and tel: links: http becomes https, other schemes stay text', () => {
    expect(links('see http://example.com/a?b=1')).toEqual([
      ['web', 'http://example.com/a?b=1', 'https://example.com/a?b=1'],
    ]);
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '<a href="x">evil.com</a>',
    ]) {
      for (const part of linkify(text)) {
        if (part.kind !== 'text') expect(part.href).toMatch(/^(https:\/\/|tel:)/);
      }
    }
    expect(links('"><img src=x onerror=alert(1)>.com')).toEqual([]);
  });

  it('leaves ordinary words, numbers, dates and e-mail addresses alone', () => {
    for (const text of [
      'You must be 18 or older.',
      'Updated 2026-11-23 and 23.11.2026.',
      'Up to 1 000 000 points, 100-percent fun, e.g. Node.js, i.e. nothing.',
      'Write to help@gamcare.org.uk for help.',
      'Settings.Your data',
    ]) {
      expect(links(text), text).toEqual([]);
    }
  });
});
