import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

/** A real server process (apps/server/src/main.ts) on a free port of 127.0.0.1. */
export interface AppProcess {
  url: string;
  pid: number;
  /** Its JSON log lines, parsed. */
  logs: Record<string, unknown>[];
  /** SIGTERM, then its exit code once it has drained and stopped. */
  stop(): Promise<number | null>;
}

/** Starts one; `env` adds to (or, with `undefined`, removes from) this process's environment. */
export function startAppProcess(
  env: Record<string, string | undefined>,
  timeoutMs = 30_000,
): Promise<AppProcess> {
  const merged: Record<string, string | undefined> = {
    ...process.env,
    WEB_CONCURRENCY: '1',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: '/nonexistent-dist',
    ...env,
  };
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    env: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  const errors: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  createInterface({ input: child.stderr! }).on('line', (line) => errors.push(line));

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(`did not listen within ${timeoutMs} ms`), timeoutMs);
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`app process ${why}\n${errors.slice(-20).join('\n')}`));
    };
    void exited.then((code) => fail(`exited with ${code}`));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line);
      } catch {
        return;
      }
      logs.push(entry);
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(String(entry.msg ?? ''));
      if (!listening) return;
      clearTimeout(timer);
      resolve({
        url: listening[1] as string,
        pid: child.pid as number,
        logs,
        stop: () => {
          child.kill('SIGTERM');
          return exited;
        },
      });
    });
  });
}
