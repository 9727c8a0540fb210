/** SPEC §3/§4 "Cookie consent": stored under cookie_consent as accepted or declined. */
export const COOKIE_CONSENT_KEY = 'cookie_consent';

export type CookieConsent = 'accepted' | 'declined';

/** A stored value, or null (banner shows) when it is unset or not one of the two choices. */
export function parseCookieConsent(raw: string | null | undefined): CookieConsent | null {
  return raw === 'accepted' || raw === 'declined' ? raw : null;
}

/** Accept stores accepted; Decline and closing the banner both store declined. */
export const consentForAction = (action: 'accept' | 'decline' | 'close'): CookieConsent =>
  action === 'accept' ? 'accepted' : 'declined';
