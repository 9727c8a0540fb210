import { pino } from 'pino';

/** Bytes of log lines gathered before one write to stdout, under load (a request line is ~250). */
const BATCH_BYTES = 8192;
/** The longest a gathered line waits for its write when the server is quiet. */
const BATCH_MS = 250;

type Boom = ReturnType<typeof pino.destination>;

/** Every open one, written out by one exit handler (a test makes many loggers). */
const open = new Set<BatchedStdout>();
let exitHandler = false;

/**
 * Standard output in batches (issue 27): lines are gathered in a string and handed to pino's own
 * asynchronous destination (sonic-boom) ~8 KB at a time, so under load one write per ~30 lines, and a
 * quiet server's lines are written within BATCH_MS. The gathering is ours because sonic-boom's own
 * `minLength` measures the byte length of everything it holds on every line: at 8 KB that was 2 µs
 * a line, more than pino's formatting of it (decision 067). What is still gathered when the process
 * exits is written synchronously (as pino does for its asynchronous destination); `flush` writes it out
 * on demand. The timer does not keep the process alive.
 */
export class BatchedStdout {
  private pending = '';
  private readonly out: Boom;
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(fd = 1) {
    this.out = pino.destination({ dest: fd, sync: false });
    this.timer = setInterval(() => this.drain(), BATCH_MS);
    this.timer.unref();
    open.add(this);
    // Installed after pino's own exit handler (registered with the first destination above): hands
    // over what is gathered and writes it out while the process can still write synchronously.
    if (!exitHandler) {
      exitHandler = true;
      process.on('exit', () => {
        for (const stream of open) stream.flushSync();
      });
    }
  }

  write(line: string): void {
    this.pending += line;
    if (this.pending.length >= BATCH_BYTES) this.drain();
  }

  /** Writes out everything gathered; `done` once written. */
  flush(done: (error?: Error) => void = () => {}): void {
    this.drain();
    this.out.flush(done);
  }

  flushSync(): void {
    try {
      this.drain();
      this.out.flushSync();
    } catch {
      // Closed or mid-write at exit: pino's own handler has written what it could.
    }
  }

  private drain(): void {
    if (this.pending.length === 0) return;
    const chunk = this.pending;
    this.pending = '';
    this.out.write(chunk);
  }
}
