import { type ReactNode, useId } from 'react';
import { cardClass } from '@/components/styles.ts';

interface FormSectionProps {
  title: string;
  description?: string;
  columns?: 1 | 2;
  children: ReactNode;
  /** The card's own save (a SaveBar): a form that is one card saves from inside it (decision 053). */
  footer?: ReactNode;
}

/** A titled group of fields inside a form (a <fieldset>, so screen readers announce the group). */
export function FormSection({ title, description, columns = 2, children, footer }: FormSectionProps) {
  const descriptionId = useId();
  return (
    <fieldset
      className={`${cardClass} min-w-0 p-5 sm:p-6`}
      aria-describedby={description ? descriptionId : undefined}
    >
      <legend className="sr-only">{title}</legend>
      <div className="mb-4">
        <p aria-hidden="true" className="font-semibold text-white">
          {title}
        </p>
        {description ? (
          <p id={descriptionId} className="mt-0.5 text-sm text-slate-400">
            {description}
          </p>
        ) : null}
      </div>
      <div className={`grid gap-4 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>{children}</div>
      {footer}
    </fieldset>
  );
}
