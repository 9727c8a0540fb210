import { describe, expect, it } from 'vitest';
import { CSV_TEMPLATE, readWagerCsv } from '../../src/wager-feeds/csv.ts';
import { readCsvText } from '../../src/wager-feeds/csv-text.ts';

describe('readCsvText', () => {
  it('reads quotes, doubled quotes, commas and line breaks inside quotes, CRLF, and skips empty lines', () => {
    expect(readCsvText('a, "b ""x"", c" ,d\r\n\r\n"multi\nline",2\n  \nlast')).toEqual({
      ok: true,
      records: [
        { line: 1, cells: ['a', 'b "x", c', 'd'] },
        { line: 3, cells: ['multi\nline', '2'] },
        { line: 6, cells: ['last'] },
      ],
    });
  });

  it('names the line of a broken quote', () => {
    expect(readCsvText('a,1\n"b,2\nc,3')).toEqual({ ok: false, line: 2 });
    expect(readCsvText('a,1\nb"c,2')).toEqual({ ok: false, line: 2 });
    expect(readCsvText('a,1\n"b"x,2')).toEqual({ ok: false, line: 2 });
  });
});

describe('readWagerCsv (the preview and the import read the same)', () => {
  it('counts lines read, totals the good rows, lists bad lines and flags extra columns', () => {
    const reading = readWagerCsv(
      'username,wagered,notes,favourite game\nann,"1,000.50",vip,Crash\nbob,ten,,\ncy,$9.5,,,surplus\n',
    );
    expect(reading).toMatchObject({
      linesRead: 3,
      badLines: 1,
      totalCents: 100_050 + 950,
      errors: ['Line 3: wagered "ten" is not an amount'],
      extraColumns: ['notes', 'column 5'],
    });
    expect(reading.rows.map((r) => [r.playerKey, r.wageredCents, r.favoriteGameTitle])).toEqual([
      ['ann', 100_050, 'Crash'],
      ['cy', 950, null],
    ]);
  });

  it('flags a fourth column of a file without a header', () => {
    expect(readWagerCsv('ann,5,Crash,oops\n').extraColumns).toEqual(['column 4']);
  });

  it('reads its own template with nothing to flag', () => {
    expect(readWagerCsv(CSV_TEMPLATE)).toMatchObject({
      linesRead: 1,
      badLines: 0,
      errors: [],
      extraColumns: [],
      totalCents: 123_456,
    });
  });
});
