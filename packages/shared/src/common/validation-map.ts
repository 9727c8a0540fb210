import type { $ZodRawIssue } from 'zod/v4/core';
import { formatBound, validationMessages } from './validation-messages.ts';

/**
 * The one message map's rules (decision 049): which of `validationMessages` an issue reads when its
 * check and schema gave no words of their own — zod 4's `customError`. Apart from the words, so a page
 * that shows the words (text limits, a list entry) does not carry the rules: the web loads this file
 * when its form errors load, the server with its validator compiler.
 */
type Issue = $ZodRawIssue;
type Bounded = { origin?: string; inclusive?: boolean; exact?: boolean };

/** Whether the schema that raised the issue takes whole numbers only (`z.int()`, `.int()`). */
function wantsWhole(issue: Issue): boolean {
  const def = (issue.inst as { _zod?: { def?: { format?: string; checks?: unknown[] } } } | undefined)?._zod
    ?.def;
  const isWhole = (format: unknown) => typeof format === 'string' && /int/.test(format);
  return (
    isWhole(def?.format) ||
    (def?.checks ?? []).some((check) =>
      isWhole((check as { _zod?: { def?: { format?: string } } })._zod?.def?.format),
    )
  );
}

function invalidType(issue: Issue & { expected?: string }): string {
  if (issue.input === undefined) {
    return issue.expected === 'number' || issue.expected === 'int'
      ? validationMessages.requiredNumber
      : validationMessages.required;
  }
  switch (issue.expected) {
    case 'int':
      return validationMessages.notWhole;
    case 'number':
    case 'bigint':
      return wantsWhole(issue) ? validationMessages.notWhole : validationMessages.notANumber;
    case 'string':
      return validationMessages.notText;
    case 'boolean':
      return validationMessages.notYesNo;
    case 'array':
    case 'tuple':
    case 'set':
      return validationMessages.notAList;
    case 'date':
      return validationMessages.notADate;
    default:
      return validationMessages.notAccepted;
  }
}

type CheckDef = { check?: string; value?: unknown };

/**
 * The bound a person can act on: a whole number past the safe range (1e300) is refused by zod's own
 * range check first, so the field's own bound (`.max(86_400)`, among the schema's checks) is named
 * instead of 9,007,199,254,740,991.
 */
function tighter(
  issue: { origin?: string; schema?: unknown },
  limit: number | bigint,
  side: 'maximum' | 'minimum',
): number | bigint {
  if (issue.origin !== 'int') return limit;
  const checks = (
    issue.schema as { _zod?: { def?: { checks?: { _zod?: { def?: CheckDef } }[] } } } | undefined
  )?._zod?.def?.checks;
  const wanted = side === 'maximum' ? 'less_than' : 'greater_than';
  const own = (checks ?? [])
    .map((check) => check._zod?.def)
    .filter((def): def is CheckDef => def?.check === wanted && typeof def.value === 'number')
    .map((def) => def.value as number);
  if (own.length === 0) return limit;
  return side === 'maximum' ? Math.min(...own, Number(limit)) : Math.max(...own, Number(limit));
}

/** "At most 1,000,000", "At most 60 characters", "At least 1 item". */
function bound(issue: Bounded, limit: number | bigint, big: boolean): string {
  const figure = formatBound(limit);
  const counted =
    issue.origin === 'string'
      ? validationMessages.characters(figure)
      : issue.origin === 'array' || issue.origin === 'set'
        ? validationMessages.items(figure)
        : issue.origin === 'date'
          ? new Date(Number(limit)).toISOString().slice(0, 16).replace('T', ' ')
          : figure;
  if (issue.exact) return validationMessages.exactly(counted);
  if (issue.inclusive === false)
    return big ? validationMessages.lessThan(counted) : validationMessages.moreThan(counted);
  return big ? validationMessages.atMost(counted) : validationMessages.atLeast(counted);
}

function invalidFormat(issue: Issue & { format?: string }): string {
  switch (issue.format) {
    case 'email':
      return validationMessages.email;
    case 'url':
      return validationMessages.link;
    case 'datetime':
    case 'date':
    case 'time':
      return validationMessages.notADate;
    default:
      return validationMessages.pattern;
  }
}

/**
 * zod's `customError` (installed by `installValidationMessages`): the words of an issue whose schema
 * gave none of its own.
 */
export function issueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_big':
      return bound(issue, tighter(issue, issue.maximum as number | bigint, 'maximum'), true);
    case 'too_small':
      // An empty required text or list: "required" says it better than "At least 1 character".
      if (
        (issue.origin === 'string' || issue.origin === 'array') &&
        Number(issue.minimum) === 1 &&
        !issue.exact
      )
        return validationMessages.required;
      return bound(issue, tighter(issue, issue.minimum as number | bigint, 'minimum'), false);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'not_multiple_of':
      return validationMessages.steps(formatBound(issue.divisor as number));
    case 'invalid_value':
      return validationMessages.choice;
    case 'unrecognized_keys':
      return validationMessages.unknownKeys;
    default:
      return validationMessages.notAccepted;
  }
}

type ZodConfigScope = { __zod_globalConfig?: { customError?: (issue: Issue) => string | undefined } };

/**
 * Makes the map zod's global `customError` (what `z.config({ customError })` sets), writing zod's
 * shared configuration object directly as common/zod.ts does, so this costs no zod code.
 */
export function installValidationMessages(): void {
  const scope = globalThis as ZodConfigScope;
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.customError = issueMessage;
}
