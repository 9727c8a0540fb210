import { bonusHuntMessages as m } from '@podium/shared/bonus-hunts/messages';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { AddButton } from '@/components/buttons/AddButton.tsx';
import { Dialog } from '@/components/dialog/Dialog.tsx';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Pill } from '@/components/Pill.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { SectionHeader } from '@/components/SectionHeader.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { formatHuntMoney } from '@/features/bonus-hunts/format.ts';
import { ADMIN_BASE } from '@/lib/admin-section.ts';
import { formatDate } from '@/lib/format.ts';
import { useAdminHunts } from './api/admin-bonus-hunts.ts';
import { HuntForm } from './HuntForm.tsx';

/** Admin › Bonus Hunts: every hunt, newest first; create one; work one on its page. */
export function BonusHuntsAdminPage() {
  const query = useAdminHunts();
  const [creating, setCreating] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader
        title="Bonus Hunts"
        titleId="admin-section-title"
        action={
          <AddButton ref={addRef} onClick={() => setCreating(true)}>
            Add hunt
          </AddButton>
        }
      >
        Add the slots, record each win live as it opens, then finish: the closest predictions win points and
        XP.
      </SectionHeader>
      <QueryState query={query} what="bonus hunts">
        {(list) =>
          list.length === 0 ? (
            <EmptyState size="panel" title={m.noHunt} description="Add a hunt to start." />
          ) : (
            <ul className="space-y-3" aria-label="Bonus hunts">
              {list.map((h) => (
                <li key={h.id} className={`${cardClass} flex flex-wrap items-center gap-3 p-4`}>
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-white">{h.title}</p>
                    <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-400">
                      <Pill tone={h.status === 'active' ? 'emerald' : 'neutral'}>
                        {h.status === 'active' ? 'Running' : 'Finished'}
                      </Pill>
                      {h.predictions_active && <Pill tone="sky">Predictions open</Pill>}
                      <span>
                        {formatHuntMoney(h.start_balance)} · {h.games_count} games · {h.predictions_count}{' '}
                        predictions · {formatDate(h.created_at)}
                      </span>
                    </div>
                  </div>
                  <Link to={`${ADMIN_BASE}/bonus-hunts/${h.id}`} className={buttonClass('primary', 'sm')}>
                    {h.status === 'active' ? 'Run hunt' : 'View'}
                    <span className="sr-only"> {h.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <Dialog open={creating} onOpenChange={setCreating} title="Add hunt">
        <HuntForm onDone={() => setCreating(false)} />
      </Dialog>
    </section>
  );
}
