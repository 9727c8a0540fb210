import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command of apps/server/src/commands as `npm run <name>` does (from the repository root), with
 * `env` added to (or, with `undefined`, removed from) this process's environment.
 */
export function runCommand(
  name: string,
  args: string[],
  env: Record<string, string | undefined>,
): Promise<CommandResult> {
  const merged = { ...process.env, NODE_ENV: 'test', ...env };
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/src/commands/${name}.ts`, ...args], {
    cwd: root,
    env: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}
