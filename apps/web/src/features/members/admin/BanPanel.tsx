import { adminBanSchema, adminUnbanSchema, membersMessages } from '@podium/shared/members/schemas';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { adminDateText } from '@/components/admin/AdminDate.tsx';
import { Dialog, DialogActions } from '@/components/dialog/Dialog.tsx';
import { TextAreaField } from '@/components/form/TextAreaField.tsx';
import { Panel } from '@/components/Panel.tsx';
import { buttonClass } from '@/components/styles.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useBanMember } from './api/ban-member.ts';

interface BanPanelProps {
  user: {
    id: number;
    username: string;
    banned_at: string | null;
    ban_reason: string | null;
    deleted_at: string | null;
  };
  isSelf: boolean;
}

const consequences =
  'They are signed out everywhere at once, cannot sign in, earn nothing (chat points, wager-raffle tickets, VIP rewards, hunt and tournament prizes) and are hidden from public lists. Nothing already recorded is deleted.';

/** Ban a member with a reason, or lift the ban (decision 041). The dialog asks for the reason and is the confirmation. */
export function BanPanel({ user, isSelf }: BanPanelProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const opener = useRef<HTMLButtonElement>(null);
  const form = useFieldErrors('member-ban');
  const change = useBanMember(user.id);
  const banned = user.banned_at !== null;
  const unavailable = isSelf
    ? membersMessages.ownBan
    : user.deleted_at
      ? 'This member deleted their account: there is no one to ban.'
      : null;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setReason('');
      form.clear('reason');
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(banned ? adminUnbanSchema : adminBanSchema, { reason });
    if (!input) return;
    change.mutate(
      banned
        ? { id: user.id, ban: false, reason: input.reason }
        : { id: user.id, ban: true, reason: input.reason! },
      {
        onSuccess: (envelope) => {
          onOpenChange(false);
          toast.success(envelope.message ?? (banned ? membersMessages.unbanned : membersMessages.banned));
        },
        onError: (error) => {
          form.showServerErrors(error, 'reason', errorMessage(error));
          toast.error(errorMessage(error));
        },
      },
    );
  };

  return (
    <Panel
      level={3}
      title={banned ? 'Banned' : 'Ban'}
      description={
        banned
          ? `Banned since ${adminDateText(user.banned_at)}. Unbanning lets them sign in again.`
          : 'For members who break the rules. Every ban and unban is on record with its reason.'
      }
    >
      {banned && user.ban_reason ? (
        <p className="text-sm text-slate-300">
          <span className="text-slate-400">Reason: </span>
          {user.ban_reason}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <button
          ref={opener}
          type="button"
          className={buttonClass(banned ? 'secondary' : 'danger')}
          disabled={unavailable !== null}
          onClick={() => setOpen(true)}
        >
          {banned ? 'Unban member' : 'Ban member'}
        </button>
        {unavailable ? <p className="text-xs text-slate-400">{unavailable}</p> : null}
      </div>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={banned ? `Unban ${user.username}?` : `Ban ${user.username}?`}
        description={banned ? 'They will be able to sign in again.' : consequences}
        busy={change.isPending}
        returnFocusTo={() => opener.current}
      >
        <form onSubmit={onSubmit} noValidate>
          <TextAreaField
            id={form.id('reason')}
            label={banned ? 'Reason (optional)' : 'Reason'}
            value={reason}
            onChange={(v) => {
              form.clear('reason');
              setReason(v);
            }}
            error={form.errors.reason}
            hint="On record in the audit log, for staff; the member is not shown it."
            maxLength={300}
            rows={3}
          />
          <DialogActions
            submitLabel={banned ? 'Unban member' : 'Ban member'}
            pendingLabel={banned ? 'Unbanning…' : 'Banning…'}
            pending={change.isPending}
            variant={banned ? 'primary' : 'danger'}
          />
        </form>
      </Dialog>
    </Panel>
  );
}
