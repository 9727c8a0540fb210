// The server as `npm start` runs it, with its rendered pages' scripts loaded as BENCH_SCRIPT_LOADING
// says (after-paint, entry-early or all-early): bench:web --compare-loading measures each way (decision 051).
import { type ScriptLoading, setScriptLoading } from '../../apps/server/src/plugins/after-paint.ts';

const loading = process.env.BENCH_SCRIPT_LOADING as ScriptLoading;
if (!['after-paint', 'entry-early', 'all-early'].includes(loading)) {
  console.error(`BENCH_SCRIPT_LOADING is after-paint, entry-early or all-early, not ${loading}`);
  process.exit(2);
}
setScriptLoading(loading);
await import('../../apps/server/src/main.ts');
