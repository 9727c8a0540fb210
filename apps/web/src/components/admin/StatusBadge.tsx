import { type PillTone, pillClass } from '@/components/Pill.tsx';

export type BadgeTone = PillTone;

interface StatusBadgeProps {
  /** The state in sentence case, as people say it: "Active", "Drawn", "Auto draw", "Predictions open". */
  children: string;
  tone?: BadgeTone;
  /** More about the state, on hover ("Banned since …"). */
  title?: string | undefined;
}

/**
 * The admin panel's one status badge (decision 053): every state, role and flag a section shows beside
 * a row is this, in sentence case. `data-admin-badge` marks it for the shared component test.
 */
export function StatusBadge({ children, tone = 'neutral', title }: StatusBadgeProps) {
  return (
    <span data-admin-badge="" title={title} className={pillClass(tone)}>
      {children}
    </span>
  );
}
