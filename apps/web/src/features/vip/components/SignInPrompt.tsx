import { vipMessages } from '@podium/shared/vip/messages';
import { Link } from 'react-router';
import { EmptyState } from '@/components/EmptyState.tsx';
import { CrownIcon } from '@/components/icons/feature-icons.tsx';
import { buttonClass } from '@/components/styles.ts';

/** SPEC §2: VIP rewards need a signed-in member. */
export function SignInPrompt() {
  return (
    <EmptyState
      icon={<CrownIcon size={36} />}
      title={vipMessages.signInTitle}
      description={vipMessages.signInText}
    >
      <div className="flex flex-wrap justify-center gap-3">
        <Link
          to="/login"
          className="rounded-xl bg-linear-to-r from-secondary to-primary px-5 py-2.5 font-bold text-white shadow-lg shadow-secondary/30 hover:brightness-110"
        >
          Login
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          Back to Home
        </Link>
      </div>
    </EmptyState>
  );
}
