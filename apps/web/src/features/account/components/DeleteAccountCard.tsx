import type { CurrentUser } from '@podium/shared/common/user';
import { type FormEvent, useState } from 'react';
import { TextField } from '@/components/form/TextField.tsx';
import { useDeleteAccount } from '@/features/account/api/delete-account.ts';
import { HttpError } from '@/lib/http.ts';

/**
 * "Delete Account": the member types their username to confirm. Personal data goes; points history,
 * raffle tickets and draws stay, under a neutral name, so they still add up (decision 023).
 */
export function DeleteAccountCard({ user }: { user: CurrentUser }) {
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const error =
    remove.error instanceof HttpError ? remove.error.fieldErrors?.confirm_username?.[0] : undefined;
  const matches = typed.trim().toLowerCase() === user.username.toLowerCase();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches) remove.mutate(typed.trim());
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <p className="text-sm text-slate-300">
        This removes your name, avatar, bio, social links, casino usernames, Kick link, friends and sessions,
        and signs you out everywhere. Your points history, raffle tickets and draws are kept under “Deleted
        member” so results stay verifiable. This cannot be undone.
      </p>
      <TextField
        label="Confirm with your username"
        hint={`Type ${user.username} to confirm.`}
        name="confirm_username"
        autoComplete="off"
        value={typed}
        onChange={(v) => {
          setTyped(v);
          remove.reset();
        }}
        error={error}
      />
      <button
        type="submit"
        disabled={!matches || remove.isPending}
        className="self-start rounded-xl bg-red-600 px-5 py-2.5 font-bold text-white transition enabled:hover:brightness-110 disabled:opacity-50"
      >
        {remove.isPending ? 'Deleting…' : 'Delete my account'}
      </button>
    </form>
  );
}
