import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ErrorCatalogue, ErrorEntry } from '../../src/common/error-catalogue.ts';
import { commonErrors } from '../../src/common/errors.ts';

/** Every `src/<folder>/errors.ts`, found on disk: a new feature's catalogue is checked without a list. */
const src = fileURLToPath(new URL('../../src/', import.meta.url));
const folders = readdirSync(src, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(src, d.name, 'errors.ts')))
  .map((d) => d.name)
  .sort();

const isEntry = (value: unknown): value is ErrorEntry =>
  typeof value === 'object' && value !== null && 'code' in value && 'status' in value && 'message' in value;
const isCatalogue = (value: unknown): value is ErrorCatalogue =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).length > 0 &&
  Object.values(value).every(isEntry);
const isCodes = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');

interface Found {
  folder: string;
  catalogue: ErrorCatalogue;
  codes: Record<string, string> | undefined;
}
const found: Found[] = [];
for (const folder of folders) {
  const module: Record<string, unknown> = await import(join(src, folder, 'errors.ts'));
  const catalogues = Object.values(module).filter(isCatalogue);
  const codes = Object.entries(module).find(([name, value]) => name.endsWith('ErrorCodes') && isCodes(value));
  for (const catalogue of catalogues) found.push({ folder, catalogue, codes: codes?.[1] as Found['codes'] });
}
const entries = found.flatMap(({ folder, catalogue }) =>
  Object.entries(catalogue).map(([name, entry]) => ({ folder, name, entry, at: `${folder}.${name}` })),
);

const commonCodes = new Map(Object.values(commonErrors).map((e) => [e.code as string, e.status as number]));
const snake = /^[a-z]+(?:_[a-z0-9]+)*$/;
/** A function's words with sample figures (7 for each): the figures are numbers, names or kinds. */
const wordsOf = (entry: ErrorEntry): unknown =>
  typeof entry.message === 'function'
    ? (entry.message as (...figures: unknown[]) => unknown)(
        ...Array.from({ length: entry.message.length }, () => 7),
      )
    : entry.message;

/** A validator's own words, a code-like key or an unfilled value: never shown to people. */
const jargon = [
  /invalid (input|type|enum|literal|string|option)/i,
  /expected \S+, received/i,
  /too (small|big):/i,
  /(string|number|array) must (contain|be)/i,
  /\b(undefined|null|NaN|zod|regex)\b/,
  /\[object /,
  /\b[a-z]+_[a-z0-9_]+\b/, // a field key (points_spent)
  /\b[a-z]+[A-Z]\w*\b/, // an identifier (perEntry)
];

describe('error catalogues (decision 038)', () => {
  it('finds one catalogue, with its derived codes, in every errors.ts', () => {
    expect(folders).toContain('common');
    expect(folders).toContain('raffles');
    for (const folder of folders) {
      expect(found.filter((f) => f.folder === folder).length, folder).toBe(1);
    }
    for (const { folder, catalogue, codes } of found) {
      const own = Object.fromEntries(Object.entries(catalogue).map(([name, entry]) => [name, entry.code]));
      expect(codes, `${folder}: its xErrorCodes are the catalogue's codes`).toEqual(own);
    }
  });

  it("gives every code the form <feature>.<snake_case>, or common's (restated with common's status)", () => {
    for (const { folder, entry, at } of entries) {
      if (folder === 'common') {
        expect(entry.code, at).toMatch(snake);
      } else if (commonCodes.has(entry.code)) {
        expect(entry.status, `${at} restates ${entry.code}`).toBe(commonCodes.get(entry.code));
      } else {
        const [feature, rest, ...more] = entry.code.split('.');
        expect([feature, more.length], at).toEqual([folder.replaceAll('-', '_'), 0]);
        expect(rest, at).toMatch(snake);
      }
    }
  });

  it('names each failure by one code across the app', () => {
    const seen = new Map<string, string>();
    for (const { folder, entry, at } of entries) {
      if (folder !== 'common' && commonCodes.has(entry.code)) continue;
      expect(seen.get(entry.code), `${entry.code}: ${at} and ${seen.get(entry.code)}`).toBeUndefined();
      seen.set(entry.code, at);
    }
  });

  it('refuses with a 4xx or 5xx status', () => {
    for (const { entry, at } of entries) {
      expect(Number.isInteger(entry.status) && entry.status >= 400 && entry.status <= 599, at).toBe(true);
    }
  });

  it("says it in people's words: a sentence, never a validator's text or a key", () => {
    for (const { entry, at } of entries) {
      const words = wordsOf(entry);
      expect(typeof words, at).toBe('string');
      const text = words as string;
      expect(text.trim(), at).toBe(text);
      expect(text, at).toMatch(/^[A-Z0-9]/);
      for (const pattern of jargon) expect(text, `${at}: ${pattern}`).not.toMatch(pattern);
    }
  });

  it('puts words under a field only by its request key', () => {
    for (const { entry, at } of entries) {
      if (entry.field !== undefined) expect(entry.field, at).toMatch(snake);
    }
  });
});
