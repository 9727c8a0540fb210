import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { text } from '../../src/common/text.ts';
import { typedNumberMessages } from '../../src/common/typed-number.ts';
import { installValidationMessages } from '../../src/common/validation-map.ts';
import { formatBound, validationMessages as m } from '../../src/common/validation-messages.ts';

beforeAll(() => installValidationMessages());

const first = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('the one message map (decision 049)', () => {
  it('words bounds in people’s terms, with the real bound', () => {
    expect(first(z.number().max(1_000_000), 2_000_000)).toBe('At most 1,000,000');
    expect(first(z.number().min(0.01), 0)).toBe('At least 0.01');
    expect(first(z.number().int().min(0), -5)).toBe('At least 0');
    expect(first(z.number().positive(), 0)).toBe('More than 0');
    expect(first(z.number().lt(10), 10)).toBe('Less than 10');
    expect(first(z.string().max(60), 'x'.repeat(61))).toBe('At most 60 characters');
    expect(first(z.string().min(3), 'ab')).toBe('At least 3 characters');
    expect(first(z.array(z.string()).max(200), Array(201).fill('a'))).toBe('At most 200 items');
    expect(first(z.number().int(), 1e300)).toBe('At most 9,007,199,254,740,991');
    expect(first(z.number().multipleOf(0.01), 0.001)).toBe('Use steps of 0.01');
  });

  it('words a missing value, a wrong type, a decimal in a whole number and a choice not in the list', () => {
    expect(first(z.object({ title: z.string() }), {})).toBe(m.required);
    expect(first(z.string().min(1), '')).toBe(m.required);
    expect(first(z.number(), undefined)).toBe(typedNumberMessages.required);
    expect(first(z.number(), Number.NaN)).toBe(typedNumberMessages.notANumber);
    expect(first(z.number(), 'abc')).toBe(typedNumberMessages.notANumber);
    expect(first(z.number().int(), Number.NaN)).toBe(typedNumberMessages.notWhole);
    expect(first(z.int(), 'abc')).toBe(typedNumberMessages.notWhole);
    expect(first(z.number().int(), 2.5)).toBe(typedNumberMessages.notWhole);
    expect(first(z.string(), 5)).toBe(m.notText);
    expect(first(z.boolean(), 'yes')).toBe(m.notYesNo);
    expect(first(z.enum(['a', 'b']), 'c')).toBe(m.choice);
    expect(first(z.literal('x'), 'y')).toBe(m.choice);
    expect(first(z.email(), 'nope')).toBe(m.email);
    expect(first(z.strictObject({}), { extra: 1 })).toBe(m.unknownKeys);
  });

  it('keeps a schema’s own words', () => {
    expect(first(z.number().max(5, 'Five at most'), 6)).toBe('Five at most');
    expect(first(text({ max: 60, min: 1, minMessage: 'Title is required' }), '  ')).toBe('Title is required');
  });

  it('names a refused character by its code point and where it is', () => {
    const title = text({ max: 60 });
    expect(first(title, 'Hello\u200bworld')).toBe(
      'Contains a character that is not allowed (U+200B, position 6)',
    );
    // Counted in characters as a person sees them: an emoji is one.
    expect(first(title, '👍\u0007')).toBe('Contains a character that is not allowed (U+0007, position 2)');
  });

  it('never says zod’s own words', () => {
    const raw = /Invalid input|expected|received|Too big|Too small|NaN|<=|>=/;
    const schema = z.strictObject({
      n: z.number().int().min(0).max(10),
      s: z.string().max(3),
      e: z.enum(['a']),
      l: z.array(z.number()).min(1),
      d: z.iso.datetime(),
      u: z.union([z.string(), z.number()]),
    });
    for (const bad of [
      {},
      { n: 'x', s: 5, e: 1, l: [], d: 'x', u: null, z: 1 },
      { n: -1, s: 'long', l: ['a'] },
    ]) {
      for (const issue of schema.safeParse(bad).error?.issues ?? []) expect(issue.message).not.toMatch(raw);
    }
  });

  it('formats bounds as people write them', () => {
    expect([formatBound(1_000_000), formatBound(0.01), formatBound(10n ** 12n)]).toEqual([
      '1,000,000',
      '0.01',
      '1,000,000,000,000',
    ]);
  });
});
