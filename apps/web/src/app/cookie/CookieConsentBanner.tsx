import { CloseIcon } from '@/components/icons/ui-icons.tsx';
import { useCookieConsent } from './use-cookie-consent.ts';

/**
 * SPEC §4: shown while no choice is stored; Accept stores accepted, Decline or closing declined. It
 * also asks for the 18+ confirmation: any choice confirms it, so it is remembered with the choice and
 * asked again once the choice is cleared (decision 057). Fixed over the page (no layout shift), in the
 * server's first paint, and early in the tab order.
 */
export function CookieConsentBanner() {
  const { consent, choose } = useCookieConsent();
  if (consent) return null;
  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-3 bottom-3 z-40 rounded-2xl border border-primary/30 bg-slate-900/95 p-4 pr-12 shadow-2xl shadow-black/50 backdrop-blur-xl sm:right-auto sm:left-6 sm:bottom-6 sm:max-w-md"
    >
      <h2 className="font-bold text-white">18+ and cookies</h2>
      <p className="mt-1 text-sm font-semibold text-amber-300">
        For adults only: by continuing you confirm you are 18 or older.
      </p>
      <p className="mt-1 text-sm text-slate-300">
        We use cookies to keep you signed in and to remember your preferences on this site.
      </p>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          onClick={() => choose('accept')}
          className="rounded-lg bg-linear-to-r from-secondary to-primary px-4 py-2 text-sm font-bold text-white hover:brightness-110"
        >
          Accept
        </button>
        <button
          type="button"
          onClick={() => choose('decline')}
          className="rounded-lg border border-white/15 px-4 py-2 text-sm font-semibold text-slate-200 hover:bg-white/5"
        >
          Decline
        </button>
      </div>
      <button
        type="button"
        aria-label="Close cookie banner"
        onClick={() => choose('close')}
        className="absolute top-3 right-3 rounded-lg p-1.5 text-slate-400 hover:bg-white/5 hover:text-white"
      >
        <CloseIcon size={18} />
      </button>
    </section>
  );
}
