import { describe, expect, it } from 'vitest';
import { consentForAction, parseCookieConsent } from '../../src/common/cookie-consent.ts';

describe('cookie consent', () => {
  it('reads the two stored choices', () => {
    expect(parseCookieConsent('accepted')).toBe('accepted');
    expect(parseCookieConsent('declined')).toBe('declined');
  });

  it('treats unset or unknown values as no choice, so the banner shows', () => {
    expect(parseCookieConsent(null)).toBeNull();
    expect(parseCookieConsent(undefined)).toBeNull();
    expect(parseCookieConsent('yes')).toBeNull();
  });

  it('stores accepted on Accept and declined on Decline or closing', () => {
    expect(consentForAction('accept')).toBe('accepted');
    expect(consentForAction('decline')).toBe('declined');
    expect(consentForAction('close')).toBe('declined');
  });
});
