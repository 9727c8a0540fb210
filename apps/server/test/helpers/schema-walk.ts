import type { z } from 'zod';

/**
 * What the message test (test/platform/validation-messages.test.ts) walks a request schema with: the
 * paths to every field it declares, bad values to put there, and what is wrong with a message a
 * person would read (decision 049).
 */

/** Values people (or a broken page) send by mistake: wrong type, empty, huge, negative, invisible. */
export const badValues: readonly unknown[] = [
  true,
  'abc',
  '',
  '   ',
  1e300,
  -5,
  0.5,
  Number.NaN,
  null,
  [],
  {},
  'bell\u0007',
  'zero\u200bwidth',
  'x'.repeat(20_000),
];

/** The same mistakes as a query string carries them (text only). */
export const badQueryValues: readonly string[] = [
  'abc',
  '',
  '-5',
  '1e300',
  '0.5',
  'bell\u0007',
  'zero\u200bwidth',
  'x'.repeat(5_000),
];

/** zod's own wording, which must never reach anyone. */
export const rawWording =
  /Invalid input|expected|received|Too big|Too small|NaN|<=|>=|Invalid option|Invalid string/;

export type Path = (string | number)[];

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schemas a wrapper stands for (optional, default, pipe, union…): fields are read through them. */
function inner(schema: z.ZodType): z.ZodType[] {
  const def = defOf(schema);
  if (def.innerType) return [def.innerType];
  if (def.type === 'pipe') return [def.in, def.out].filter((s): s is z.ZodType => Boolean(s));
  if (def.type === 'union') return def.options ?? [];
  if (def.type === 'intersection') return [def.left, def.right].filter((s): s is z.ZodType => Boolean(s));
  if (def.type === 'lazy' && def.getter) return [def.getter()];
  return [];
}

/** Every path to a declared field (objects by key, arrays by their first row), and every key seen. */
export function fieldsOf(schema: z.ZodType, depth = 0, at: Path = [], keys = new Set<string>()) {
  const paths: Path[] = [];
  if (depth > 6) return { paths, keys };
  const def = defOf(schema);
  if (def.type === 'object' && def.shape) {
    for (const [key, field] of Object.entries(def.shape)) {
      keys.add(key);
      paths.push([...at, key]);
      paths.push(...fieldsOf(field, depth + 1, [...at, key], keys).paths);
    }
  } else if (def.type === 'array' && def.element) {
    paths.push(...fieldsOf(def.element, depth + 1, [...at, 0], keys).paths);
  } else if (def.type === 'record' && def.valueType) {
    paths.push(...fieldsOf(def.valueType, depth + 1, [...at, 'key'], keys).paths);
  } else {
    for (const part of inner(schema)) paths.push(...fieldsOf(part, depth + 1, at, keys).paths);
  }
  const unique = new Map(paths.map((path) => [path.join('.'), path]));
  return { paths: [...unique.values()], keys };
}

/** A value holding `value` at `path` and nothing else (objects by key, arrays at row 0). */
export function valueAt(path: Path, value: unknown): unknown {
  return path.reduceRight<unknown>(
    (inside, step) => (typeof step === 'number' ? [inside] : { [step]: inside }),
    value,
  );
}

/**
 * What is wrong with a message a person reads: empty, zod's wording, or a field key or path in it
 * ("title: Title is required", "end_balance: …", "slots.0.name"). Plain keys such as `name` may be
 * words of the message ("Name every slot"), so only as a prefix ("name: ") are they refused.
 */
export function messageProblems(message: unknown, keys: Iterable<string>): string[] {
  if (typeof message !== 'string' || message.trim() === '') return ['no words'];
  const problems: string[] = [];
  if (rawWording.test(message)) problems.push('validator wording');
  if (/^[\w.]+: /.test(message)) problems.push('starts with a field key');
  if (/\b[A-Za-z_]+\.\d+\b/.test(message)) problems.push('names a path');
  for (const key of keys) {
    if (/[_A-Z]/.test(key.slice(1)) && message.includes(key)) problems.push(`names the key ${key}`);
  }
  return problems;
}
