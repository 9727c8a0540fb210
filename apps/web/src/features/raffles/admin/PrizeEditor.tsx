import { prizeTypes } from '@podium/shared/common/prizes';
import { SelectField } from '@/components/form/SelectField.tsx';
import { SwitchField } from '@/components/form/SwitchField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { ordinal } from '@/features/raffles/format.ts';
import type { ErrorMap } from '@/lib/form-errors.ts';
import type { PrizeValues } from './prize-values.ts';

const typeOptions = prizeTypes.map((t) => ({ value: t, label: t[0]!.toUpperCase() + t.slice(1) }));
const valueLabel = { cash: 'Dollars', points: 'Points', custom: 'Value' } as const;

interface PrizeEditorProps {
  on: boolean;
  prizes: PrizeValues[];
  errors: ErrorMap;
  id: (path: string) => string;
  onToggle: (on: boolean) => void;
  onChange: (index: number, patch: Partial<PrizeValues>) => void;
}

/**
 * The raffle's prize per place (decision 044): one row per winner, kept in step with the number of
 * winners by the form. Cash is paid through the payout queue, points through the ledger, when drawn;
 * a custom prize is shown and handed over by hand.
 */
export function PrizeEditor({ on, prizes, errors, id, onToggle, onChange }: PrizeEditorProps) {
  return (
    <fieldset className="space-y-3" aria-describedby={errors.prizes ? id('prizes') : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-200">Prizes</legend>
      <SwitchField
        id={id('prizes_on')}
        label="A prize per place"
        description="Paid when the raffle is drawn: cash to the payout queue, points to the winner's balance."
        checked={on}
        onChange={onToggle}
      />
      {on ? (
        <ol className="space-y-2" aria-label="Prizes by place">
          {prizes.map((p, i) => (
            <li
              key={p.key}
              className="grid gap-2 rounded-xl border border-white/10 p-3 sm:grid-cols-[7rem_8rem_1fr]"
            >
              <SelectField
                id={id(`prizes.${i}.prize_type`)}
                label={`${ordinal(i + 1)} place`}
                value={p.type}
                options={typeOptions}
                onChange={(type) => onChange(i, { type })}
              />
              <TextField
                id={id(`prizes.${i}.prize_value`)}
                label={valueLabel[p.type]}
                value={p.type === 'custom' ? '' : p.value}
                disabled={p.type === 'custom'}
                onChange={(value) => onChange(i, { value })}
                error={errors[`prizes.${i}.prize_value`]}
                inputMode={p.type === 'cash' ? 'decimal' : 'numeric'}
              />
              <TextField
                id={id(`prizes.${i}.description`)}
                label="Description"
                value={p.description}
                onChange={(description) => onChange(i, { description })}
                error={errors[`prizes.${i}.description`]}
                maxLength={200}
                placeholder={p.type === 'custom' ? 'What the winner gets' : 'Optional, e.g. Casino tip'}
              />
            </li>
          ))}
        </ol>
      ) : null}
      {errors.prizes ? (
        <p id={id('prizes')} className="text-xs font-medium text-rose-300">
          {errors.prizes}
        </p>
      ) : null}
    </fieldset>
  );
}
