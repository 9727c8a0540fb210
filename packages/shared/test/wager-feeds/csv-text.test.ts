import { describe, expect, it } from 'vitest';
import { readCsvText } from '../../src/wager-feeds/csv-text.ts';

// What PapaParse reads otherwise and `readCsvText` settles first (decision 054); csv.test.ts has the rest.
describe('readCsvText around PapaParse', () => {
  it('takes CR, LF and CRLF in one file, keeps line breaks inside quotes, and drops the BOM', () => {
    expect(readCsvText('\uFEFFa,1\rb,"x\r\ny"\r\nc,3\n"d" ')).toEqual({
      ok: true,
      records: [
        { line: 1, cells: ['a', '1'] },
        { line: 2, cells: ['b', 'x\r\ny'] },
        { line: 4, cells: ['c', '3'] },
        { line: 5, cells: ['d'] },
      ],
    });
    // A second BOM is blank, like a space; the lines after it keep their numbers.
    expect(readCsvText('\uFEFF\uFEFF\n"a",b')).toEqual({
      ok: true,
      records: [{ line: 2, cells: ['a', 'b'] }],
    });
  });

  it('names the line of a quote after a closing one, and stops at a record over 10,000 characters', () => {
    expect(readCsvText('a\n"b\nc" "d"')).toEqual({ ok: false, line: 3 });
    expect(readCsvText(`a,1\n${'x'.repeat(10_001)}\n"unclosed`)).toEqual({ ok: false, line: 2 });
    expect(readCsvText(`a,1\n${'x'.repeat(10_000)}`)).toMatchObject({ ok: true });
  });
});
