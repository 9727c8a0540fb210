import { selectBoard } from '@podium/shared/leaderboard/board';
import { timeframeLabel } from '@podium/shared/leaderboard/rules';
import { Link } from 'react-router';
import { useLeaderboard } from '@/api/get-leaderboard.ts';
import { Countdown } from '@/components/Countdown.tsx';
import { Podium } from '@/components/podium/Podium.tsx';
import { useLogError } from '@/lib/use-log-error.ts';
import { SectionHeading } from './SectionHeading.tsx';
import { secondaryButtonClass, sectionClass } from './styles.ts';

/** SPEC §2 Home: the selected platform's top three with a countdown, only when there is a top three. */
export function TopThree() {
  const { data, error } = useLeaderboard();
  useLogError(error, 'Failed to load leaderboard');
  const selected = data ? selectBoard(data, null) : null;
  const board = selected?.leaderboard;
  if (!selected || !board || board.top_three.length === 0) return null;

  return (
    <section aria-labelledby="top-three-title" className={sectionClass}>
      <SectionHeading
        id="top-three-title"
        eyebrow={`${selected.platform.name} · ${timeframeLabel(selected.platform.active_leaderboard?.timeframe)}`}
        title="Top of the Leaderboard"
      >
        <Link to="/leaderboard" className={secondaryButtonClass}>
          View Full Leaderboard
        </Link>
      </SectionHeading>
      <div className="flex flex-col gap-8 rounded-3xl border border-white/10 bg-slate-950/40 p-5 sm:p-8">
        <Countdown endTimestamp={board.current_period.endTimestamp} compact />
        <Podium
          topThree={board.top_three}
          prizes={board.prizes}
          currencySymbol={board.currency_symbol}
          compact
          className="mx-auto w-full max-w-4xl"
        />
      </div>
    </section>
  );
}
