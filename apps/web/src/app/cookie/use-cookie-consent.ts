import {
  COOKIE_CONSENT_KEY,
  type CookieConsent,
  consentForAction,
  parseCookieConsent,
} from '@podium/shared/common/cookie-consent';
import { useEffect, useState } from 'react';
import { useBoot } from '@/lib/boot.ts';
import { pageServerRendered } from '@/lib/render-phase.ts';

const ONE_YEAR_S = 365 * 86_400;

function readConsent(): CookieConsent | null {
  try {
    return parseCookieConsent(window.localStorage.getItem(COOKIE_CONSENT_KEY));
  } catch {
    return null; // storage blocked: ask again next time
  }
}

/** The choice also goes in a cookie, so the server renders the page with or without the banner. */
function storeConsent(value: CookieConsent): void {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, value);
  } catch (error) {
    console.error('Could not store the cookie choice', error);
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the site serves
  document.cookie = `${COOKIE_CONSENT_KEY}=${value}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}

/**
 * The stored cookie choice and a way to make it (Accept, Decline or closing the banner). A page the
 * server rendered starts from the choice the server read in the cookie (so the banner is in the
 * first paint, not popping in later); a choice stored only in this browser's storage (made before
 * the cookie existed) is honoured right after hydrating, and copied into the cookie.
 */
export function useCookieConsent() {
  const boot = useBoot();
  const [consent, setConsent] = useState<CookieConsent | null>(() =>
    pageServerRendered() ? (boot?.cookie_consent ?? null) : readConsent(),
  );
  useEffect(() => {
    const stored = readConsent();
    if (stored && stored !== boot?.cookie_consent) {
      storeConsent(stored);
      setConsent(stored);
    }
  }, [boot]);
  const choose = (action: 'accept' | 'decline' | 'close') => {
    const value = consentForAction(action);
    storeConsent(value);
    setConsent(value);
  };
  return { consent, choose };
}
