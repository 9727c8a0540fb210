import type { ReactNode } from 'react';
import { inputClass } from '@/components/styles.ts';
import { Field } from './Field.tsx';

interface DateTimeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
}

/**
 * A date and time in UTC (<input type="datetime-local">, with `isoToUtcInput`/`utcInputToIso`): the
 * admin panel reads and takes every moment in UTC (decision 053); the hint says so.
 */
export function DateTimeField({ id, label, value, onChange, error, hint, required }: DateTimeFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={
        <>
          {hint}
          {hint ? ' ' : null}In UTC.
        </>
      }
    >
      {(describedBy) => (
        <input
          id={id}
          type="datetime-local"
          value={value}
          required={required}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} [color-scheme:dark]`}
        />
      )}
    </Field>
  );
}
