// Loaded into the browser tests' server only (scripts/e2e-server.ts passes it to `node --import`):
// writes each captcha's answer, one JSON line per captcha, to CAPTCHA_ANSWERS_FILE, so a spec can
// solve the captcha its page shows (e2e/contact.spec.ts). The app itself never exposes an answer: this
// uses the captcha module's test-only observer, which refuses to run in production.
import { appendFileSync } from 'node:fs';
import { observeCaptchas } from '../apps/server/src/features/contact/captcha.ts';

const file = process.env.CAPTCHA_ANSWERS_FILE;
if (file) {
  observeCaptchas((token, answer) => appendFileSync(file, `${JSON.stringify({ token, answer })}\n`));
}
