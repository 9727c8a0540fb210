import { freeEntryLabel } from '@podium/shared/raffles/rules';
import { buttonClass } from '@/components/styles.ts';
import type { EntryControls } from './entry-controls.ts';
import { MethodCard } from './MethodCard.tsx';

/** The free entry: once per member; afterwards the button reads 'Already Entered (Free)' (SPEC §4). */
export function FreeEntry({ raffle, open, pending, submit }: EntryControls) {
  const entered = raffle.user_entries.passwordless;
  return (
    <MethodCard title="Free Entry" description="One free ticket per member.">
      <button
        type="button"
        className={`${buttonClass('primary')} w-full`}
        disabled={!open || entered || pending}
        onClick={() => submit({ entry_type: 'passwordless' })}
      >
        {freeEntryLabel(raffle.user_entries)}
      </button>
    </MethodCard>
  );
}
