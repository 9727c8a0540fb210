import { CSRF_COOKIE } from '@podium/shared/site-settings/boot';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// jsdom does not implement scrolling; the page-scrolling table and the router call it.
window.scrollTo = () => {};

// jsdom has no ResizeObserver; Radix menus measure their trigger with it.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// The one message map (decision 049) is installed when the form errors load, from a chunk of its own:
// a browser has it long before anyone submits; tests submit at once, so wait for it here.
await import('@/lib/form-errors.ts').then((formErrors) => formErrors.validationMessagesReady);

afterEach(() => cleanup());

// The CSRF cookie a member's page sets (lib/csrf.ts): components' writes go straight out, as in a page
// that has it. The HTTP client's own tests take it away to play a visitor's first write.
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store; the app reads document.cookie
  document.cookie = `${CSRF_COOKIE}=test-csrf-token; path=/`;
});
