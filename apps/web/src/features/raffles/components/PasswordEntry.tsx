import { type FormEvent, useState } from 'react';
import { TextField } from '@/components/form/TextField.tsx';
import { buttonClass } from '@/components/styles.ts';
import type { EntryControls } from './entry-controls.ts';
import { MethodCard } from './MethodCard.tsx';

/**
 * The password entry: the word said on stream, once per member. Enter submits; it is sent only when
 * the trimmed word is not empty (SPEC §5), and cleared after it was accepted.
 */
export function PasswordEntry({ raffle, open, pending, errors, clearError, submit }: EntryControls) {
  const [password, setPassword] = useState('');
  const entered = raffle.user_entries.password;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({ entry_type: 'password', password: password.trim() }, () => setPassword(''));
  };

  return (
    <MethodCard title="Password Entry" description="Type the word the streamer says on stream.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <TextField
          id="raffle-entry-password"
          label="Raffle password"
          autoComplete="off"
          value={password}
          disabled={!open || entered}
          onChange={(value) => {
            clearError('password');
            setPassword(value);
          }}
          error={errors.password}
        />
        <button
          type="submit"
          className={`${buttonClass('primary')} w-full`}
          disabled={!open || entered || pending}
        >
          {entered ? 'Already Entered (Password)' : 'Enter with Password'}
        </button>
      </form>
    </MethodCard>
  );
}
