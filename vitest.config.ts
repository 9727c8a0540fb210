import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Every project uses every core: Vitest's default in a run is one worker fewer than the cores, which
 * on a 2-core machine is one. Unit and component tests are CPU-bound (jsdom, transforms) and share
 * nothing (350 s → 229 s on the CI's two cores). The API tests each get a database of their own per
 * worker (PGlite runs in the worker's thread): 204 s → 133 s on PGlite, and on PostgreSQL the timing
 * tests (jobs at most once across processes, many processes) hold with the other worker busy.
 */
const everyCore = availableParallelism();

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/test/**/*.test.ts', 'scripts/test/**/*.test.ts'],
          environment: 'node',
          maxWorkers: everyCore,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup.ts'],
          maxWorkers: everyCore,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          environment: 'node',
          // One database per worker, shared by its test files (see apps/server/test/helpers/db.ts).
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
          maxWorkers: everyCore,
        },
      },
    ],
  },
});
