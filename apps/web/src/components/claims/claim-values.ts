import { typedNumberField } from '@podium/shared/common/typed-number';
import type { ErrorMap } from '@/lib/form-errors.ts';

/** The two claim settings (decision 064) as an admin form edits them: on/off, then numbers as typed. */
export interface ClaimValues {
  claimOn: boolean;
  claimHours: string;
  autoRedraws: string;
}

export const emptyClaimValues = (): ClaimValues => ({ claimOn: false, claimHours: '24', autoRedraws: '1' });

export const toClaimValues = (s: { claim_window_hours: number | null; auto_redraws_allowed: number }) => ({
  claimOn: s.claim_window_hours !== null,
  claimHours: s.claim_window_hours === null ? '24' : String(s.claim_window_hours),
  autoRedraws: String(s.auto_redraws_allowed),
});

/** The input fields; "not a number" goes to `extra` (the shared schema says what is out of range). */
export function toClaimInput(
  values: ClaimValues,
  extra: ErrorMap,
): { claim_window_hours: number | null; auto_redraws_allowed: number } {
  if (!values.claimOn) return { claim_window_hours: null, auto_redraws_allowed: 0 };
  const hours = typedNumberField(values.claimHours, { whole: true, required: true });
  const redraws = typedNumberField(values.autoRedraws, { whole: true, required: true });
  if (hours.error) extra.claim_window_hours = hours.error;
  if (redraws.error) extra.auto_redraws_allowed = redraws.error;
  // A bad number is in `extra`, which stops the form before it sends these.
  return { claim_window_hours: hours.value, auto_redraws_allowed: redraws.value ?? 0 };
}
