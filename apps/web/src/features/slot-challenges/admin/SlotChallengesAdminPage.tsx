import type { Challenge } from '@podium/shared/slot-challenges/schemas';
import { AdminEmptyState } from '@/components/admin/AdminEmptyState.tsx';
import { AdminListSection, type AdminListWords } from '@/components/admin/AdminListSection.tsx';
import { useEditDialogs } from '@/components/admin/use-edit-dialogs.ts';
import { useChallengesLive } from '@/features/slot-challenges/api/use-challenges-live.ts';
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
  const dialogs = useEditDialogs<Challenge, never>();
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
                  <ChallengeRow key={c.id} challenge={c} />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
      form={{
        title: () => 'Post challenge',
        size: 'lg',
        render: () => <ChallengeForm onDone={dialogs.close} />,
      }}
    />
  );
}
