import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/lib/form-errors.ts';
import { HttpError } from '@/lib/http.ts';
import { buttonClass, cardClass } from './styles.ts';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** What is loading, in words: "site settings", "affiliates". */
  what: string;
  children: (data: T) => ReactNode;
}

/** Loading and error states of one query; renders its data once it is there. */
export function QueryState<T>({ query, what, children }: QueryStateProps<T>) {
  if (query.isPending) return <LoadingState what={what} />;
  if (query.isError) {
    return (
      <ErrorState
        what={what}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <>{children(query.data)}</>;
}

export function LoadingState({ what }: { what: string }) {
  return (
    <div role="status" className={`${cardClass} flex items-center gap-3 p-6 text-sm text-slate-300`}>
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-primary/30 border-t-primary"
      />
      Loading {what}…
    </div>
  );
}

interface ErrorStateProps {
  what: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

export function ErrorState({ what, error, onRetry, retrying }: ErrorStateProps) {
  const signedOut = error instanceof HttpError && error.status === 401;
  return (
    <div role="alert" className={`${cardClass} border-rose-400/30 p-6`}>
      <p className="font-semibold text-rose-200">Could not load {what}.</p>
      <p className="mt-1 text-sm text-slate-300">{errorMessage(error)}</p>
      <div className="mt-4 flex gap-2">
        {signedOut ? (
          <Link to="/login" className={buttonClass('primary')}>
            Sign in again
          </Link>
        ) : (
          <button type="button" className={buttonClass('secondary')} onClick={onRetry} disabled={retrying}>
            {retrying ? 'Retrying…' : 'Try Again'}
          </button>
        )}
      </div>
    </div>
  );
}
