/**
 * The code of a write refused for its CSRF token (`commonErrors.csrfInvalid`), on its own so the web's
 * HTTP client, in every page's first script, can recognise the refusal and ask for a fresh token
 * without the whole error catalogue (the landing JavaScript budget, issue 18).
 */
export const CSRF_INVALID_CODE = 'csrf_invalid';
