/**
 * The CSV reader of wager files, the same in the browser's preview and the server's import (decision
 * 054): PapaParse (comma separated, double quotes, "" inside quotes, line breaks inside quotes), with
 * the few rules it reads otherwise settled first (`settleQuotes`). Cells are trimmed; lines with
 * nothing in them are skipped; rows may have any number of cells. A misplaced or unclosed quote is an
 * error naming its line.
 */
import Papa from 'papaparse';

/** One record: its cells and the line of the file it starts on (1-based). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export type CsvText = { ok: true; records: CsvRecord[] } | { ok: false; line: number };

/** The longest record, in characters: a file that is not CSV at all stops early. */
const MAX_RECORD_CHARS = 10_000;

const lineBreaks = (s: string) => s.split('\n').length - 1;

/**
 * What PapaParse reads otherwise, settled in one pass over the text split at its quotes (even parts
 * are outside quotes; an empty one between two others is a doubled quote): line breaks outside quotes
 * become LF (PapaParse takes one kind a file, the reader any mix of CRLF, LF and CR); spaces before an
 * opening quote go (PapaParse opens a quote only at a cell's first character); a quote after other
 * text of its cell, or text after a closing quote, is misplaced (PapaParse keeps the first as text).
 * On a misplaced quote: the text up to it and its line.
 */
function settleQuotes(text: string): { text: string; misplacedAt?: number } {
  const parts = text.split('"');
  let out = '';
  let line = 1;
  for (let k = 0; k < parts.length; k++) {
    const last = k === parts.length - 1;
    let part = parts[k]!;
    if (k % 2 === 0 && (k === 0 || last || part !== '')) {
      part = part.replace(/\r\n?/g, '\n');
      if (k > 0) {
        // After a closing quote: spaces, then a comma, a line break or the end of the file.
        const spaces = part.length - part.trimStart().length;
        if (!part.slice(0, spaces).includes('\n')) {
          if (spaces === part.length && last) part = '';
          else if (part[spaces] !== ',') return { text: out + part.slice(0, spaces + 1), misplacedAt: line };
        }
      }
      if (!last) {
        // Before an opening quote: nothing but spaces since the cell's start.
        const cellStart = Math.max(part.lastIndexOf(','), part.lastIndexOf('\n')) + 1;
        if (part.slice(cellStart).trim() !== '')
          return { text: `${out}${part}"`, misplacedAt: line + lineBreaks(part) };
        part = part.slice(0, cellStart);
      }
    }
    line += lineBreaks(part);
    out += last ? part : `${part}"`;
  }
  return { text: out };
}

export function readCsvText(input: string): CsvText {
  // The file's BOM goes. PapaParse drops one starting its input too, which would move its offsets: a
  // second (blank to the reader, as a space is) becomes a space.
  const { text, misplacedAt } = settleQuotes(input.replace(/^\uFEFF/, '').replace(/^\uFEFF/, ' '));
  const records: CsvRecord[] = [];
  let failedAt: number | undefined;
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    delimiter: ',',
    newline: '\n',
    quoteChar: '"',
    step: ({ data, errors, meta }, parser) => {
      // A record over the limit is told first, then a misplaced quote (the text stops at it), then an
      // unclosed quote (PapaParse's only error once the quotes are settled).
      if (meta.cursor - start > MAX_RECORD_CHARS || (errors.length > 0 && misplacedAt === undefined)) {
        failedAt = line;
        parser.abort();
        return;
      }
      const cells = data.map((c) => c.trim());
      if (cells.some((c) => c !== '')) records.push({ line, cells });
      line += lineBreaks(text.slice(start, meta.cursor));
      start = meta.cursor;
    },
  });
  if (failedAt !== undefined) return { ok: false, line: failedAt };
  if (misplacedAt !== undefined) return { ok: false, line: misplacedAt };
  return { ok: true, records };
}
