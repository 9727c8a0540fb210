import { validationMessages } from '@podium/shared/common/validation-messages';
import { CSRF_COOKIE } from '@podium/shared/site-settings/boot';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SESSION_COOKIE } from '../../src/features/auth/sessions.ts';
import { invalidInput } from '../../src/lib/errors.ts';
import { type Agent, signedIn, useTestApp } from '../helpers/app.ts';
import { type AppRoute, concreteUrl, routeName } from '../helpers/routes.ts';
import {
  badQueryValues,
  badValues,
  fieldsOf,
  messageProblems,
  type Path,
  valueAt,
} from '../helpers/schema-walk.ts';

/**
 * The one message map (issue 26, decision 049): every request schema of the app's own route table,
 * walked with bad values at every field it declares (wrong type, empty, huge, negative, a control
 * character, a zero-width space, too long), answers people's words: never zod's own wording, never a
 * field key or path. Checked on the schemas themselves and through real requests as an Admin (so the
 * guards let them through to validation). A new route is walked without editing this file.
 */
const ctx = useTestApp({ LOGIN_RATE_LIMIT: '100000' });

type Part = 'body' | 'querystring';
interface Declared {
  route: AppRoute;
  part: Part;
  schema: z.ZodType;
}

const declaredParts = (routes: AppRoute[]): Declared[] =>
  routes.flatMap((route) =>
    (['body', 'querystring'] as const).flatMap((part) => {
      const schema = (route.schema as Record<string, unknown> | undefined)?.[part] as z.ZodType | undefined;
      return typeof schema?.safeParse === 'function' ? [{ route, part, schema }] : [];
    }),
  );

const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};

/** Inputs for one schema: not an object at all, nothing, and each bad value at each declared field. */
function inputsFor(paths: Path[]): unknown[] {
  return [null, 'text', 5, [], {}, ...paths.flatMap((path) => badValues.map((bad) => valueAt(path, bad)))];
}

