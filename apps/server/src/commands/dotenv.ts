import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The `.env` beside package.json, as `npm start` reads it: a command sees the server's settings (set variables win). */
export function loadDotEnv(): void {
  const file = fileURLToPath(new URL('../../../../.env', import.meta.url));
  if (existsSync(file)) process.loadEnvFile(file);
}
