import type { CurrentUser } from '@podium/shared/common/user';
import { casinoUpdateSchema } from '@podium/shared/profile/schemas';
import { useSettings } from '@/api/get-site-settings.ts';
import { TextField } from '@/components/form/TextField.tsx';
import { useCasinoAccounts } from '@/features/account/api/get-casino-accounts.ts';
import { useUpdateForm } from '@/features/account/use-update-form.ts';
import { CasinoAccountState } from './CasinoAccountState.tsx';
import { SaveButton } from './SaveButton.tsx';

/** The three casino usernames, labelled by the site's casino labels, each with its account's state (042). */
export function CasinoForm({ user }: { user: CurrentUser }) {
  const labels = useSettings().data?.casino;
  const accounts = useCasinoAccounts().data ?? [];
  const { values, set, errors, submit, saving, id } = useUpdateForm('casino', casinoUpdateSchema, {
    crypto: user.crypto ?? '',
    crypto2: user.crypto2 ?? '',
    crypto3: user.crypto3 ?? '',
  });
  const fields = [
    { name: 'crypto', label: labels?.crypto1_label ?? 'Casino 1 Username' },
    { name: 'crypto2', label: labels?.crypto2_label ?? 'Casino 2 Username' },
    { name: 'crypto3', label: labels?.crypto3_label ?? 'Casino 3 Username' },
  ] as const;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <h3 className="font-bold text-white">Casino Usernames</h3>
      <div className="grid gap-4 md:grid-cols-3">
        {fields.map((f) => (
          <div key={f.name}>
            <TextField
              id={id(f.name)}
              name={f.name}
              autoComplete="off"
              label={f.label}
              value={values[f.name]}
              onChange={(v) => set(f.name, v)}
              error={errors[f.name]}
            />
            <CasinoAccountState account={accounts.find((a) => a.field === f.name)} typed={values[f.name]} />
          </div>
        ))}
      </div>
      <SaveButton saving={saving} label="Save Connections" />
    </form>
  );
}
