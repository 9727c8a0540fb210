import { buttonClass } from '@/components/styles.ts';

interface SaveBarProps {
  dirty: boolean;
  pending: boolean;
  onDiscard: () => void;
  submitLabel?: string;
}

/** The sticky footer of a page form: unsaved-changes hint, Discard and Save (disabled while saving). */
export function SaveBar({ dirty, pending, onDiscard, submitLabel = 'Save changes' }: SaveBarProps) {
  const status = pending ? 'Saving…' : dirty ? 'Unsaved changes' : 'All changes saved';
  return (
    <div className="sticky bottom-3 z-10 mt-6 flex items-center justify-between gap-2 rounded-2xl border border-white/10 bg-slate-900/90 p-2 pl-4 shadow-xl shadow-black/30 backdrop-blur sm:p-3 sm:pl-5">
      <p className="flex min-w-0 items-center gap-2 text-xs text-slate-400 sm:text-sm" aria-live="polite">
        <span
          aria-hidden="true"
          className={`h-2 w-2 shrink-0 rounded-full ${dirty ? 'bg-amber-400' : 'bg-emerald-400'}`}
        />
        {status}
      </p>
      <div className="flex shrink-0 gap-1 sm:gap-2">
        <button
          type="button"
          className={buttonClass('ghost')}
          onClick={onDiscard}
          disabled={!dirty || pending}
        >
          <span>
            Discard<span className="hidden sm:inline"> changes</span>
          </span>
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </button>
      </div>
    </div>
  );
}
