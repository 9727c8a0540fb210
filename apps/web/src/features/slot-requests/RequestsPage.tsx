import { slotRequestMessages as m } from '@podium/shared/slot-requests/messages';
import type { SlotRequestState } from '@podium/shared/slot-requests/schemas';
import { Link, useSearchParams } from 'react-router';
import { useSettings } from '@/api/get-site-settings.ts';
import { Panel } from '@/components/Panel.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useSlotRequests } from './api/get-slot-requests.ts';
import { useSlotRequestsLive } from './api/use-slot-requests-live.ts';
import { RequestList } from './components/RequestList.tsx';
import { SlotSearch } from './components/SlotSearch.tsx';
import { formatMultiplier, formatPoints, rewardWords } from './format.ts';
import { PickVerifyPanel } from './PickVerifyPanel.tsx';

const pageClass = 'mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12';

/** The rules in one line: cost, limit, reward. */
function rulesLine(s: SlotRequestState['settings']) {
  const parts = [
    s.cost_points > 0 ? `A request costs ${formatPoints(s.cost_points)} (refunded if it is removed).` : null,
    `${s.per_member === 1 ? 'One open request' : `${s.per_member} open requests`} per member.`,
    rewardWords(s)
      ? `If your slot pays ${formatMultiplier(s.reward_multiplier)} or more, you win ${rewardWords(s)}.`
      : null,
  ];
  return parts.filter(Boolean).join(' ');
}

/** /slot-requests (issue 29): search the catalogue and request a slot; the queue and the picks, live. */
export function SlotRequestsPage() {
  const query = useSlotRequests();
  useSlotRequestsLive();
  const signedIn = useAuth().user !== null;
  const pick = useSearchParams()[0].get('pick');
  const siteName = useSettings().data?.site_name;
  useDocumentTitle(siteName ? `Slot requests | ${siteName}` : 'Slot requests');

  return (
    <div className={pageClass}>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-black text-white sm:text-4xl">Slot requests</h1>
        <p className="text-slate-400">
          Ask the streamer to play a slot. The streamer picks from the queue — at random, provably fair.
        </p>
      </div>
      <QueryState query={query} what="slot requests">
        {(state) => (
          <>
            <Panel
              title="Request a slot"
              description={state.settings.open ? rulesLine(state.settings) : m.closed}
            >
              <SlotSearch
                open={state.settings.open}
                queuedSlotIds={new Set(state.queue.map((r) => r.slot.id))}
              />
            </Panel>
            {signedIn ? (
              <Panel title="Your requests">
                <RequestList label="Your requests" requests={state.mine} empty={{ title: m.mineEmpty }} />
              </Panel>
            ) : null}
            {state.last_pick?.request ? (
              <Panel
                title="Last pick"
                action={
                  <Link
                    to={`/slot-requests?pick=${state.last_pick.id}#verify`}
                    className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    Verify this pick
                  </Link>
                }
              >
                <p className="text-lg font-bold text-white" data-testid="last-pick">
                  {state.last_pick.request.slot.name}{' '}
                  <span className="font-normal text-slate-400">by {state.last_pick.request.username}</span>
                </p>
              </Panel>
            ) : null}
            <Panel
              title="Queue"
              description={
                state.next_pick_hash ? (
                  <span className="break-all">Next pick's seed hash: {state.next_pick_hash}</span>
                ) : undefined
              }
            >
              <RequestList
                label="Queue"
                requests={state.queue}
                empty={{ title: m.empty, description: m.emptyHint }}
              />
            </Panel>
            {pick ? <PickVerifyPanel id={pick} /> : null}
            {state.recently_played.length > 0 ? (
              <Panel title="Recently played">
                <RequestList
                  label="Recently played"
                  requests={state.recently_played}
                  empty={{ title: m.empty }}
                />
              </Panel>
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
