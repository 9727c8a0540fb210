import type { FallbackProps } from 'react-error-boundary';
import { BrandMark } from '@/components/BrandMark.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

const TITLE = 'Something went wrong';

/** The error boundary's page: a real page with a way home, never a blank screen. */
export function RouteError({ resetErrorBoundary }: FallbackProps) {
  useDocumentTitle(TITLE);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <BrandMark size={64} />
      <div className="flex max-w-md flex-col gap-2">
        <h1 className="text-3xl font-black text-white">{TITLE}</h1>
        <p className="text-slate-400">
          This page hit an unexpected problem. Try again, or head back to the home page.
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={resetErrorBoundary}
          className="rounded-xl border border-white/15 px-5 py-2.5 font-semibold text-slate-200 hover:bg-white/5"
        >
          Try again
        </button>
        <a
          href="/"
          className="rounded-xl bg-linear-to-r from-secondary to-primary px-5 py-2.5 font-bold text-white shadow-lg shadow-secondary/30 hover:brightness-110"
        >
          Back to Home
        </a>
      </div>
    </main>
  );
}
