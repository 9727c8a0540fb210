import { linkify } from '@podium/shared/trust/linkify';
import { paragraphs, trustMessages } from '@podium/shared/trust/messages';
import type { TrustSlug } from '@podium/shared/trust/schemas';
import { QueryState } from '@/components/QueryState.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useTrustPage } from './api/get-trust-page.ts';

const pageClass = 'mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12';
const linkClass = 'font-semibold text-accent underline underline-offset-2 hover:brightness-125';

/** In UTC, as the server renders it: the same day on the server and in every visitor's browser. */
const lastUpdated = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A paragraph's text with its phone numbers as tel: links and web addresses as https: links (React escapes the rest). */
function Paragraph({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-line leading-relaxed text-slate-300 wrap-anywhere">
      {linkify(text).map((part, i) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text have no identity beyond their place
            key={i}
            href={part.href}
            className={linkClass}
            {...(part.kind === 'web' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {part.text}
          </a>
        ),
      )}
    </p>
  );
}

/** /terms, /privacy, /responsible-gambling: an admin's text, shown as paragraphs of text (never HTML). */
function TrustPageView({ slug }: { slug: TrustSlug }) {
  const query = useTrustPage(slug);
  useDocumentTitle(query.data?.title ?? '');
  return (
    <div className={pageClass}>
      <QueryState query={query} what="this page">
        {(page) => (
          <article className="flex flex-col gap-4">
            <header className="flex flex-col gap-1">
              <h1 className="text-3xl font-black text-white wrap-anywhere">{page.title}</h1>
              <p className="text-sm text-slate-400">
                Last updated{' '}
                <time dateTime={page.last_updated}>{lastUpdated.format(Date.parse(page.last_updated))}</time>
              </p>
            </header>
            {paragraphs(page.body).map((text, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their place
              <Paragraph key={i} text={text} />
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
