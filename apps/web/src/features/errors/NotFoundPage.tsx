import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** Any path without a route (including pages later issues will build) lands here. */
export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <p className="bg-linear-to-r from-accent to-secondary bg-clip-text text-8xl font-black text-transparent">
        404
      </p>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-black text-white">Page Not Found</h1>
        <p className="text-slate-400">The page you are looking for does not exist or has moved.</p>
      </div>
      <Link
        to="/"
        className="rounded-xl bg-linear-to-r from-secondary to-primary px-5 py-2.5 font-bold text-white shadow-lg shadow-secondary/30 hover:brightness-110"
      >
        Back to Home
      </Link>
    </div>
  );
}
