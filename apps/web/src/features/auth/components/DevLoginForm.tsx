import { devLoginSchema } from '@podium/shared/common/user';
import { type FormEvent, useId, useState } from 'react';
import { useDevLogin } from '@/features/auth/api/dev-login.ts';
import { HttpError } from '@/lib/http.ts';

/** Failure text for the form: the server's field error under the field, anything else above it. */
function describeError(error: unknown): { field: string | null; form: string | null } {
  if (error instanceof HttpError) {
    const field = error.fieldErrors?.username?.[0] ?? null;
    return { field, form: field ? null : error.message };
  }
  return { field: null, form: 'Sign-in failed. Please try again.' };
}

/** Development sign-in: only offered when the server says the dev-login route exists. */
export function DevLoginForm({ next }: { next: string }) {
  const inputId = useId();
  const errorId = useId();
  const [username, setUsername] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);
  const mutation = useDevLogin();
  const serverError = mutation.error ? describeError(mutation.error) : { field: null, form: null };
  const fieldError = clientError ?? serverError.field;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = devLoginSchema.safeParse({ username });
    if (!parsed.success) {
      setClientError(parsed.error.issues[0]?.message ?? 'Enter a username');
      return;
    }
    setClientError(null);
    mutation.mutate(parsed.data.username, {
      // A full page load, so the new session's user is embedded in the page and its CSRF cookie set.
      onSuccess: () => window.location.assign(next),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-3 rounded-2xl border border-dashed border-amber-400/40 bg-amber-500/5 p-4">
        <legend className="px-2 text-xs font-bold tracking-widest text-amber-300 uppercase">
          Development sign-in
        </legend>
        <p className="text-xs text-slate-400">
          Only available in development and test builds. Try admin, moderator or member.
        </p>
        {serverError.form ? (
          <p role="alert" className="rounded-lg bg-rose-500/10 px-3 py-2 text-sm text-rose-300">
            {serverError.form}
          </p>
        ) : null}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-semibold text-slate-200">
            Username
          </label>
          <input
            id={inputId}
            name="username"
            value={username}
            onChange={(e) => {
              setUsername(e.target.value);
              setClientError(null);
              mutation.reset();
            }}
            autoComplete="username"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            className="rounded-xl border border-white/10 bg-slate-950/70 px-3 py-2.5 text-white placeholder:text-slate-500 focus:border-primary/60 aria-invalid:border-rose-400/70"
          />
          {fieldError ? (
            <p id={errorId} className="text-sm text-rose-300">
              {fieldError}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={mutation.isPending}
          className="rounded-xl border border-white/15 bg-slate-800 px-4 py-2.5 font-bold text-white transition hover:bg-slate-700 disabled:opacity-60"
        >
          {mutation.isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </fieldset>
    </form>
  );
}
