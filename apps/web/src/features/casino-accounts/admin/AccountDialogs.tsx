import { casinoAccountMessages } from '@podium/shared/casino-accounts/messages';
import {
  type AdminCasinoAccount,
  moveCasinoAccountSchema,
  refuseCasinoAccountSchema,
} from '@podium/shared/casino-accounts/schemas';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmRowDialog } from '@/components/admin/ConfirmRowDialog.tsx';
import { RowDialog } from '@/components/admin/RowDialog.tsx';
import type { EditDialogs } from '@/components/admin/use-edit-dialogs.ts';
import { DialogActions } from '@/components/dialog/Dialog.tsx';
import { SwitchField } from '@/components/form/SwitchField.tsx';
import { TextAreaField } from '@/components/form/TextAreaField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { type AccountDecision, useDecideCasinoAccount } from './api/decide-casino-account.ts';
import type { AccountAction } from './CasinoAccountRow.tsx';

type Dialogs = EditDialogs<AdminCasinoAccount, AccountAction>;

/** Verify (a confirmation), refuse (a reason the member reads) and move (to whom, and why). */
export function AccountDialogs({ dialogs }: { dialogs: Dialogs }) {
  const decide = useDecideCasinoAccount();
  return (
    <>
      <ConfirmRowDialog
        dialogs={dialogs}
        kind="verify"
        title="Verify casino account"
        confirmLabel="Verify"
        pendingLabel="Verifying…"
        pending={decide.isPending}
        onConfirm={(a) =>
          decide.mutate(
            { id: a.id, action: 'verify' },
            {
              onSuccess: (envelope) => {
                toast.success(envelope.message ?? casinoAccountMessages.verified);
                dialogs.close();
              },
              onError: (error) => toast.error(errorMessage(error)),
            },
          )
        }
      >
        {(a) =>
          `${a.username} on ${a.casino} will earn for ${a.holder?.display_name ?? 'its holder'} from now on: VIP tiers, wager-raffle tickets and cash payouts. Verify only when they have shown it is theirs.`
        }
      </ConfirmRowDialog>
      <RowDialog
        dialogs={dialogs}
        kind="refuse"
        title={(a) => `Refuse ${a.username}`}
        description="The member reads the reason in Settings. Nothing earned before is taken back."
        busy={decide.isPending}
      >
        {(a) => <ReasonForm account={a} action="refuse" onDone={dialogs.close} />}
      </RowDialog>
      <RowDialog
        dialogs={dialogs}
        kind="move"
        title={(a) => `Move ${a.username} to another member`}
        description="The member it moves to must hold no other account on this casino. It waits for verification again unless you verify it now."
        busy={decide.isPending}
      >
        {(a) => <ReasonForm account={a} action="move" onDone={dialogs.close} />}
      </RowDialog>
    </>
  );
}

function ReasonForm({
  account,
  action,
  onDone,
}: {
  account: AdminCasinoAccount;
  action: 'refuse' | 'move';
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const [userId, setUserId] = useState('');
  const [verify, setVerify] = useState(false);
  const form = useFieldErrors(`casino-account-${action}`);
  const decide = useDecideCasinoAccount();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    let decision: AccountDecision;
    if (action === 'refuse') {
      const valid = form.validate(refuseCasinoAccountSchema, { reason });
      if (!valid) return;
      decision = { id: account.id, action: 'refuse', reason: valid.reason };
    } else {
      const valid = form.validate(moveCasinoAccountSchema, { user_id: Number(userId) || 0, reason, verify });
      if (!valid) return;
      decision = {
        id: account.id,
        action: 'move',
        user_id: valid.user_id,
        reason: valid.reason,
        verify: valid.verify,
      };
    }
    decide.mutate(decision, {
      onSuccess: (envelope) => {
        toast.success(envelope.message ?? casinoAccountMessages.refused);
        onDone();
      },
      onError: (error) => {
        form.showServerErrors(error);
        toast.error(errorMessage(error));
      },
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {action === 'move' ? (
        <>
          <TextField
            id={form.id('user_id')}
            label="Member id"
            inputMode="numeric"
            value={userId}
            error={form.errors.user_id}
            hint="The number in the member's admin page address (/admin-new/members/123)."
            onChange={(v) => {
              form.clear('user_id');
              setUserId(v.replace(/\D/g, ''));
            }}
          />
          <SwitchField
            id={form.id('verify')}
            label="Verify it now"
            description="Only when the member has shown the account is theirs."
            checked={verify}
            onChange={setVerify}
          />
        </>
      ) : null}
      <TextAreaField
        id={form.id('reason')}
        label="Reason"
        maxLength={300}
        rows={3}
        value={reason}
        error={form.errors.reason}
        hint={action === 'refuse' ? 'The member reads this in Settings.' : 'Kept in the audit log.'}
        onChange={(v) => {
          form.clear('reason');
          setReason(v);
        }}
      />
      <DialogActions
        submitLabel={action === 'refuse' ? 'Refuse account' : 'Move account'}
        pending={decide.isPending}
        variant={action === 'refuse' ? 'danger' : 'primary'}
      />
    </form>
  );
}
