import { type InputHTMLAttributes, useId } from 'react';
import { SearchIcon } from './icons/ui-icons.tsx';
import { fieldClass } from './styles.ts';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'className'>;

interface SearchBoxProps extends InputProps {
  /** The box's accessible name ("Search players"). */
  label: string;
  /** Shows the label above the box (an admin filter); otherwise only screen readers hear it. */
  showLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** Sizes the box (its width); it fills its container by default. */
  className?: string;
}

/** A labelled search box (role "searchbox") with a search icon; public and admin lists alike. */
export function SearchBox({ label, showLabel, value, onChange, className, id, ...rest }: SearchBoxProps) {
  const madeId = useId();
  const inputId = id ?? madeId;
  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        className={showLabel ? 'mb-1.5 block text-sm font-medium text-slate-200' : 'sr-only'}
      >
        {label}
      </label>
      <div className="relative">
        <SearchIcon
          size={18}
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500"
        />
        <input
          autoComplete="off"
          {...rest}
          id={inputId}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={`${fieldClass} py-2.5 pr-3 pl-10`}
        />
      </div>
    </div>
  );
}
