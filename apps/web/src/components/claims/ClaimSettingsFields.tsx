import { MAX_AUTO_REDRAWS, MAX_CLAIM_WINDOW_HOURS } from '@podium/shared/draws/claim-words';
import { SwitchField } from '@/components/form/SwitchField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import type { ClaimValues } from './claim-values.ts';

interface ClaimSettingsFieldsProps {
  values: ClaimValues;
  errors: Record<string, string | undefined>;
  id: (path: string) => string;
  onChange: (patch: Partial<ClaimValues>, path: string) => void;
}

/**
 * The claim window and automatic re-draws (decision 064), in the raffle and wager raffle forms alike:
 * off by default (prizes are awarded at the draw); on, winners claim within N hours or the prize is
 * re-drawn, at most the allowed number of times.
 */
export function ClaimSettingsFields({ values, errors, id, onChange }: ClaimSettingsFieldsProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1.5 text-sm font-medium text-slate-200">Prize claims</legend>
      <SwitchField
        id={id('claim_window_hours_on')}
        label="Winners must claim"
        description="Winners claim their prize on the site; it is awarded when they claim."
        checked={values.claimOn}
        onChange={(on) => onChange({ claimOn: on }, 'claim_window_hours')}
      />
      {values.claimOn ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={id('claim_window_hours')}
            label="Winners must claim within (hours)"
            inputMode="numeric"
            value={values.claimHours}
            error={errors.claim_window_hours}
            onChange={(v) => onChange({ claimHours: v }, 'claim_window_hours')}
            hint={`1 to ${MAX_CLAIM_WINDOW_HOURS} hours from the draw.`}
          />
          <TextField
            id={id('auto_redraws_allowed')}
            label="Automatic re-draws allowed"
            inputMode="numeric"
            value={values.autoRedraws}
            error={errors.auto_redraws_allowed}
            onChange={(v) => onChange({ autoRedraws: v }, 'auto_redraws_allowed')}
            hint={`0 to ${MAX_AUTO_REDRAWS}. An unclaimed prize is re-drawn "not claimed in time"; after that it stays unawarded.`}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
