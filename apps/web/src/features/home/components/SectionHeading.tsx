import type { ReactNode } from 'react';
import { eyebrowClass, sectionHeadingClass } from './styles.ts';

/** A small label above a section title, with optional actions on the right. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <p className={eyebrowClass}>{eyebrow}</p>
        <h2 id={id} className={sectionHeadingClass}>
          {title}
        </h2>
      </div>
      {children}
    </div>
  );
}
