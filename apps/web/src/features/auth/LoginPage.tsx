import { loginErrorMessage, safeNextPath } from '@podium/shared/auth/schemas';
import { Link, useSearchParams } from 'react-router';
import { BrandMark } from '@/components/BrandMark.tsx';
import { ChatIcon } from '@/components/icons/social-icons.tsx';
import { useBoot } from '@/lib/boot.ts';
import { useAuth } from '@/lib/use-auth.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { DevLoginForm } from './components/DevLoginForm.tsx';

/**
 * /login: sign in with Discord; ?error= explains a failed attempt (a ban: since when, from ?since=);
 * dev sign-in outside production.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const { user } = useAuth();
  const devLogin = useBoot()?.devLogin ?? false;
  const error = loginErrorMessage(params.get('error'), params.get('since'));
  const next = safeNextPath(params.get('next'));
  const discordHref = next === '/' ? '/auth/discord' : `/auth/discord?next=${encodeURIComponent(next)}`;
  useDocumentTitle('Login');

  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-16 sm:py-24">
      <div className="flex flex-col gap-6 rounded-3xl border border-white/10 bg-card p-6 shadow-2xl shadow-black/40 backdrop-blur sm:p-8">
        <div className="flex flex-col items-center gap-3 text-center">
          <BrandMark size={56} />
          <h1 className="text-2xl font-black text-white">Login</h1>
          <p className="text-sm text-slate-400">Sign in with your Discord account to join the community.</p>
        </div>
        {error ? (
          <p
            role="alert"
            className="rounded-xl border border-rose-400/30 bg-rose-500/10 px-4 py-3 text-sm text-rose-200"
          >
            {error}
          </p>
        ) : null}
        {user ? (
          <div className="flex flex-col items-center gap-4 text-center">
            <p className="text-slate-200">
              You are already signed in as <span className="font-bold text-white">{user.username}</span>.
            </p>
            <Link
              to="/"
              className="rounded-xl bg-linear-to-r from-secondary to-primary px-5 py-2.5 font-bold text-white hover:brightness-110"
            >
              Back to Home
            </Link>
          </div>
        ) : (
          <>
            <a
              href={discordHref}
              className="flex items-center justify-center gap-3 rounded-xl bg-[#5865f2] px-5 py-3 font-bold text-white shadow-lg shadow-indigo-900/40 transition hover:brightness-110"
            >
              <ChatIcon size={20} />
              Login with Discord
            </a>
            {devLogin ? <DevLoginForm next={next} /> : null}
          </>
        )}
      </div>
    </div>
  );
}
