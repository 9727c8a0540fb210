import type { Affiliate } from '@podium/shared/affiliates/schemas';
import { CopyButton } from '@/components/buttons/CopyButton.tsx';
import { CheckIcon, ExternalIcon } from '@/components/icons/ui-icons.tsx';
import { useImageFailed } from '@/lib/use-image-failed.ts';
import { primaryButtonClass } from './styles.ts';

/** A partner: logo, name, code with a copy button, benefits and the join link. */
export function AffiliateCard({ affiliate }: { affiliate: Affiliate }) {
  // A logo that fails to load shows the initial, as one never set does (no broken-image icon).
  const logo = useImageFailed(affiliate.logo_url);
  return (
    <article
      aria-labelledby={`affiliate-${affiliate.id}`}
      className="flex h-full flex-col gap-5 rounded-2xl border border-white/10 bg-card p-6 backdrop-blur transition hover:border-primary/40"
    >
      <div className="flex items-center gap-4">
        {!logo.failed ? (
          <img
            ref={logo.ref}
            onError={logo.onError}
            src={affiliate.logo_url ?? undefined}
            alt={`${affiliate.name} logo`}
            width={56}
            height={56}
            loading="lazy"
            className="size-14 rounded-xl object-contain"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded-xl bg-primary/20 text-2xl font-black text-accent"
          >
            {affiliate.name.charAt(0)}
          </span>
        )}
        <h3 id={`affiliate-${affiliate.id}`} className="min-w-0 text-xl font-bold text-white wrap-anywhere">
          {affiliate.name}
        </h3>
      </div>
      {affiliate.code ? (
        <div className="flex items-center justify-between gap-3 rounded-xl border border-dashed border-primary/40 bg-slate-950/60 py-2 pr-2 pl-4">
          <div className="min-w-0">
            <p className="text-[0.65rem] font-bold tracking-widest text-slate-400 uppercase">Code</p>
            <p className="truncate font-mono text-lg font-bold text-accent">{affiliate.code}</p>
          </div>
          <CopyButton value={affiliate.code} label={`${affiliate.name} code`} />
        </div>
      ) : null}
      {affiliate.benefits.length > 0 ? (
        <ul className="flex flex-col gap-2 text-sm text-slate-300">
          {affiliate.benefits.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2">
              <CheckIcon size={16} className="mt-0.5 shrink-0 text-emerald-400" />
              {benefit}
            </li>
          ))}
        </ul>
      ) : null}
      <a
        href={affiliate.redirect_url}
        target="_blank"
        rel="noopener noreferrer"
        className={`${primaryButtonClass} mt-auto`}
      >
        Join {affiliate.name}
        <ExternalIcon size={16} />
      </a>
    </article>
  );
}
