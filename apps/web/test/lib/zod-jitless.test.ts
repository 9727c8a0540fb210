import { describe, expect, it } from 'vitest';

describe('zod in the browser', () => {
  it('runs without its JIT, so it never evaluates code the site’s CSP forbids', async () => {
    const { devLoginSchema } = await import('@podium/shared/common/user');
    expect(devLoginSchema.safeParse({ username: 'member' }).success).toBe(true);
    const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
    expect(scope.__zod_globalConfig?.jitless).toBe(true);
  });
});
