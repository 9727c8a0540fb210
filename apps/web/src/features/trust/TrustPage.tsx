import { paragraphs, trustMessages } from '@podium/shared/trust/messages';
import type { TrustSlug } from '@podium/shared/trust/schemas';
import { QueryState } from '@/components/QueryState.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useTrustPage } from './api/get-trust-page.ts';

const pageClass = 'mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12';

/** /terms, /privacy, /responsible-gambling: an admin's text, shown as paragraphs of text (never HTML). */
function TrustPageView({ slug }: { slug: TrustSlug }) {
  const query = useTrustPage(slug);
  useDocumentTitle(query.data?.title ?? '');
  return (
    <div className={pageClass}>
      <QueryState query={query} what="this page">
        {(page) => (
          <article className="flex flex-col gap-4">
            <h1 className="text-3xl font-black text-white">{page.title}</h1>
            {paragraphs(page.body).map((text, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their place
              <p key={i} className="whitespace-pre-line leading-relaxed text-slate-300">
                {text}
              </p>
            ))}
            <p className="mt-4 text-sm font-semibold text-amber-300">{trustMessages.adultsOnly}</p>
          </article>
        )}
      </QueryState>
    </div>
  );
}

export const TermsPage = () => <TrustPageView slug="terms" />;
export const PrivacyPage = () => <TrustPageView slug="privacy" />;
export const ResponsibleGamblingPage = () => <TrustPageView slug="responsible-gambling" />;
