import { PauseIcon } from '@/components/icons/ui-icons.tsx';

/** SPEC §2: shown when the selected platform is paused, with its message if any. */
export function PausedBanner({ message }: { message: string | null }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-2xl border border-amber-400/40 bg-amber-500/10 px-5 py-4 text-amber-100"
    >
      <PauseIcon size={24} className="mt-0.5 shrink-0 text-amber-300" />
      <div>
        <p className="font-bold text-amber-200">Leaderboard Paused</p>
        {message ? <p className="mt-0.5 text-sm text-amber-100/90">{message}</p> : null}
      </div>
    </div>
  );
}
