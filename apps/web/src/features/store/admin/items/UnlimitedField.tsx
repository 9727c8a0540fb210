import { useRef } from 'react';
import { Field } from '@/components/form/Field.tsx';
import { inputClass } from '@/components/styles.ts';

interface UnlimitedFieldProps {
  id: string;
  label: string;
  /** Completes the checkbox's name "Unlimited …": "stock", "purchases per member". */
  unlimitedWhat: string;
  value: string;
  unlimited: boolean;
  onChange: (value: string) => void;
  onUnlimitedChange: (unlimited: boolean) => void;
  error?: string | undefined;
  hint?: string;
}

/** A whole number, or 'Unlimited' with the checkbox beside it (the number is then not used). */
export function UnlimitedField(props: UnlimitedFieldProps) {
  const { id, label, unlimitedWhat, value, unlimited, onChange, onUnlimitedChange, error, hint } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <div className="flex items-center gap-3">
          <input
            ref={inputRef}
            id={id}
            inputMode="numeric"
            autoComplete="off"
            value={unlimited ? '' : value}
            placeholder={unlimited ? 'Unlimited' : undefined}
            disabled={unlimited}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${inputClass} min-w-0 flex-1`}
          />
          <label className="flex shrink-0 cursor-pointer items-center gap-2 text-sm text-slate-200">
            <input
              id={`${id}-unlimited`}
              type="checkbox"
              checked={unlimited}
              aria-label={`Unlimited ${unlimitedWhat}`}
              onChange={(e) => {
                onUnlimitedChange(e.target.checked);
                // Turning the limit back on: type the number straight away.
                if (!e.target.checked) requestAnimationFrame(() => inputRef.current?.focus());
              }}
              className="h-4 w-4 cursor-pointer accent-secondary"
            />
            Unlimited
          </label>
        </div>
      )}
    </Field>
  );
}
