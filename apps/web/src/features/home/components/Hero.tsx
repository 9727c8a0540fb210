import type { SiteSettings } from '@podium/shared/site-settings/schemas';
import { Link } from 'react-router';
import { ExternalIcon } from '@/components/icons/ui-icons.tsx';
import { primaryButtonClass, secondaryButtonClass } from './styles.ts';

/** SPEC §2 Home: site name and description, View Leaderboard and Become an Affiliate (external). */
export function Hero({ settings }: { settings: SiteSettings }) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-x-clip">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute -top-32 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-secondary/25 blur-3xl" />
        <div className="absolute top-24 -left-24 size-72 rounded-full bg-primary/15 blur-3xl" />
        <div className="absolute -right-20 bottom-0 size-80 rounded-full bg-fuchsia-500/10 blur-3xl" />
      </div>
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 pt-16 pb-14 text-center sm:pt-24 sm:pb-20">
        <p className="rounded-full border border-primary/30 bg-primary/10 px-4 py-1 text-xs font-bold tracking-[0.2em] text-accent uppercase">
          Community Rewards
        </p>
        <h1
          id="hero-title"
          className="bg-linear-to-br from-white via-accent to-primary bg-clip-text pb-1 text-5xl font-black tracking-tight text-transparent sm:text-7xl"
        >
          {settings.site_name}
        </h1>
        {settings.site_description ? (
          <p className="max-w-2xl text-lg text-slate-300 sm:text-xl">{settings.site_description}</p>
        ) : null}
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Link to="/leaderboard" className={primaryButtonClass}>
            View Leaderboard
          </Link>
          {settings.affiliate_url ? (
            <a
              href={settings.affiliate_url}
              target="_blank"
              rel="noopener noreferrer"
              className={secondaryButtonClass}
            >
              Become an Affiliate
              <ExternalIcon size={16} />
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