describe('every request schema answers people’s words', () => {
  it('parsing each declared body and query with bad values gives no validator wording and no field key', () => {
    const parts = declaredParts(ctx.routes);
    expect(parts.length).toBeGreaterThan(80);
    const failures = new Set<string>();
    let issues = 0;
    for (const { route, part, schema } of parts) {
      const { paths, keys } = fieldsOf(schema);
      for (const input of inputsFor(paths)) {
        let result: ReturnType<z.ZodType['safeParse']>;
        try {
          result = schema.safeParse(input);
        } catch (error) {
          failures.add(`${routeName(route)} ${part} ${shown(input)} → throws ${String(error)}`);
          continue;
        }
        if (result.success) continue;
        for (const issue of result.error.issues) {
          issues += 1;
          const problems = messageProblems(issue.message, keys);
          if (problems.length)
            failures.add(
              `${routeName(route)} ${part} at ${issue.path.join('.') || '(root)'}: "${issue.message}" (${problems.join(', ')}) for ${shown(input)}`,
            );
        }
        // The 400's own message: one field's words, or "Check the highlighted fields".
        const answer = invalidInput(result.error).message;
        const problems = messageProblems(answer, keys);
        if (problems.length)
          failures.add(`${routeName(route)} ${part} 400 message "${answer}" (${problems.join(', ')})`);
      }
    }
    expect(issues).toBeGreaterThan(5_000);
    expect([...failures].sort()).toEqual([]);
  });

  it('real requests as an Admin with bad values are refused in people’s words, with each field’s error under it', async () => {
    let admins = 0;
    let admin: Agent = await signedIn(ctx, 'boss0', 'Admin');
    const failures = new Set<string>();
    let fieldRefusals = 0;

    const statuses: Record<string, number> = {};
    const check = (label: string, res: LightMyRequestResponse, keys: Set<string>) => {
      const code = `${res.statusCode} ${res.statusCode >= 400 ? ((res.json() as { code?: string }).code ?? '') : ''}`;
      statuses[code] = (statuses[code] ?? 0) + 1;
      if (res.statusCode >= 500) failures.add(`${label} → ${res.statusCode}`);
      if (res.statusCode < 400 || res.statusCode >= 500) return;
      let body: { message?: unknown; errors?: Record<string, string[]> | null };
      try {
        body = res.json();
      } catch {
        return; // not the envelope: the fuzz test's concern
      }
      for (const problem of messageProblems(body.message, keys))
        failures.add(`${label} → message "${body.message}": ${problem}`);
      const errors = Object.entries(body.errors ?? {});
      if (errors.length > 0) fieldRefusals += 1;
      for (const [field, messages] of errors) {
        for (const message of messages)
          for (const problem of messageProblems(message, keys))
            failures.add(`${label} → ${field}: "${message}": ${problem}`);
      }
    };

    const send = async (options: Parameters<Agent['request']>[0]) => {
      const session = admin.cookies.get(SESSION_COOKIE);
      let res = await admin.request(options);
      // A valid body that reached a handler may sign the Admin out, in as someone else, or demote or
      // remove them: go on as a new Admin and ask again.
      const away = admin.cookies.get(SESSION_COOKIE) !== session || res.statusCode === 401;
      if ((away || (res.statusCode === 403 && !String(options.url).startsWith('/webhooks'))) && admins < 50) {
        admins += 1;
        admin = await signedIn(ctx, `boss${admins}`, 'Admin');
        res = await admin.request(options);
      }
      if (admin.cookies.get(CSRF_COOKIE) !== admin.csrf) await admin.page('/');
      return res;
    };

    for (const { route, part, schema } of declaredParts(ctx.routes)) {
      const { paths, keys } = fieldsOf(schema);
      const top = [...new Set(paths.filter((p) => p.length === 1).map((p) => String(p[0])))];
      const url = concreteUrl(route);
      if (part === 'body') {
        const bodies = [{}, ...badValues.map((bad) => Object.fromEntries(top.map((key) => [key, bad])))];
        for (const payload of bodies) {
          const res = await send({ method: route.method, url, payload: payload as object });
          check(`${routeName(route)} body ${shown(payload)}`, res, keys);
        }
      } else if (top.length > 0) {
        for (const bad of badQueryValues) {
          const query = top.map((key) => `${key}=${encodeURIComponent(bad)}`).join('&');
          const res = await send({ method: route.method, url: `${url}?${query}` });
          check(`${routeName(route)} query ${shown(bad)}`, res, keys);
        }
      }
    }
    expect(fieldRefusals, JSON.stringify(statuses)).toBeGreaterThan(800);
    expect([...failures].sort()).toEqual([]);
  }, 180_000);

  it('answers one refused field in its own words and several with "Check the highlighted fields"', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const one = await admin.post('/api/admin/badges', { name: '', icon: 'star', description: '' });
    expect(one.statusCode).toBe(400);
    expect(one.json()).toMatchObject({ message: 'Name is required', errors: { name: ['Name is required'] } });
    const several = await admin.put('/api/admin/kick/rules', {
      points_per_message: -5,
      message_cooldown_seconds: 1e300,
      daily_cap: 'abc',
      follow_bonus: 0.5,
      subscription_bonus: 0,
      excluded_members: ['zero\u200bwidth'],
      bot_names: [],
    });
    expect(several.statusCode).toBe(400);
    expect(several.json()).toMatchObject({
      message: validationMessages.checkFields,
      errors: {
        points_per_message: ['At least 0'],
        message_cooldown_seconds: ['At most 86,400'],
        daily_cap: [validationMessages.notWhole],
        follow_bonus: [validationMessages.notWhole],
        'excluded_members.0': [
          'Contains a character that is not allowed (U+200B, position 5)',
          'Letters, numbers and _ only',
        ],
      },
    });
  });
});
