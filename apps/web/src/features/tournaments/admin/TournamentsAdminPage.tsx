import { tournamentAdminMessages as am, tournamentMessages as m } from '@podium/shared/tournaments/messages';
import type { TournamentCard } from '@podium/shared/tournaments/schemas';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { AddButton } from '@/components/buttons/AddButton.tsx';
import { ConfirmDialog } from '@/components/dialog/ConfirmDialog.tsx';
import { Dialog } from '@/components/dialog/Dialog.tsx';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Pill } from '@/components/Pill.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { SectionHeader } from '@/components/SectionHeader.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { useTournaments } from '@/features/tournaments/api/get-tournaments.ts';
import { ADMIN_BASE } from '@/lib/admin-section.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useDeleteTournament, useUpdateTournament } from './api/admin-tournaments.ts';
import { TournamentForm } from './TournamentForm.tsx';

/** Admin › Tournaments: create, open or close predictions, activate or deactivate, delete; results on each one's page. */
export function TournamentsAdminPage() {
  const [page, setPage] = useState(1);
  const query = useTournaments(page, 'all');
  const [creating, setCreating] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  const [deleting, setDeleting] = useState<TournamentCard | null>(null);
  const update = useUpdateTournament();
  const remove = useDeleteTournament();
  const done = {
    onSuccess: (e: { message: string | null }) => toast.success(e.message ?? am.updated),
    onError: (e: Error) => toast.error(errorMessage(e)),
  };

  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader
        title="Tournaments"
        titleId="admin-section-title"
        action={
          <AddButton ref={addRef} onClick={() => setCreating(true)}>
            Add tournament
          </AddButton>
        }
      >
        Slot brackets of 4 to 64: open predictions, record each match's multipliers; the Final pays out.
      </SectionHeader>
      <QueryState query={query} what="tournaments">
        {({ data: list }) =>
          list.length === 0 ? (
            <EmptyState size="panel" title={m.noTournaments} description="Add a bracket to start." />
          ) : (
            <ul className="space-y-3" aria-label="Tournaments">
              {list.map((t) => (
                <li key={t.id} className={`${cardClass} flex flex-wrap items-center gap-3 p-4`}>
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-white">{t.name}</p>
                    <div className="mt-1 flex flex-wrap gap-2 text-xs text-slate-400">
                      <Pill tone={t.is_active ? 'emerald' : 'neutral'}>
                        {t.is_active ? m.active : m.inactive}
                      </Pill>
                      {t.predictions_active && <Pill tone="sky">{m.predictionsOpen}</Pill>}
                      <span>
                        {t.size} slots · {t.progress}% · {t.predictions_count} predictions
                      </span>
                    </div>
                  </div>
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm')}
                    onClick={() =>
                      update.mutate({ id: t.id, input: { predictions_active: !t.predictions_active } }, done)
                    }
                  >
                    {t.predictions_active ? 'Close predictions' : 'Open predictions'}
                  </button>
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm')}
                    onClick={() => update.mutate({ id: t.id, input: { is_active: !t.is_active } }, done)}
                  >
                    {t.is_active ? 'Deactivate' : 'Activate'}
                  </button>
                  <Link to={`${ADMIN_BASE}/tournaments/${t.id}`} className={buttonClass('primary', 'sm')}>
                    Results
                  </Link>
                  {t.predictions_count === 0 && (
                    <button
                      type="button"
                      className={buttonClass('danger', 'sm')}
                      onClick={() => setDeleting(t)}
                    >
                      Delete
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
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
      <Dialog open={creating} onOpenChange={setCreating} title="Add tournament" size="lg">
        <TournamentForm onDone={() => setCreating(false)} />
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this tournament?"
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: (e) => {
              toast.success(e.message ?? am.deleted);
              setDeleting(null);
            },
            onError: (e) => toast.error(errorMessage(e)),
          })
        }
      >
        <p>{deleting?.name} and its bracket are removed. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
