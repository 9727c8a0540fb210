import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../../src/config.ts';

const example = readFileSync(new URL('../../../../.env.example', import.meta.url), 'utf8');
/** `NAME=` at the start of a line, set or commented out. */
const listed = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);

describe('.env.example', () => {
  it('lists every variable the server reads, and nothing else', () => {
    const read = Object.keys(envSchema.shape);
    expect(read.length).toBeGreaterThan(20);
    expect([...new Set(listed)].sort()).toEqual([...read].sort());
  });
});
