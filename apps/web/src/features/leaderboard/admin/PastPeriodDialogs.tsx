import { centsToAmount, formatMoney } from '@podium/shared/common/money';
import { matchStandingSchema, ordinal, reasonInputSchema } from '@podium/shared/leaderboard/standings';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmRowDialog } from '@/components/admin/ConfirmRowDialog.tsx';
import { RowDialog } from '@/components/admin/RowDialog.tsx';
import type { EditDialogs } from '@/components/admin/use-edit-dialogs.ts';
import { DialogActions } from '@/components/dialog/Dialog.tsx';
import { TextAreaField } from '@/components/form/TextAreaField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { errorMessage } from '@/lib/form-errors.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { type PastPeriodAction, usePastPeriodAction } from './api/decide-prize.ts';
import { useMemberSuggestions } from './api/get-past-periods.ts';
import type { PastAction, PastTarget } from './PastPeriodCard.tsx';

type Dialogs = EditDialogs<PastTarget, PastAction>;

const prizeName = (t: PastTarget) => (t.prize ? `${ordinal(t.prize.rank)} ${t.prize.display_name}` : '');

/** Close now and Release ask first; Reopen, Match, Skip and Hold take a form. */
export function PastPeriodDialogs({ dialogs, symbol }: { dialogs: Dialogs; symbol: string }) {
  const run = usePastPeriodAction();
  const confirm = (action: PastPeriodAction) =>
    run.mutate(action, {
      onSuccess: (envelope) => {
        if (envelope.message) toast.success(envelope.message);
        dialogs.close();
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <>
      <ConfirmRowDialog
        dialogs={dialogs}
        kind="close"
        title="Close this period now?"
        confirmLabel="Close now"
        pendingLabel="Closing…"
        pending={run.isPending}
        onConfirm={(t) => confirm({ action: 'close', periodId: t.period.id })}
      >
        {() =>
          'Its standings are frozen as they are now, and each prize goes to the payout queue when its player holds a verified casino account here. Use it when the final wagers are in.'
        }
      </ConfirmRowDialog>
      <ConfirmRowDialog
        dialogs={dialogs}
        kind="release"
        title="Release this prize?"
        confirmLabel="Release"
        pendingLabel="Releasing…"
        pending={run.isPending}
        onConfirm={(t) => t.prize && confirm({ action: 'release', prizeId: t.prize.id })}
      >
        {(t) => `${prizeName(t)} goes back to the unmatched prizes, to match or skip.`}
      </ConfirmRowDialog>
      <RowDialog
        dialogs={dialogs}
        kind="reopen"
        title={() => 'Reopen this period'}
        description="Its frozen results are deleted and its pending payouts rejected with your reason (the winners read it). It closes again at the next run with the wagers as they are then."
        busy={run.isPending}
      >
        {(t) => <ReasonForm target={t} action="reopen" onDone={dialogs.close} />}
      </RowDialog>
      <RowDialog
        dialogs={dialogs}
        kind="match"
        title={(t) => `Match ${prizeName(t)}`}
        description="The prize goes to the member’s verified casino account on this board’s casino, through the payout queue."
        busy={run.isPending}
      >
        {(t) => <MatchForm target={t} symbol={symbol} onDone={dialogs.close} />}
      </RowDialog>
      <RowDialog
        dialogs={dialogs}
        kind="skip"
        title={(t) => `Skip ${prizeName(t)}`}
        description="The prize is not paid. The reason is kept with it and in the audit log."
        busy={run.isPending}
      >
        {(t) => <ReasonForm target={t} action="skip" onDone={dialogs.close} />}
      </RowDialog>
      <RowDialog
        dialogs={dialogs}
        kind="hold"
        title={(t) => `Hold ${prizeName(t)}`}
        description="It leaves the unmatched count until you release, match or skip it."
        busy={run.isPending}
      >
        {(t) => <ReasonForm target={t} action="hold" onDone={dialogs.close} />}
      </RowDialog>
    </>
  );
}

const submitWords = {
  reopen: { label: 'Reopen period', pending: 'Reopening…' },
  skip: { label: 'Skip prize', pending: 'Skipping…' },
  hold: { label: 'Hold prize', pending: 'Holding…' },
} as const;

function ReasonForm({
  target,
  action,
  onDone,
}: {
  target: PastTarget;
  action: 'reopen' | 'skip' | 'hold';
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const form = useFieldErrors(`past-period-${action}`);
  const run = usePastPeriodAction();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const valid = form.validate(reasonInputSchema, { reason });
    if (!valid) return;
    const request: PastPeriodAction =
      action === 'reopen'
        ? { action, periodId: target.period.id, reason: valid.reason }
        : { action, prizeId: target.prize?.id ?? 0, reason: valid.reason };
    run.mutate(request, {
      onSuccess: (envelope) => {
        if (envelope.message) toast.success(envelope.message);
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
      <TextAreaField
        id={form.id('reason')}
        label="Reason"
        maxLength={300}
        rows={3}
        value={reason}
        error={form.errors.reason}
        hint={
          action === 'reopen'
            ? 'Winners with a pending payout read this.'
            : 'Kept with the prize and in the audit log.'
        }
        onChange={(v) => {
          form.clear('reason');
          setReason(v);
        }}
      />
      <DialogActions
        submitLabel={submitWords[action].label}
        pendingLabel={submitWords[action].pending}
        pending={run.isPending}
        variant={action === 'hold' ? 'primary' : 'danger'}
      />
    </form>
  );
}

function MatchForm({ target, symbol, onDone }: { target: PastTarget; symbol: string; onDone: () => void }) {
  const [username, setUsername] = useState('');
  const [reason, setReason] = useState('');
  const form = useFieldErrors('past-period-match');
  const run = usePastPeriodAction();
  const prize = target.prize;
  const listId = useId();
  const suggestions = useMemberSuggestions(useDebouncedValue(username.trim(), 300));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const valid = form.validate(matchStandingSchema, { username, ...(reason.trim() ? { reason } : {}) });
    if (!valid || !prize) return;
    run.mutate(
      { action: 'match', prizeId: prize.id, username: valid.username, reason: valid.reason },
      {
        onSuccess: (envelope) => {
          if (envelope.message) toast.success(envelope.message);
          onDone();
        },
        onError: (error) => {
          form.showServerErrors(error);
          toast.error(errorMessage(error));
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {prize ? (
        <p className="text-sm text-slate-300">
          {formatMoney(centsToAmount(prize.prize_cents), symbol)} for the casino player{' '}
          <span className="font-mono text-white">{prize.casino_username}</span>.
        </p>
      ) : null}
      <TextField
        id={form.id('username')}
        label="Member’s username"
        value={username}
        maxLength={40}
        autoComplete="off"
        list={listId}
        error={form.errors.username}
        hint="Their site username (type two letters for suggestions). They need a verified casino account on this casino."
        onChange={(v) => {
          form.clear('username');
          setUsername(v);
        }}
      />
      <datalist id={listId}>
        {(suggestions.data?.users ?? []).map((u) => (
          <option key={u.id} value={u.username} />
        ))}
      </datalist>
      <TextAreaField
        id={form.id('reason')}
        label="Note (optional)"
        maxLength={300}
        rows={2}
        value={reason}
        error={form.errors.reason}
        hint="Why this member, e.g. a renamed casino account. Kept in the audit log."
        onChange={(v) => {
          form.clear('reason');
          setReason(v);
        }}
      />
      <DialogActions submitLabel="Match and queue payout" pendingLabel="Matching…" pending={run.isPending} />
    </form>
  );
}
