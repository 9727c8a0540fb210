// A process that logs through the app's logger to its stdout, for test/platform/log-destination.test.ts:
// `burst N` logs N lines and exits at once (process.exit: no event loop left to write them);
// `quiet` logs one line and stays alive until its stdin closes.
import { createLogger } from '../../src/logger.ts';

const log = createLogger({ logLevel: 'info' });
const [mode, count] = process.argv.slice(2);
if (mode === 'burst') {
  for (let i = 0; i < Number(count); i++) log.info({ i }, `line ${i}`);
  process.exit(0);
} else {
  log.info({ i: 0 }, 'the only line');
  process.stdin.resume();
  process.stdin.on('end', () => process.exit(0));
}
