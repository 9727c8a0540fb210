import type { ReactNode } from 'react';
import { Field } from './Field.tsx';
import { inputClass } from './styles.ts';

interface TextAreaFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  maxLength?: number;
  rows?: number;
  placeholder?: string;
  className?: string;
}

export function TextAreaField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  className,
  ...rest
}: TextAreaFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(describedBy) => (
        <textarea
          {...rest}
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} resize-y`}
        />
      )}
    </Field>
  );
}
