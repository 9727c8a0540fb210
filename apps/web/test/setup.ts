import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
