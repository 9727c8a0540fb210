import type { ReactNode } from 'react';

/**
 * A header menu's stand-in as a `<details>` disclosure (decision 051): it opens, and its links lead on,
 * before any script has run, so a visitor's first tap is never lost. Once React runs, opening it asks
 * for the real menu (`request`), which takes its place open (components/Deferred.tsx hands the open
 * state over), and following one of its links closes it. The browser sets `open` itself, before
 * hydration too, hence `suppressHydrationWarning`.
 */
export function StandInDetails({
  request,
  className,
  children,
}: {
  request: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: it listens for a link's activation, which the keyboard's Enter clicks too.
    <details
      suppressHydrationWarning
      className={className}
      onToggle={(event) => {
        if (event.currentTarget.open) request();
      }}
      onClick={(event) => {
        if ((event.target as Element).closest('a')) event.currentTarget.open = false;
      }}
    >
      {children}
    </details>
  );
}
