import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from '../../src/payouts/csv.ts';

describe('CSV cells', () => {
  it('writes plain text and numbers as they are, and nothing for null', () => {
    expect(csvCell('gamdom_fan')).toBe('gamdom_fan');
    expect(csvCell(10.5)).toBe('10.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
  });

  it('neutralises a formula with a leading apostrophe (= + - @ tab CR)', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('joins rows with CRLF', () => {
    expect(
      csvText([
        ['id', 'member'],
        [1, 'ann, the "winner"'],
      ]),
    ).toBe('id,member\r\n1,"ann, the ""winner"""\r\n');
  });
});
