import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { type AppRoute, MUTATING } from './routes.ts';

/**
 * Generated hostile input for the fuzz test (test/platform/fuzz.test.ts): values of the wrong type,
 * boundary and exponent numbers, text with control and bidi characters, over-long text, malformed
 * percent-encoding, deep nesting, and bodies that are not JSON at all.
 */

/** A value as JSON can carry it (undefined, NaN and Infinity become null or vanish on the wire). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const longText = fc
  .constantFrom(101, 257, 1_001, 5_000, 70_000)
  .chain((n) => fc.constantFrom('x', 'é', '\u0000', '9').map((c) => c.repeat(n)));

/** Text a hostile client types: control characters, NUL, bidi overrides, lone surrogates, injections. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u001b[31mred',
    'back\b\bspace',
    '\u202eevil\u202c',
    '\u2066isolate\u2069',
    'line\r\nbreak',
    '\t',
    '\uFEFFbom',
    '\uD800',
    '\uDFFFx',
    '💥👩‍👩‍👧',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '%00',
    '../../etc/passwd',
    'https://x.example/\u0000',
    '#a78bfa\u0000',
  ),
  fc.string({ unit: 'binary', maxLength: 24 }),
  longText,
);

/** Numbers at and past every boundary: column ranges, safe integers, exponents, fractions. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    0.5,
    1.5,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 53),
    1e10,
    1e21,
    1e308,
    Number.MIN_VALUE,
    Number.MAX_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, mostly of the wrong type for the field it lands in. */
export const hostileJson: fc.Arbitrary<Json> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom<Json>([], {}, [null], [''], { '': null }),
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
);

/** Turns generated text into a URL component; text that cannot be encoded becomes raw bad bytes. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

const maybeIds = fc.constantFrom('1', '2', '3');
const numberLike = fc.constantFrom(
  '0',
  '-1',
  '01',
  '+1',
  '1.0',
  '1.5',
  '1e3',
  '1e10',
  '0x1f',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '99999999999999999999',
  'true',
  'false',
  'null',
  'NaN',
  'Infinity',
  'boss',
  'fuzzer',
);
const badEncoding = fc.constantFrom(
  '%zz',
  '%c0%af',
  '%',
  '%%',
  '%0',
  '%00',
  'a%00b',
  '%E2%80%AE',
  '%0A',
  '%2F',
  '%ff%fe',
  '%ED%A0%80',
  '..',
  '%2e%2e',
);
const overLong = fc.constantFrom(101, 300, 2_000).map((n) => '9'.repeat(n));

/** A path parameter or query value: often a real id, else anything a URL can carry. */
export const hostileUrlValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: maybeIds },
  { weight: 3, arbitrary: numberLike },
  { weight: 3, arbitrary: badEncoding },
  { weight: 2, arbitrary: hostileText.filter((t) => t.length < 3_000).map(encode) },
  { weight: 1, arbitrary: overLong },
);

/** Every query key the app reads, some that poison objects, and random ones. */
const queryKey = fc.oneof(
  fc.constantFrom('query', 'page', 'before', 'item_id', 'status', 'next', 'code', 'state', 'error'),
  fc.constantFrom('__proto__', 'constructor', 'a[b]', 'page[]', ''),
  fc.string({ maxLength: 8 }).map(encode),
);

const queryString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  {
    weight: 6,
    arbitrary: fc
      .array(fc.tuple(queryKey, hostileUrlValue), { minLength: 1, maxLength: 4 })
      .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('?%zz', '?=', '?&&&', '?a=%', '?%c0%af=1', `?q=${'x'.repeat(9_000)}`),
  },
);

/** Every key of `value` reachable through objects and arrays, as paths. */
function leafPaths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries: [string | number, Json][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  return [prefix, ...entries.flatMap(([k, v]) => leafPaths(v, [...prefix, k]))];
}

