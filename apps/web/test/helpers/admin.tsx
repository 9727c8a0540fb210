import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

type Reply = { status?: number; body: unknown };
type Handler = (body: unknown) => Reply;

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** Answers fetch calls by "METHOD /path" like the real API (envelope and status); records each call. */
export function stubApi(routes: Record<string, Handler | Reply>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    if (!route) throw new Error(`No stub for ${method} ${path}`);
    const reply = typeof route === 'function' ? route(body) : route;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, writes: () => calls.filter((c) => c.method !== 'GET') };
}

export const ok = <T,>(data: T, message: string | null = null): Reply => ({
  body: { success: true, data, message, errors: null },
});

/** A refusal as the server sends it; `code` is the envelope's stable code the page decides on. */
export const fail = (
  status: number,
  message: string,
  errors: Record<string, string[]> | null = null,
  code: string | null = null,
): Reply => ({
  status,
  body: { success: false, data: null, message, errors, code },
});

/** Renders admin UI with a fresh query client and a router, and a user-event session. */
export function renderAdmin(ui: ReactElement, path = '/admin-new') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, user };
}

/** The text of the elements an element's aria-describedby points at (its error and hint). */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
