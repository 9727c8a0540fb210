/**
 * Runs the effects of a change (drop the cached reads, tell the open pages) at most once per window per
 * key: at once when the key has been quiet for a window, otherwise once at the end of the window, for
 * all the changes made in it. For what the audience does many times a second on stream night — raffle
 * entries, predictions, stakes, slot requests — where one event per change made every open page (and
 * every process's page cache) do the work once per viewer per change (issue 27, decision 068). Per
 * process: with N processes a key's effects run at most N times a window.
 */
export class Coalescer {
  private readonly lastRun = new Map<string, number>();
  private readonly pending = new Map<string, { timer: NodeJS.Timeout; effect: () => void }>();

  constructor(private readonly windowMs = 1000) {}

  run(key: string, effect: () => void): void {
    const waiting = this.pending.get(key);
    if (waiting) {
      waiting.effect = effect; // the latest change's effect stands for all of the window's
      return;
    }
    const now = Date.now();
    const since = now - (this.lastRun.get(key) ?? Number.NEGATIVE_INFINITY);
    if (since >= this.windowMs) {
      this.runNow(key, effect, now);
      return;
    }
    const timer = setTimeout(() => {
      const entry = this.pending.get(key);
      this.pending.delete(key);
      if (entry) this.runNow(key, entry.effect, Date.now());
    }, this.windowMs - since);
    timer.unref();
    this.pending.set(key, { timer, effect });
  }

  /** Runs every waiting effect now, and every key is quiet again (the process is stopping: nothing is left untold). */
  flush(): void {
    for (const [key, { timer, effect }] of this.pending) {
      clearTimeout(timer);
      this.pending.delete(key);
      effect();
    }
    this.lastRun.clear();
  }

  private runNow(key: string, effect: () => void, now: number) {
    this.lastRun.set(key, now);
    if (this.lastRun.size > 10_000) {
      // Keys are per contest; forget those quiet for a window (they would run at once anyway).
      for (const [k, at] of this.lastRun) if (now - at >= this.windowMs) this.lastRun.delete(k);
    }
    effect();
  }
}
