import { commonErrors } from '@podium/shared/common/errors';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RetryButton } from '@/components/buttons/RetryButton.tsx';
import { errorMessage } from '@/lib/form-errors.ts';
import { hasErrorCode } from '@/lib/http.ts';
import { Spinner } from './Spinner.tsx';
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
  return <Spinner inline label={`Loading ${what}…`} className={`${cardClass} p-6`} />;
}

interface ErrorStateProps {
  what: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

export function ErrorState({ what, error, onRetry, retrying }: ErrorStateProps) {
  const signedOut = hasErrorCode(error, commonErrors.unauthorized.code);
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
          <RetryButton onClick={onRetry} busy={retrying} />
        )}
      </div>
    </div>
  );
}
