import {
  COOKIE_CONSENT_KEY,
  type CookieConsent,
  consentForAction,
  parseCookieConsent,
} from '@podium/shared/rules/cookie-consent';
import { useState } from 'react';

function readConsent(): CookieConsent | null {
  try {
    return parseCookieConsent(window.localStorage.getItem(COOKIE_CONSENT_KEY));
  } catch {
    return null; // storage blocked: ask again next time
  }
}

/** The stored cookie choice and a way to make it (Accept, Decline or closing the banner). */
export function useCookieConsent() {
  const [consent, setConsent] = useState<CookieConsent | null>(readConsent);
  const choose = (action: 'accept' | 'decline' | 'close') => {
    const value = consentForAction(action);
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, value);
    } catch (error) {
      console.error('Could not store the cookie choice', error);
    }
    setConsent(value);
  };
  return { consent, choose };
}
