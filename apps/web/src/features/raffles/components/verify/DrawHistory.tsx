import type { RaffleVerify } from '@podium/shared/raffles/verify';
import { Pill } from '@/components/Pill.tsx';
import { formatCount, formatUtc } from '@/features/raffles/format.ts';
import { MemberLabel } from './MemberLabel.tsx';
import type { MemberName } from './verify-data.ts';

/** Every draw in nonce order: the first draw, then each re-draw with the winner it replaced and why. */
export function DrawHistory({
  data,
  nameOf,
}: {
  data: RaffleVerify;
  nameOf: (userId: number) => MemberName;
}) {
  return (
    <ol aria-label="Draw history" className="flex flex-col gap-3">
      {data.draws.map((draw) => (
        <li key={draw.nonce} className="flex flex-col gap-2 rounded-xl bg-slate-950/40 p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Pill tone={draw.kind === 'draw' ? 'sky' : 'amber'}>
              {draw.kind === 'draw' ? 'Draw' : 'Re-draw'}
            </Pill>
            <span className="font-mono text-slate-200">nonce {draw.nonce}</span>
            <span className="text-slate-400">
              <time dateTime={draw.drawn_at}>{formatUtc(draw.drawn_at)}</time> ·{' '}
              {draw.drawn_by
                ? `by ${draw.drawn_by}`
                : draw.kind === 'redraw'
                  ? 'automatically'
                  : 'scheduled at the end time'}
            </span>
          </div>
          {draw.kind === 'redraw' ? (
            <p className="text-slate-300">
              Replaced{' '}
              {draw.replaced_user_id === null ? (
                'a winner'
              ) : (
                <MemberLabel name={nameOf(draw.replaced_user_id)} />
              )}
              {draw.reason ? `: “${draw.reason}”` : ''}
            </p>
          ) : null}
          {draw.winners.length === 0 ? (
            <p className="text-slate-400">No winner drawn.</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {draw.winners.map((w) => (
                <li key={w.entry_id} className="text-slate-300">
                  #{w.position} <MemberLabel name={nameOf(w.user_id)} /> — ticket{' '}
                  {formatCount(w.ticket_index)} (entry {w.entry_id})
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
