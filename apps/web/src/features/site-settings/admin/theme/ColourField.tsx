import { Field } from '@/components/form/Field.tsx';
import { inputClass } from '@/components/styles.ts';
import { applyPickedHex, parseColour, toHex } from './colour.ts';

interface ColourFieldProps {
  id: string;
  label: string;
  hint?: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** A colour picker and a text field side by side; the text field also takes rgba() and hsl(). */
export function ColourField({ id, label, hint, value, error, onChange }: ColourFieldProps) {
  const parsed = parseColour(value);
  return (
    <Field id={id} label={label} hint={hint} error={error} layout="row">
      {(describedBy) => (
        <div className="flex items-center gap-2">
          <span className="relative h-10 w-12 shrink-0 overflow-hidden rounded-lg border border-white/15 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent bg-[repeating-conic-gradient(#475569_0_25%,#1e293b_0_50%)] bg-[length:12px_12px] bg-clip-padding">
            <span
              aria-hidden="true"
              className="absolute inset-0"
              style={{ background: parsed ? value : 'transparent' }}
            />
            <input
              type="color"
              aria-label={`${label} picker`}
              value={parsed ? toHex(parsed) : '#000000'}
              onChange={(e) => onChange(applyPickedHex(value, e.target.value))}
              className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
            />
          </span>
          <input
            id={id}
            type="text"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${inputClass} font-mono`}
          />
        </div>
      )}
    </Field>
  );
}
