// The load generator of the benchmarks: wrk when installed (a C program: it leaves the two cores to the
// servers measured), autocannon otherwise. Requests a second, p99 latency and errors of one run.
import { execFile, spawnSync } from 'node:child_process';
import autocannon from 'autocannon';

export type Measured = { rps: number; p99: number; errors: number };

/** wrk (C, `apt-get install wrk`) when installed: it costs the two cores far less than autocannon does. */
export const WRK = spawnSync('wrk', ['--version']).error === undefined;

const toMs = (value: string, unit: string) =>
  Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? 1);

/** One wrk run: requests a second, p99 (from --latency) and errors (sockets, timeouts, non-2xx/3xx). */
function wrkLoad(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<Measured> {
  const args = [
    '-t1',
    `-c${connections}`,
    `-d${Math.max(1, Math.round(seconds))}s`,
    '--latency',
    '--timeout',
    '5s',
  ];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  return new Promise((resolve, reject) => {
    execFile('wrk', [...args, url], (error, stdout) => {
      if (error) return reject(error);
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0);
      const p99 = /\s99%\s+([\d.]+)(us|ms|s|m)/.exec(stdout);
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
      const bad = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0);
      const socketErrors = socket ? socket.slice(1).reduce((n, v) => n + Number(v), 0) : 0;
      resolve({ rps, p99: p99 ? Math.round(toMs(p99[1]!, p99[2]!)) : 0, errors: bad + socketErrors });
    });
  });
}

/** `seconds` of load on `url` with `connections` connections: wrk when installed, else autocannon. */
export async function measureLoad(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<Measured> {
  if (WRK) return wrkLoad(url, headers, seconds, connections);
  const r = await autocannon({ url, connections, duration: seconds, headers });
  const non2xx = r.non2xx - (headers['if-none-match'] ? r['3xx'] : 0);
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts + non2xx };
}
