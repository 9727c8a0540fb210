/** A label over a big number. */
export function StatTile({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-white/5 bg-slate-950/50 px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-slate-400 uppercase">{label}</dt>
      <dd className="text-xl font-black text-white">{value}</dd>
    </div>
  );
}
