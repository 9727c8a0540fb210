import type { Theme } from '@podium/shared/site-settings/theme';
import { themeToCssVariables } from '@podium/shared/site-settings/theme-rules';
import type { CSSProperties } from 'react';

function LoaderSample({ style }: { style: Theme['loader_style'] }) {
  if (style === 'pulse') {
    return (
      <span className="block h-8 w-8 animate-pulse rounded-xl bg-gradient-to-br from-primary to-secondary" />
    );
  }
  if (style === 'minimal') {
    return (
      <span className="block h-6 w-6 animate-spin rounded-full border-2 border-primary/25 border-t-primary" />
    );
  }
  return (
    <span className="block h-1.5 w-32 overflow-hidden rounded-full bg-white/10">
      <span className="block h-full w-3/5 rounded-full bg-gradient-to-r from-secondary to-primary" />
    </span>
  );
}

/**
 * A miniature of the site drawn with the edited theme: the CSS variables are set on this container
 * only, so the rest of the page keeps the saved theme until the admin saves.
 */
export function ThemePreview({ theme, siteName }: { theme: Theme; siteName: string }) {
  const style = {
    ...themeToCssVariables(theme),
    background: 'linear-gradient(160deg, var(--bg-start), var(--bg-middle) 55%, var(--bg-end))',
  } as CSSProperties;
  return (
    <figure aria-labelledby="theme-preview-caption" className="m-0">
      <figcaption id="theme-preview-caption" className="mb-2 text-sm font-medium text-slate-300">
        Live preview
      </figcaption>
      <div
        data-testid="theme-preview"
        style={style}
        className="overflow-hidden rounded-2xl border border-white/10 text-slate-200 shadow-xl shadow-black/30"
      >
        <div className="flex items-center gap-2 border-b border-white/10 bg-nav px-3 py-2.5">
          {theme.show_nav_logo ? (
            <span className="grid h-7 w-7 place-items-center rounded-lg bg-gradient-to-br from-primary to-secondary text-xs font-bold text-white">
              {siteName.trim().charAt(0).toUpperCase() || 'P'}
            </span>
          ) : null}
          {theme.show_nav_title ? (
            <span className="truncate text-sm font-bold text-nav-title">{siteName || 'Site name'}</span>
          ) : null}
          <span className="ml-auto flex gap-3 text-xs">
            <span className="text-primary">Home</span>
            <span className="text-slate-300">Leaderboard</span>
            <span className="hidden text-slate-300 sm:inline">Store</span>
          </span>
        </div>
        <div className="space-y-3 p-4">
          <div className="rounded-xl border border-white/10 bg-card p-4">
            <p className="text-[0.65rem] font-semibold uppercase tracking-widest text-accent">
              Monthly leaderboard
            </p>
            <p className="mt-1 text-lg font-bold text-white">
              $10,000 <span className="text-primary">prize pool</span>
            </p>
            <p className="mt-1 text-xs text-slate-400">Wager with our code to climb the ranks.</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <span className="rounded-lg bg-secondary px-3 py-1.5 text-xs font-semibold text-white">
                View Leaderboard
              </span>
              <span className="rounded-lg border border-primary px-3 py-1.5 text-xs font-semibold text-primary">
                Become an Affiliate
              </span>
            </div>
          </div>
          <div className="flex items-center gap-3 rounded-xl border border-white/10 bg-card p-3">
            <LoaderSample style={theme.loader_style} />
            <span className="text-xs text-slate-400">Loading screen</span>
          </div>
        </div>
      </div>
    </figure>
  );
}
