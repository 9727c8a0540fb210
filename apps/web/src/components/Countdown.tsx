import { COUNTDOWN_TICK_MS, countdown, pad2 } from '@podium/shared/common/countdown';
import { useNow } from '@/lib/use-now.ts';
import { cx } from './cx.ts';

interface CountdownProps {
  /** End of the period in milliseconds, or null when there is no running period. */
  endTimestamp: number | null;
  compact?: boolean;
  className?: string;
  /** The heading over the boxes ('Time Remaining'). */
  title?: string;
  /** What shows once it has run out ('Period Ended'). */
  endedLabel?: string;
}

/** SPEC §2/§4: 'Time Remaining' in DAYS/HRS/MIN/SEC, ticking every second, or 'Period Ended'. */
export function Countdown(props: CountdownProps) {
  const { endTimestamp, compact = false, className } = props;
  const { title = 'Time Remaining', endedLabel = 'Period Ended' } = props;
  const now = useNow(COUNTDOWN_TICK_MS);
  const left = countdown(endTimestamp, now);
  const boxes = [
    { label: 'DAYS', value: left.days },
    { label: 'HRS', value: left.hours },
    { label: 'MIN', value: left.minutes },
    { label: 'SEC', value: left.seconds },
  ];
  return (
    <section aria-label="Countdown" className={cx('text-center', className)}>
      {left.ended ? (
        <p className="text-lg font-bold tracking-wide text-slate-300 uppercase">{endedLabel}</p>
      ) : (
        <>
          <h2 className="mb-3 text-xs font-semibold tracking-[0.25em] text-accent uppercase">{title}</h2>
          <div role="timer" className="flex justify-center gap-2 sm:gap-3">
            {boxes.map((box) => (
              <div
                key={box.label}
                className={cx(
                  'flex flex-col items-center rounded-xl border border-primary/25 bg-slate-950/60 shadow-inner shadow-primary/10',
                  compact ? 'min-w-14 px-2 py-1.5' : 'min-w-16 px-3 py-2 sm:min-w-20 sm:py-3',
                )}
              >
                <span
                  className={cx(
                    'font-mono font-extrabold text-white tabular-nums',
                    compact ? 'text-xl' : 'text-2xl sm:text-4xl',
                  )}
                >
                  {pad2(box.value)}
                </span>
                <span className="text-[0.65rem] font-semibold tracking-widest text-slate-400">
                  {box.label}
                </span>
              </div>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
