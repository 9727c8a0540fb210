import type { BonusHunt } from '@podium/shared/bonus-hunts/schemas';
import { useRef, useState } from 'react';
import { Dialog } from '@/components/dialog/Dialog.tsx';
import { PencilIcon } from '@/components/icons/action-icons.tsx';
import { buttonClass } from '@/components/styles.ts';
import { HuntForm } from './HuntForm.tsx';

/** The running hunt's "Edit details" button and its dialog (title, start balance, prizes); focus comes back to it. */
export function EditHuntButton({ hunt }: { hunt: BonusHunt }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={buttonClass('secondary', 'sm')}
        onClick={() => setOpen(true)}
      >
        <PencilIcon /> Edit details
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Edit hunt details"
        returnFocusTo={() => opener.current}
      >
        <HuntForm hunt={hunt} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
