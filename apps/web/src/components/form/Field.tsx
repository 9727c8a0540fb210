import type { ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Beside the label on its right, such as a live character count; it describes the control too. */
  aside?: ReactNode;
  /** 'row' puts the label and hint beside the control (from the sm breakpoint). */
  layout?: 'stacked' | 'row';
  children: (describedBy: string | undefined) => ReactNode;
  className?: string | undefined;
}

/** A label, the control and its hint or error; the control is told which ids describe it. */
export function Field(props: FieldProps) {
  const { id, label, error, hint, aside, layout = 'stacked', children, className } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const asideId = aside ? `${id}-aside` : undefined;
  const describedBy = [errorId, hintId, asideId].filter(Boolean).join(' ') || undefined;
  const labelEl = (
    <label htmlFor={id} className="block text-sm font-medium text-slate-200">
      {label}
    </label>
  );
  const asideEl = aside ? (
    <span id={asideId} className="text-xs text-slate-400 tabular-nums">
      {aside}
    </span>
  ) : null;
  const hintEl = hint ? (
    <p id={hintId} className={`text-xs text-slate-400 ${layout === 'row' ? 'mt-0.5' : 'mt-1.5'}`}>
      {hint}
    </p>
  ) : null;
  const errorEl = error ? (
    <p id={errorId} className="mt-1.5 text-xs font-medium text-rose-300">
      {error}
    </p>
  ) : null;

  if (layout === 'row') {
    return (
      <div className={`grid gap-1.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-x-4 ${className ?? ''}`}>
        <div className="sm:pt-2">
          {labelEl}
          {asideEl}
          {hintEl}
        </div>
        <div className="min-w-0">
          {children(describedBy)}
          {errorEl}
        </div>
      </div>
    );
  }
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-end justify-between gap-3">
        {labelEl}
        {asideEl}
      </div>
      {children(describedBy)}
      {errorEl}
      {hintEl}
    </div>
  );
}
