import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

interface Options {
  route?: string;
  /** Query data already in the cache, by query key (e.g. { leaderboard: payload }). */
  data?: Record<string, unknown>;
}

/** Renders inside a router and a fresh query cache seeded with data, so no request is made. */
export function renderWithProviders(ui: ReactElement, { route = '/', data = {} }: Options = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  for (const [key, value] of Object.entries(data)) client.setQueryData([key], value);
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}
