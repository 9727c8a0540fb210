import { tournamentAdminMessages as am } from '@podium/shared/tournaments/admin-messages';
import type { TournamentCard } from '@podium/shared/tournaments/schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { AdminListSection, type AdminListWords } from '@/components/admin/AdminListSection.tsx';
import { useEditDialogs } from '@/components/admin/use-edit-dialogs.ts';
import { buttonClass } from '@/components/styles.ts';
import { useTournaments } from '@/features/tournaments/api/get-tournaments.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useDeleteTournament } from './api/delete-tournament.ts';
import { useUpdateTournament } from './api/update-tournament.ts';
import { TournamentForm } from './TournamentForm.tsx';
import { TournamentRow } from './TournamentRow.tsx';

const words: AdminListWords = {
  title: 'Tournaments',
  intro: "Slot brackets of 4 to 64: open predictions, record each match's multipliers; the Final pays out.",
  what: 'tournaments',
  add: 'Add tournament',
  list: 'Tournaments',
  empty: { title: 'No tournaments yet', description: 'Add a bracket to start.' },
};

/** Admin › Tournaments: create, open or close predictions, activate or deactivate, delete; results on each one's page. */
export function TournamentsAdminPage() {
  const [page, setPage] = useState(1);
  const query = useTournaments(page, 'all');
  const dialogs = useEditDialogs<TournamentCard, 'delete'>();
  const update = useUpdateTournament();
  const remove = useDeleteTournament();
  const done = {
    onSuccess: (e: { message: string | null }) => toast.success(e.message ?? am.updated),
    onError: (e: Error) => toast.error(errorMessage(e)),
  };

  return (
    <AdminListSection
      words={words}
      query={query}
      dialogs={dialogs}
      items={(answer) => answer.data}
      row={(t) => (
        <TournamentRow
          key={t.id}
          tournament={t}
          onUpdate={(input) => update.mutate({ id: t.id, input }, done)}
          onDelete={() => dialogs.open('delete', t)}
        />
      )}
      form={{
        title: () => 'Add tournament',
        size: 'lg',
        render: () => <TournamentForm onDone={dialogs.close} />,
      }}
      remove={{
        mutation: remove,
        title: 'Delete this tournament?',
        confirmLabel: 'Delete',
        deletedMessage: am.deleted,
        body: (t) => <p>{t.name} and its bracket are removed. This cannot be undone.</p>,
      }}
    >
      <div className="mt-4 flex justify-end gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
        >
          Previous
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={page >= (query.data?.pagination.total_pages ?? 1)}
          onClick={() => setPage(page + 1)}
        >
          Next
        </button>
      </div>
    </AdminListSection>
  );
}
