import { type ReactNode, useId } from 'react';
import { cardClass } from '@/components/styles.ts';

/** A titled card on the member page (a region named by its heading). */
export function Panel({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${cardClass} min-w-0 p-5 sm:p-6`}>
      <h3 id={id} className="font-semibold text-white">
        {title}
      </h3>
      {description ? <p className="mt-0.5 text-sm text-slate-400">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
