import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { inputClass } from '@/components/styles.ts';
import { Field } from './Field.tsx';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'className' | 'prefix'
>;

interface TextFieldProps extends InputProps {
  /** The input's id, when the form addresses the field (focus on error); made up otherwise. */
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** Text shown before the input, such as "@"; decorative, since the label says what goes in. */
  prefix?: string;
  className?: string;
}

/** A labelled text input with its hint and its error under it (both announced through aria-describedby). */
export function TextField(props: TextFieldProps) {
  const { id: givenId, label, value, onChange, error, hint, prefix, className, ...rest } = props;
  const madeId = useId();
  const id = givenId ?? madeId;
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(describedBy) => {
        const input = (
          <input
            {...rest}
            id={id}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass}
          />
        );
        if (!prefix) return input;
        return (
          <div className="flex items-center gap-2">
            <span aria-hidden="true" className="text-slate-400">
              {prefix}
            </span>
            {input}
          </div>
        );
      }}
    </Field>
  );
}
