import { type ReactNode, useId } from 'react';
import { inputClass } from '@/components/styles.ts';
import { Field } from './Field.tsx';

interface TextAreaFieldProps {
  /** The textarea's id, when the form addresses the field (focus on error); made up otherwise. */
  id?: string;
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** Beside the label, such as a live character count. */
  aside?: ReactNode;
  maxLength?: number;
  rows?: number;
  placeholder?: string;
  className?: string;
}

/** A labelled multi-line input with its hint and its error (announced through aria-describedby). */
export function TextAreaField(props: TextAreaFieldProps) {
  const { id: givenId, label, value, onChange, error, hint, aside, className, ...rest } = props;
  const madeId = useId();
  const id = givenId ?? madeId;
  return (
    <Field id={id} label={label} error={error} hint={hint} aside={aside} className={className}>
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
