import { bonusHuntAdminMessages as am } from '@podium/shared/bonus-hunts/messages';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { StatusBadge } from '@/components/admin/StatusBadge.tsx';
import { ConfirmDialog } from '@/components/dialog/ConfirmDialog.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { Panel } from '@/components/Panel.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { buttonClass } from '@/components/styles.ts';
import { HuntWinners } from '@/features/bonus-hunts/components/HuntWinners.tsx';
import { StatCards } from '@/features/bonus-hunts/components/StatCards.tsx';
import { ADMIN_BASE } from '@/lib/admin-section.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { AddGameForm } from './AddGameForm.tsx';
import { useFinishHunt } from './api/finish-hunt.ts';
import { useAdminHunt } from './api/get-admin-hunt.ts';
import { EditHuntButton } from './EditHuntButton.tsx';
import { GamesTable } from './GamesTable.tsx';
import { OverlayUrlPanel } from './OverlayUrlPanel.tsx';
import { PredictionsToggle } from './PredictionsToggle.tsx';

/**
 * Admin › Bonus hunts › one hunt, run live: edit its details, open or close predictions, add, edit and
 * order the games, record each win as it opens (Enter saves and moves on), finish (pays the winners
 * once), and after the finish correct a result with a reason (payouts adjusted by the difference).
 * The server refuses every edit but a correction once the hunt has finished, so none is offered then.
 */
export function BonusHuntAdminDetailPage() {
  const id = useParams().id ?? '';
  const query = useAdminHunt(id);
  const finish = useFinishHunt();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');

  return (
    <section aria-labelledby="admin-section-title" className="flex flex-col gap-6">
      <Link to={`${ADMIN_BASE}/bonus-hunts`} className="text-sm text-slate-400 hover:text-white">
        ← Bonus hunts
      </Link>
      <QueryState query={query} what="bonus hunt">
        {(detail) => {
          const { hunt } = detail;
          const running = hunt.status === 'active';
          return (
            <>
              <header className="flex flex-wrap items-end justify-between gap-4">
                <div>
                  <h2 id="admin-section-title" className="text-xl font-semibold text-white sm:text-2xl">
                    {hunt.title}
                  </h2>
                  <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-400">
                    <StatusBadge tone={running ? 'emerald' : 'neutral'}>
                      {running ? 'Running' : 'Finished'}
                    </StatusBadge>
                    <span>
                      {detail.predictions_count} predictions · prize {hunt.prize_points} points +{' '}
                      {hunt.prize_xp} XP per winner
                    </span>
                  </div>
                </div>
                <div className="flex flex-wrap gap-2">
                  {running && (
                    <>
                      <EditHuntButton hunt={hunt} />
                      <PredictionsToggle hunt={hunt} />
                      <button
                        type="button"
                        className={buttonClass('danger', 'sm')}
                        onClick={() => setConfirming(true)}
                      >
                        Finish hunt
                      </button>
                    </>
                  )}
                </div>
              </header>
              <StatCards startBalance={hunt.start_balance} statistics={detail.statistics} />
              {running && (
                <Panel title="Add a game" level={3}>
                  <AddGameForm huntId={hunt.id} />
                </Panel>
              )}
              <Panel
                title="Games"
                level={3}
                description={
                  running
                    ? 'Type each win and press Enter: it is saved and the next game is up. Drag rows or use the arrows to reorder.'
                    : 'The hunt has finished: changing a win corrects the result and adjusts the payouts.'
                }
              >
                {!running && (
                  <TextField
                    id="hunt-correction-reason"
                    label="Correction reason (required to change a win)"
                    value={reason}
                    onChange={setReason}
                    maxLength={200}
                  />
                )}
                <GamesTable detail={detail} reason={running ? null : reason} />
              </Panel>
              <Panel title={running ? 'Winners so far' : 'Winners'} level={3}>
                <HuntWinners winners={detail.winners} />
              </Panel>
              <OverlayUrlPanel huntId={hunt.id} />
              <ConfirmDialog
                open={confirming}
                onOpenChange={setConfirming}
                title="Finish this hunt?"
                confirmLabel="Finish and pay"
                pendingLabel="Finishing…"
                pending={finish.isPending}
                onConfirm={() =>
                  finish.mutate(hunt.id, {
                    onSuccess: (e) => {
                      toast.success(e.message ?? am.finished);
                      setConfirming(false);
                    },
                    onError: (e) => toast.error(errorMessage(e)),
                  })
                }
              >
                <p>
                  Predictions close and the winners are paid their points and XP. Unopened games count as no
                  win.
                </p>
              </ConfirmDialog>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
