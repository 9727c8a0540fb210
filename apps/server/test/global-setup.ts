import pg from 'pg';

/**
 * Runs in vitest's main process. Every test worker on PostgreSQL creates a database named after this
 * run (so two runs at once never share one); the teardown drops this run's databases.
 */
export function setup() {
  process.env.PODIUM_TEST_RUN ??= String(process.pid);
  return async () => {
    if (process.env.TEST_DB !== 'postgres') return;
    const admin = new pg.Client({
      connectionString: process.env.TEST_PG_URL ?? 'postgres://root@127.0.0.1:5432/test',
    });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`podium_test_${process.env.PODIUM_TEST_RUN}_%`],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await admin.end();
    }
  };
}
