import { bonusHuntMessages as m } from '@podium/shared/bonus-hunts/messages';
import { gameStatus } from '@podium/shared/bonus-hunts/rules';
import { Pill } from '@/components/Pill.tsx';

const look = {
  pending: { tone: 'amber', label: m.pending },
  completed: { tone: 'emerald', label: m.completed },
  not_played: { tone: 'neutral', label: m.notPlayed },
} as const;

/** SPEC §4: Pending if pending_win; Completed if a win value exists; otherwise Not Played. */
export function GameStatus({ game }: { game: { pending_win: boolean; slot_win: number | null } }) {
  const { tone, label } = look[gameStatus(game)];
  return <Pill tone={tone}>{label}</Pill>;
}
