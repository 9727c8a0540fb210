/** 'Try Again' after a failed load. */
export function RetryButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      className="rounded-lg border border-white/15 px-4 py-2 font-bold text-slate-100 hover:border-primary/60 disabled:opacity-60"
    >
      {busy ? 'Loading…' : 'Try Again'}
    </button>
  );
}
