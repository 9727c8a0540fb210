import { describe, expect, it } from 'vitest';
import { constraintError, isUniqueViolation, pgErrorCode, pgViolation } from '../../src/db/constraints.ts';
import { users } from '../../src/features/users/users.table.ts';
import { AppError } from '../../src/lib/errors.ts';
import { useTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';

const ctx = useTestApp();

const taken = () => new AppError('test.taken', 409, 'Taken.');

async function duplicateUsername(): Promise<unknown> {
  await createUser(ctx.db, { username: 'twin' });
  try {
    await ctx.db.insert(users).values({ username: 'TWIN' });
  } catch (error) {
    return error;
  }
  throw new Error('the duplicate was accepted');
}

describe('db/constraints: the one reader of Postgres errors', () => {
  it('finds the code and the constraint name inside the error the driver and Drizzle raise', async () => {
    const error = await duplicateUsername();
    expect(pgViolation(error)).toEqual({ code: '23505', constraint: 'users_username_lower_key' });
    expect(pgErrorCode(error)).toBe('23505');
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('walks a chain of causes, and answers undefined for errors that are not from Postgres', () => {
    const pg = Object.assign(new Error('check'), { code: '23514', constraint: 'users_points_non_negative' });
    const wrapped = new Error('query failed', { cause: new Error('outer', { cause: pg }) });
    expect(pgViolation(wrapped)).toEqual({ code: '23514', constraint: 'users_points_non_negative' });
    expect(pgViolation(new Error('plain'))).toBeUndefined();
    expect(pgViolation(taken())).toBeUndefined();
    expect(pgViolation(null)).toBeUndefined();
  });

  it('turns a named constraint into the feature’s domain error and passes anything else through', async () => {
    const error = await duplicateUsername();
    const mapped = constraintError(error, { users_username_lower_key: taken });
    expect(mapped).toBeInstanceOf(AppError);
    expect((mapped as AppError).code).toBe('test.taken');
    expect(constraintError(error, { some_other_key: taken })).toBe(error);
    const plain = new Error('plain');
    expect(constraintError(plain, { users_username_lower_key: taken })).toBe(plain);
    expect(constraintError(error, {})).toBe(error);
  });
});
