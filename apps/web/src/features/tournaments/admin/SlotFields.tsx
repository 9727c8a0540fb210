import { typedNumberField } from '@podium/shared/common/typed-number';
import { tournamentAdminMessages as am } from '@podium/shared/tournaments/admin-messages';
import type { SlotInput } from '@podium/shared/tournaments/schemas';
import { TextField } from '@/components/form/TextField.tsx';
import type { ErrorMap } from '@/lib/form-errors.ts';

export interface SlotText {
  key: number;
  name: string;
  user: string;
}

/**
 * The slots as the API takes them, and the errors the schema cannot see: a member id is read through
 * typed-number (whole, optional), so "abc" is an error under its field, never "no member".
 */
export function readSlots(slots: readonly SlotText[]): { slots: SlotInput[]; extra: ErrorMap } {
  const extra: ErrorMap = {};
  const out = slots.map((s, i) => {
    const user = typedNumberField(s.user, { required: false, whole: true });
    if (user.error) extra[`slots.${i}.user_id`] = user.error;
    return { name: s.name, user_id: user.value };
  });
  return { slots: out, extra };
}

/** Seeds (1-based) of every slot sharing a name with another, by trimmed, case-insensitive name. */
function duplicateSeeds(slots: readonly SlotText[]): Map<string, number[]> {
  const seeds = new Map<string, number[]>();
  slots.forEach((s, i) => {
    const key = s.name.trim().toLowerCase();
    if (key) seeds.set(key, [...(seeds.get(key) ?? []), i + 1]);
  });
  return seeds;
}

/**
 * Each slot's name and member id, with its errors under it (`slots.<i>.name`, `slots.<i>.user_id`,
 * from the server or the form) and a note, not an error, under a name another slot has too.
 */
export function SlotFields(props: {
  slots: readonly SlotText[];
  onChange: (index: number, change: Partial<SlotText>) => void;
  errors: ErrorMap;
  id: (path: string) => string;
}) {
  const { slots, onChange, errors, id } = props;
  const seeds = duplicateSeeds(slots);
  return (
    <>
      {slots.map((slot, i) => {
        const same = seeds.get(slot.name.trim().toLowerCase()) ?? [];
        return (
          <div key={slot.key} className="grid grid-cols-[1fr_7rem] gap-2">
            <TextField
              id={id(`slots.${i}.name`)}
              label={`Slot ${i + 1}`}
              value={slot.name}
              onChange={(v) => onChange(i, { name: v })}
              maxLength={120}
              error={errors[`slots.${i}.name`]}
              hint={same.length > 1 ? am.duplicateSlot(same) : undefined}
            />
            <TextField
              id={id(`slots.${i}.user_id`)}
              label={am.memberId}
              inputMode="numeric"
              value={slot.user}
              onChange={(v) => onChange(i, { user: v })}
              error={errors[`slots.${i}.user_id`]}
            />
          </div>
        );
      })}
    </>
  );
}
