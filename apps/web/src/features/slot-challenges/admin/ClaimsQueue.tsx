import { challengeMessages } from '@podium/shared/slot-challenges/messages';
import type { AdminClaim } from '@podium/shared/slot-challenges/schemas';
import { claimRefuseSchema } from '@podium/shared/slot-challenges/schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { AdminEmptyState } from '@/components/admin/AdminEmptyState.tsx';
import { ConfirmRowDialog } from '@/components/admin/ConfirmRowDialog.tsx';
import { useEditDialogs } from '@/components/admin/use-edit-dialogs.ts';
import { TextAreaField } from '@/components/form/TextAreaField.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { type ClaimAction, useReviewClaim } from './api/challenge-actions.ts';
import { useAdminClaims } from './api/get-admin-challenges.ts';
import { ClaimRow } from './ClaimRow.tsx';

/**
 * The claims to review, oldest first (first-come: the server refuses to approve a claim while an older
 * one on the same challenge waits), then the latest decisions. Refusing asks for the reason the member reads.
 */
export function ClaimsQueue() {
  const query = useAdminClaims();
  const review = useReviewClaim();
  const dialogs = useEditDialogs<AdminClaim, 'refuse'>();
  const [reason, setReason] = useState('');
  const form = useFieldErrors('refuse-claim');

  const run = (action: ClaimAction) =>
    review.mutate(action, {
      onSuccess: (envelope) => {
        if (envelope.message) toast.success(envelope.message);
        dialogs.close();
      },
      onError: (error) => {
        form.showServerErrors(error);
        toast.error(errorMessage(error));
      },
    });

  return (
    <section aria-labelledby="claims-title" className="flex flex-col gap-3">
      <header>
        <h3 id="claims-title" className="text-lg font-semibold text-white">
          Claims to review
        </h3>
        <p className="text-sm text-slate-400">
          Oldest first. Approving pays the prize (points now, cash to the payout queue) and takes the next
          place.
        </p>
      </header>
      <QueryState query={query} what="claims">
        {(claims) =>
          claims.length === 0 ? (
            <AdminEmptyState
              title={challengeMessages.queueEmpty}
              description="Members' claims appear here."
            />
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Claims, pending oldest first">
              {claims.map((c) => (
                <ClaimRow
                  key={c.id}
                  claim={c}
                  busy={review.isPending && review.variables?.id === c.id}
                  onApprove={() => run({ kind: 'approve', id: c.id })}
                  onRefuse={() => {
                    setReason('');
                    form.clear('reason');
                    dialogs.open('refuse', c);
                  }}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      <ConfirmRowDialog
        dialogs={dialogs}
        kind="refuse"
        title="Refuse this claim?"
        confirmLabel="Refuse claim"
        pendingLabel="Refusing…"
        pending={review.isPending}
        onConfirm={(c) => {
          const input = form.validate(claimRefuseSchema, { reason });
          if (input) run({ kind: 'refuse', id: c.id, reason: input.reason });
        }}
      >
        {(c) => (
          <div className="flex flex-col gap-3">
            <p>{c.user.username} reads the reason on the Challenges page and may claim again.</p>
            <TextAreaField
              id={form.id('reason')}
              label="Reason"
              value={reason}
              onChange={(v) => {
                form.clear('reason');
                setReason(v);
              }}
              error={form.errors.reason}
              maxLength={300}
              rows={3}
            />
          </div>
        )}
      </ConfirmRowDialog>
    </section>
  );
}
