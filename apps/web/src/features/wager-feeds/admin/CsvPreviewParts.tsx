import { formatMoney } from '@podium/shared/common/money';
import type { WagerCsvReading } from '@podium/shared/wager-feeds/csv';
import { wagerFeedMessages } from '@podium/shared/wager-feeds/messages';
import type { ReactNode } from 'react';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl border border-white/5 bg-slate-950/30 px-3 py-2">
      <dt className="text-[0.7rem] font-medium uppercase tracking-wider text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-200">{children}</dd>
    </div>
  );
}

/** What the file holds: lines read, players, total wagered; its bad lines and unread columns. */
export function PreviewSummary({ reading, errors }: { reading: WagerCsvReading; errors: string[] }) {
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="File preview">
        <Figure label="Lines read">{reading.linesRead}</Figure>
        <Figure label="Players">{reading.rows.length}</Figure>
        <Figure label="Total wagered">{formatMoney(reading.totalCents / 100)}</Figure>
        <Figure label="Lines with errors">{reading.badLines}</Figure>
      </dl>
      {errors.length > 0 ? (
        <div role="alert" className="rounded-xl border border-rose-400/20 bg-rose-400/5 px-3 py-2 text-sm">
          <p className="font-medium text-rose-200">{wagerFeedMessages.badCsv}</p>
          <ul className="mt-1 max-h-48 list-disc overflow-y-auto pl-5 text-rose-100">
            {errors.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {reading.badLines > errors.length ? (
            <p className="mt-1 text-rose-200">…and {reading.badLines - errors.length} more</p>
          ) : null}
        </div>
      ) : null}
      {reading.extraColumns.length > 0 ? (
        <p className="rounded-xl border border-amber-400/20 bg-amber-400/5 px-3 py-2 text-sm text-amber-100">
          Columns not read (ignored): {reading.extraColumns.join(', ')}. The columns read are username,
          wagered and favourite game.
        </p>
      ) : null}
    </div>
  );
}

interface Option {
  key: string;
  label: string;
  hint: string;
  checked: boolean;
  onSelect: () => void;
}

/** A radio group with a legend, each option with a hint; its error under the legend. */
export function Choice({
  legend,
  error,
  id,
  children,
}: {
  legend: string;
  error: string | undefined;
  id: string;
  children: Option[];
}) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-white">{legend}</legend>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-rose-300">
          {error}
        </p>
      ) : null}
      {children.map((o, i) => (
        <label
          key={o.key}
          className="flex cursor-pointer items-start gap-3 rounded-xl border border-white/10 bg-slate-950/50 px-4 py-3 has-checked:border-primary/70"
        >
          <input
            id={i === 0 ? id : undefined}
            type="radio"
            name={id}
            value={o.key}
            checked={o.checked}
            onChange={o.onSelect}
            aria-invalid={error ? true : undefined}
            className="mt-1 accent-primary"
          />
          <span>
            <span className="block text-sm font-medium text-white">{o.label}</span>
            <span className="block text-xs text-slate-400">{o.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
