import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The log destination (src/log-destination.ts, decision 067): lines gathered in batches, written in
// order, a quiet line within its 250 ms, and nothing lost when the process exits at once.
const writer = fileURLToPath(new URL('../helpers/log-writer.ts', import.meta.url));

function start(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', writer, ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    out += text;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const lines = () =>
    out
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { i: number; msg: string; level: number });
  return { child, exited, lines };
}

describe('batched standard output', () => {
  it('writes every line of a burst, in order, when the process exits at once', async () => {
    const { exited, lines } = start(['burst', '5000']);
    expect(await exited).toBe(0);
    const written = lines();
    expect(written).toHaveLength(5000);
    expect(written.map((line) => line.i)).toEqual(Array.from({ length: 5000 }, (_, i) => i));
    expect(written[4999]).toMatchObject({ level: 30, msg: 'line 4999' });
  });

  it('writes a quiet server’s only line within its batch time, while the process runs', async () => {
    const { child, exited, lines } = start(['quiet']);
    try {
      await expect.poll(() => lines().length, { timeout: 10_000, interval: 50 }).toBe(1);
      expect(lines()[0]).toMatchObject({ msg: 'the only line' });
      expect(child.exitCode).toBeNull();
    } finally {
      child.stdin.end();
      await exited;
    }
  });
});
