import { useId } from 'react';

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  placeholder?: string;
  prefix?: string;
}

export const inputClass =
  'w-full rounded-xl border border-white/10 bg-slate-950/60 px-3 py-2.5 text-white placeholder:text-slate-500 focus:border-primary/70 focus:outline-none aria-invalid:border-rose-400/70';

/** A labelled text input with its error under it (announced through aria-describedby). */
export function TextField({ name, label, value, onChange, error, placeholder, prefix }: TextFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-200">
        {label}
      </label>
      <div className="flex items-center gap-2">
        {prefix ? (
          <span aria-hidden="true" className="text-slate-400">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
        />
      </div>
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="text-sm text-rose-300">
      {message}
    </p>
  );
}
