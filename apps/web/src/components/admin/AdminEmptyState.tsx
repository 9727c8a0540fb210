import type { ReactNode } from 'react';
import { EmptyState } from '@/components/EmptyState.tsx';

interface AdminEmptyStateProps {
  /**
   * The admin voice (decision 053): "No tournaments yet" for a list nothing was added to; "No payouts
   * found" when filters hide everything; "No open tickets" for a queue with nothing waiting.
   */
  title: string;
  /** What to do next, in a sentence: "Add a bracket to start.", "Nothing matches these filters." */
  description?: ReactNode;
  children?: ReactNode;
}

/** The admin panel's one empty state: the site's empty card at panel size, marked for the shared test. */
export function AdminEmptyState({ title, description, children }: AdminEmptyStateProps) {
  return (
    <div data-admin-empty="">
      <EmptyState size="panel" title={title} description={description}>
        {children}
      </EmptyState>
    </div>
  );
}
