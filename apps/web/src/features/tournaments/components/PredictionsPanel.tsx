import { tournamentMessages as m } from '@podium/shared/tournaments/messages';
import type { PredictionEntry, TournamentDetail } from '@podium/shared/tournaments/schemas';
import { Suspense, useRef, useState } from 'react';
import { Avatar } from '@/components/Avatar.tsx';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Panel } from '@/components/Panel.tsx';
import { lazyOnUse, usePreloadWhenIdle } from '@/lib/lazy-on-use.ts';

/** The picks dialog's code loads when a visitor reaches for a prediction or the browser is idle, not with the page. */
const picksDialog = lazyOnUse(() => import('./PicksDialog.tsx').then((mod) => mod.PicksDialog));
const PicksDialog = picksDialog.Component;

/** The Predictions tab: Top Performers (3), friends' predictions (5), every prediction, and one member's picks. */
export function PredictionsPanel({ detail }: { detail: TournamentDetail }) {
  const [open, setOpen] = useState<PredictionEntry | null>(null);
  /** Once opened, the dialog stays mounted (closed), so it can animate out and return the focus. */
  const [opened, setOpened] = useState(false);
  /** The row that opened the dialog gets the focus back when it closes. */
  const opener = useRef<HTMLButtonElement | null>(null);
  usePreloadWhenIdle(picksDialog.prefetch, detail.all_predictions.length > 0);
  if (detail.all_predictions.length === 0) return <EmptyState title={m.noPredictions} />;
  const list = (entries: PredictionEntry[], rank: boolean) => (
    <ol className="flex flex-col gap-2">
      {entries.map((e, i) => (
        <li key={e.user.id}>
          <button
            type="button"
            onPointerEnter={picksDialog.prefetch}
            onFocus={picksDialog.prefetch}
            onClick={(event) => {
              opener.current = event.currentTarget;
              setOpened(true);
              setOpen(e);
            }}
            className="flex w-full items-center gap-3 rounded-xl border border-white/10 bg-white/5 p-3 text-left hover:bg-white/10"
          >
            {rank && <span className="w-6 text-center font-bold text-amber-200">{i + 1}</span>}
            <Avatar src={e.user.avatar_url} fallbackSeed={e.user.id} alt="" size={32} />
            <span className="min-w-0 flex-1 truncate font-semibold text-white">{e.user.username}</span>
            <span className="text-sm text-slate-300">
              {e.correct}/{e.total} · {e.accuracy}%
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title="Top Performers">{list(detail.top_predictions, true)}</Panel>
      {detail.friend_predictions.length > 0 && (
        <Panel title="Friends' Predictions">{list(detail.friend_predictions, false)}</Panel>
      )}
      <Panel title="All Predictions" className="lg:col-span-2">
        {list(detail.all_predictions, false)}
      </Panel>
      {opened && (
        <Suspense fallback={null}>
          <PicksDialog
            detail={detail}
            entry={open}
            onClose={() => setOpen(null)}
            returnFocusTo={() => opener.current}
          />
        </Suspense>
      )}
    </div>
  );
}
