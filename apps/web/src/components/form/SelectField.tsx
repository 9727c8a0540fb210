import { inputClass } from '@/components/styles.ts';
import { Field } from './Field.tsx';

interface SelectFieldProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  error?: string | undefined;
  hint?: string | undefined;
  layout?: 'stacked' | 'row';
  className?: string;
}

export function SelectField<T extends string>(props: SelectFieldProps<T>) {
  const { id, label, value, options, onChange, error, hint, layout, className } = props;
  return (
    <Field id={id} label={label} error={error} hint={hint} layout={layout} className={className}>
      {(describedBy) => (
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value as T)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} cursor-pointer`}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
