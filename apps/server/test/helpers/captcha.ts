import type { ContactInput } from '@podium/shared/contact/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { observeCaptchas } from '../../src/features/contact/captcha.ts';
import { type Agent, json } from './app.ts';

/**
 * Solves the app's captchas in tests: the answers come from the captcha module's test-only observer
 * (the app never routes to it, and it refuses to run in production).
 */
export function useCaptchaAnswers() {
  const answers = new Map<string, string>();
  beforeAll(() => observeCaptchas((token, answer) => answers.set(token, answer)));
  afterAll(() => observeCaptchas(null));

  /** A new captcha for `agent`, with its answer. */
  async function solve(agent: Agent, remoteAddress?: string) {
    const res = await agent.request({
      method: 'GET',
      url: '/api/r/captcha',
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    const { token } = json<{ data: { token: string } }>(res).data;
    return { captcha_token: token, captcha_answer: answers.get(token)! };
  }
  return { answers, solve };
}

export const contactForm = (over: Partial<ContactInput> = {}) => ({
  name: 'Alice Doe',
  email: 'alice@example.com',
  subject: 'My prize',
  message: 'Hello, where is my prize?',
  ...over,
});

let address = 0;
/** A client address no other test in this process used, so per-address limits start at zero. */
export const freshAddress = () => `10.16.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

/** Sends the contact form from `remoteAddress` (each test uses its own, see `freshAddress`). */
export const postContact = (
  agent: Agent,
  payload: unknown,
  remoteAddress: string,
): Promise<LightMyRequestResponse> =>
  agent.request({ method: 'POST', url: '/api/r/contact', payload: payload as object, remoteAddress });
