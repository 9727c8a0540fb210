import type { AdminWagerRaffle } from '@podium/shared/wager-raffles/admin';
import { useIsMutating } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AddButton } from '@/components/buttons/AddButton.tsx';
import { Dialog } from '@/components/dialog/Dialog.tsx';
import { useEditDialogs } from '@/components/dialog/use-edit-dialogs.ts';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Pill } from '@/components/Pill.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { SectionHeader } from '@/components/SectionHeader.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { formatDollars, formatUtc } from '@/features/wager-raffles/format.ts';
import { adminHref } from '@/lib/admin-section.ts';
import { saveWagerRaffleKey, useAdminWagerRaffles } from './api/admin-api.ts';
import { WagerRaffleForm } from './WagerRaffleForm.tsx';

/** Admin › Wager Raffles: every raffle, a new one; each opens its page (edit, tickets, draw, prizes). */
export function WagerRafflesAdminPage() {
  const query = useAdminWagerRaffles();
  const dialogs = useEditDialogs<AdminWagerRaffle, 'edit'>();
  const saving = useIsMutating({ mutationKey: saveWagerRaffleKey }) > 0;
  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader
        title="Wager Raffles"
        titleId="admin-section-title"
        action={
          <AddButton ref={dialogs.addRef} onClick={dialogs.openCreate}>
            Add wager raffle
          </AddButton>
        }
      >
        Tickets from members’ wagers on chosen casinos in a period; drawn at the end or now, verifiably.
      </SectionHeader>
      <QueryState query={query} what="wager raffles">
        {(raffles) =>
          raffles.length === 0 ? (
            <EmptyState
              size="panel"
              title="No wager raffles yet"
              description="Add one with its casinos and prizes."
            />
          ) : (
            <ul className="space-y-3" aria-label="Wager raffles">
              {raffles.map((r) => (
                <li
                  key={r.id}
                  className={`${cardClass} flex flex-wrap items-center justify-between gap-3 p-4`}
                >
                  <div>
                    <div className="flex items-center gap-2">
                      <span className="font-semibold text-white">{r.name}</span>
                      <Pill
                        tone={r.status === 'ACTIVE' ? 'emerald' : r.status === 'UPCOMING' ? 'sky' : 'neutral'}
                      >
                        {r.drawn_at ? 'DRAWN' : r.status}
                      </Pill>
                      {r.auto_draw ? <Pill tone="amber">AUTO DRAW</Pill> : null}
                    </div>
                    <p className="text-sm text-slate-400">
                      {formatUtc(r.starts_at)} – {formatUtc(r.end_date)} ·{' '}
                      {formatDollars(r.dollars_per_ticket)} per ticket · {r.prizes.length} prizes
                    </p>
                  </div>
                  <Link
                    to={`${adminHref({ path: 'wager-raffles' })}/${r.id}`}
                    className={buttonClass('secondary', 'sm')}
                  >
                    Open
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <Dialog
        open={dialogs.kind === 'create' || dialogs.kind === 'edit'}
        onOpenChange={dialogs.onOpenChange}
        title="Add wager raffle"
        description="Its seed's SHA-256 is published when it is created, so the draw can be checked."
        busy={saving}
        size="lg"
      >
        <WagerRaffleForm raffle={null} onDone={dialogs.close} />
      </Dialog>
    </section>
  );
}
