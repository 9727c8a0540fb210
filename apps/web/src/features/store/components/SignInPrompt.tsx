import { Link } from 'react-router';
import { EmptyState } from '@/components/EmptyState.tsx';
import { LockIcon } from './icons.tsx';

/** SPEC §6: store data needs a signed-in member. */
export function SignInPrompt() {
  return (
    <EmptyState
      icon={<LockIcon size={36} />}
      title="Authentication Required"
      description="You need to be logged in to view the store. Please sign in to continue."
    >
      <Link
        to="/login"
        className="rounded-xl bg-linear-to-r from-secondary to-primary px-5 py-2.5 font-bold text-white shadow-lg shadow-secondary/30 hover:brightness-110"
      >
        Login
      </Link>
    </EmptyState>
  );
}
