import type { BootData } from '@podium/shared/site-settings/boot';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { BootContext } from '@/lib/boot.ts';

/**
 * Marks the page as interactive (`<html data-hydrated>`) once React has taken over the server's
 * markup (or rendered its own): before that, a button in the server's HTML does nothing. Browser
 * tests wait for it; nothing in the app reads it.
 */
function MarkHydrated() {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return null;
}

/** What every render of the app sits in, in the browser and on the server: its boot data and query cache. */
export function Root({
  boot,
  client,
  children,
}: {
  boot: BootData | null;
  client: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <BootContext value={boot}>
        <QueryClientProvider client={client}>
          {children}
          <MarkHydrated />
        </QueryClientProvider>
      </BootContext>
    </StrictMode>
  );
}
