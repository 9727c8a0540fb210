/**
 * The logger's `err` serializer (decision 030): what an error may say in a log line. Pino's own copies
 * every enumerable property and the message of every cause, so a failed query logged its SQL with its
 * parameters (session token hashes, emails) and a Node parser error its raw request bytes (cookies).
 * This keeps what names the failure — type, message, code, the constraint and table, the network
 * call, the stack — from a list of safe fields, and cuts values out of the words.
 */

/** Fields that name a failure without carrying what was being stored or sent. */
const SAFE_FIELDS = [
  'code',
  'errno',
  'syscall',
  'address',
  'port',
  'statusCode',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'routine',
] as const;

const MAX_DEPTH = 3;
const MAX_TEXT = 2000;

/** Secrets as they appear inside words: URL passwords, bearer/basic credentials, `token=…` pairs. */
const SECRET_PATTERNS: [RegExp, string][] = [
  [/(\/\/[^/\s:@]+:)[^@\s/]+@/g, '$1[redacted]@'],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, '$1 [redacted]'],
  [
    /\b(code|state|token|access_token|refresh_token|id_token|client_secret|code_verifier|password|api_key|apikey|secret)=[^&\s"']+/gi,
    '$1=[redacted]',
  ],
];

/**
 * An error's words without values: drizzle's "Failed query: … params: …" loses its parameters, and a
 * database message quoting the input (`invalid input syntax for type uuid: "…"`) loses the quote.
 */
export function safeMessage(message: string): string {
  let text = message;
  if (text.startsWith('Failed query:')) {
    // The SQL stays (its values are parameters); the parameters and any literal go.
    const params = /\s*params:/.exec(text);
    if (params) text = text.slice(0, params.index);
    text = text.replace(/'(?:[^']|'')*'/g, "'…'");
  }
  text = text.replace(/: "(?:[^"\\]|\\.)*"$/, ': "…"');
  for (const [pattern, replacement] of SECRET_PATTERNS) text = text.replace(pattern, replacement);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

/** The stack's frames under the safe message (its first lines repeat the message as it was). */
function safeStack(stack: string, head: string): string {
  const firstFrame = stack.search(/\n\s+at /);
  return firstFrame === -1 ? head : `${head}${stack.slice(firstFrame)}`;
}

/** An error, or something thrown like one; a plain object (an error already serialized) is not. */
const isErrorLike = (value: unknown): value is Error =>
  value instanceof Error ||
  (typeof value === 'object' &&
    value !== null &&
    typeof (value as Error).message === 'string' &&
    typeof (value as Error).stack === 'string');

type Serialized = Record<string, unknown>;

function serialize(error: Error, depth: number, stack: boolean): Serialized {
  // The class's name; a bundled driver's class may be minified to a letter, then its `name` says more.
  const constructorName = error.constructor?.name ?? '';
  const type = (constructorName.length > 2 ? constructorName : error.name) || 'Error';
  const message = safeMessage(error.message);
  const out: Serialized = { type, message };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (stack && typeof error.stack === 'string') out.stack = safeStack(error.stack, `${type}: ${message}`);
  if (depth < MAX_DEPTH) {
    if (isErrorLike(error.cause)) out.cause = serialize(error.cause, depth + 1, false);
    const errors = (error as { errors?: unknown }).errors;
    if (Array.isArray(errors)) {
      out.errors = errors.filter(isErrorLike).map((inner) => serialize(inner, depth + 1, false));
    }
  }
  return out;
}

/** The `err` serializer: an error's safe fields, its causes' too; anything else as it is. */
export function safeError(value: unknown): unknown {
  return isErrorLike(value) ? serialize(value, 0, true) : value;
}

/** The same without the stack: for expected failures (a provider refusing, a dependency away). */
export function safeErrorSummary(value: unknown): unknown {
  return isErrorLike(value) ? serialize(value, 0, false) : value;
}

/**
 * The words of the innermost cause (a refused connection inside drizzle's "Failed query"), made safe:
 * what an outage line says without a stack.
 */
export function rootMessage(error: unknown): string {
  let e: unknown = error;
  for (let i = 0; i < 5; i++) {
    const next = isErrorLike(e) ? (e.cause ?? (e as { errors?: unknown[] }).errors?.[0]) : undefined;
    if (!isErrorLike(next)) break;
    e = next;
  }
  const code = isErrorLike(e) ? (e as { code?: unknown }).code : undefined;
  const message = isErrorLike(e) ? safeMessage(e.message) : String(e);
  return typeof code === 'string' && !message.includes(code) ? `${message} (${code})` : message;
}