function withValueAt(example: Json, path: (string | number)[], value: Json | undefined): Json {
  if (path.length === 0) return value ?? null;
  const copy = structuredClone(example) as Record<string | number, Json>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

/** A valid example with one field replaced by a hostile value, removed, or joined by an unknown key. */
export function mutated(example: Json): fc.Arbitrary<Json> {
  const paths = leafPaths(example);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.tuple(fc.constantFrom(...paths), hostileJson).map(([p, v]) => withValueAt(example, p, v)),
    },
    { weight: 1, arbitrary: fc.constantFrom(...paths).map((p) => withValueAt(example, p, undefined)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('__proto__', 'constructor', 'id', 'role', 'extra', ''), hostileJson)
        .map(([k, v]) => ({ ...(example as object), [k]: v }) as Json),
    },
  );
}

type Body = { payload?: string; type?: string };

/** A body that is not a JSON object, not JSON at all, or too large. */
const rawBody = fc.constantFrom<Body>(
  { payload: '', type: 'application/json' },
  { payload: '{"name":', type: 'application/json' },
  { payload: "{'a':1}", type: 'application/json' },
  { payload: '\u0000', type: 'application/json' },
  { payload: '{"a":"\\u0000"}', type: 'application/json' },
  { payload: '{"__proto__":{"isAdmin":true}}', type: 'application/json' },
  { payload: '{"constructor":{"prototype":{"x":1}}}', type: 'application/json' },
  { payload: `${'['.repeat(50_000)}${']'.repeat(50_000)}`, type: 'application/json' },
  { payload: `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`, type: 'application/json' },
  { payload: JSON.stringify({ big: 'x'.repeat(300 * 1024) }), type: 'application/json' },
  { payload: '{}', type: 'application/json; charset=utf-16' },
  { payload: '{}', type: 'application/json; charset=latin1' },
  { payload: 'name=x', type: 'application/x-www-form-urlencoded' },
  { payload: 'plain', type: 'text/plain' },
  { payload: '--b\r\n\r\n--b--', type: 'multipart/form-data; boundary=b' },
  { payload: '\u00ff\u00fe', type: 'application/octet-stream' },
  { payload: '{}', type: 'nonsense' },
  { payload: '{}' },
);

export interface FuzzRequest {
  method: AppRoute['method'];
  url: string;
  payload?: string;
  headers: Record<string, string>;
}

/** The request body of a write: a mutated example when the route has one, else anything. */
function bodyFor(examples: readonly Json[]): fc.Arbitrary<Body> {
  const json = (value: fc.Arbitrary<Json>) =>
    value.map((v): Body => ({ payload: JSON.stringify(v), type: 'application/json' }));
  const options: fc.WeightedArbitrary<Body>[] = [
    { weight: 2, arbitrary: json(hostileJson) },
    { weight: 2, arbitrary: json(fc.dictionary(queryKey, hostileJson, { maxKeys: 4 })) },
    { weight: 2, arbitrary: rawBody },
    { weight: 1, arbitrary: fc.constant({}) },
  ];
  if (examples.length) {
    options.push({ weight: 10, arbitrary: json(fc.constantFrom(...examples).chain(mutated)) });
  }
  return fc.oneof(...options);
}

/** A request to `route`: its `:params` filled, a query string, and for writes a body. */
export function requestFor(route: AppRoute, examples: readonly Json[] = []): fc.Arbitrary<FuzzRequest> {
  const names = route.url.match(/:[A-Za-z_]+/g) ?? [];
  const body: fc.Arbitrary<Body> = MUTATING.has(route.method) ? bodyFor(examples) : fc.constant({});
  return fc
    .tuple(fc.array(hostileUrlValue, { minLength: names.length, maxLength: names.length }), queryString, body)
    .map(([values, query, { payload, type }]): FuzzRequest => {
      let i = 0;
      const path = route.url.replace(/:[A-Za-z_]+/g, () => values[i++]!);
      return {
        method: route.method,
        url: `${path}${query}`,
        payload,
        headers: type ? { 'content-type': type } : {},
      };
    });
}

export const injectOptions = (request: FuzzRequest): InjectOptions => ({
  method: request.method,
  url: request.url,
  payload: request.payload,
  headers: request.headers,
});
