import type { RaffleStatus } from '@podium/shared/raffles/messages';
import { raffleStatusLabel } from '@podium/shared/raffles/rules';
import { Pill, type PillTone } from '@/components/Pill.tsx';

const tones: Record<RaffleStatus, PillTone> = { active: 'emerald', pending: 'amber', ended: 'neutral' };

/** SPEC §4: Ended / Active / Pending on a card; Pending reads Not Started on the detail page. */
export function StatusPill({
  status,
  place,
  cancelled = false,
}: {
  status: RaffleStatus;
  place: 'card' | 'detail';
  cancelled?: boolean;
}) {
  return (
    <span className="inline-flex gap-1.5">
      <Pill tone={tones[status]}>{raffleStatusLabel(status, place)}</Pill>
      {cancelled ? <Pill tone="rose">Cancelled</Pill> : null}
    </span>
  );
}
