import { challengeMessages } from '@podium/shared/slot-challenges/messages';
import type { Challenge } from '@podium/shared/slot-challenges/schemas';
import { toast } from 'sonner';
import { AdminEmptyState } from '@/components/admin/AdminEmptyState.tsx';
import { AdminListSection, type AdminListWords } from '@/components/admin/AdminListSection.tsx';
import { ConfirmRowDialog } from '@/components/admin/ConfirmRowDialog.tsx';
import { useEditDialogs } from '@/components/admin/use-edit-dialogs.ts';
import { useChallengesLive } from '@/features/slot-challenges/api/use-challenges-live.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useCancelChallenge } from './api/challenge-actions.ts';
import { useAdminChallenges } from './api/get-admin-challenges.ts';
import { ChallengeForm } from './ChallengeForm.tsx';
import { ChallengeRow } from './ChallengeRow.tsx';
import { ClaimsQueue } from './ClaimsQueue.tsx';

const words: AdminListWords = {
  title: 'Slot challenges',
  intro:
    'Post a target on a slot ("first to hit 1,000x on Gates of Olympus at $0.20 or more"); members claim it with proof from their verified casino account.',
  what: 'slot challenges',
  add: 'Post challenge',
  list: 'Slot challenges, latest end first',
  empty: {
    title: 'No challenges yet',
    description: 'Post a challenge; members see it on the Challenges page.',
  },
};

/** Admin › Slot challenges: the claims to review first-come, then the challenges and posting one. */
export function SlotChallengesAdminPage() {
  const query = useAdminChallenges();
  useChallengesLive();
  const dialogs = useEditDialogs<Challenge, 'edit' | 'cancel'>();
  const cancel = useCancelChallenge();
  const cancelOne = (c: Challenge) =>
    cancel.mutate(c.id, {
      onSuccess: (envelope) => {
        toast.success(envelope.message ?? challengeMessages.cancelled);
        dialogs.close();
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <AdminListSection
      words={words}
      query={query}
      dialogs={dialogs}
      render={(challenges) => (
        <div className="flex flex-col gap-8">
          <ClaimsQueue />
          <section aria-labelledby="challenges-title" className="flex flex-col gap-3">
            <h3 id="challenges-title" className="text-lg font-semibold text-white">
              Challenges
            </h3>
            {challenges.length === 0 ? (
              <AdminEmptyState title={words.empty.title} description={words.empty.description} />
            ) : (
              <ul className="space-y-3" aria-label={words.list}>
                {challenges.map((c) => (
                  <ChallengeRow
                    key={c.id}
                    challenge={c}
                    onEdit={() => dialogs.open('edit', c)}
                    onCancel={() => dialogs.open('cancel', c)}
                  />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
      form={{
        title: (editing) => (editing ? `Edit ${editing.game}` : 'Post challenge'),
        size: 'lg',
        render: (editing) => <ChallengeForm challenge={editing} onDone={dialogs.close} />,
      }}
    >
      <ConfirmRowDialog
        dialogs={dialogs}
        kind="cancel"
        title="Cancel this challenge?"
        confirmLabel="Cancel challenge"
        pendingLabel="Cancelling…"
        pending={cancel.isPending}
        onConfirm={cancelOne}
      >
        {(c) => (
          <p>
            <strong className="text-white">{c.game}</strong>: {challengeMessages.cancelConfirm}
          </p>
        )}
      </ConfirmRowDialog>
    </AdminListSection>
  );
}
