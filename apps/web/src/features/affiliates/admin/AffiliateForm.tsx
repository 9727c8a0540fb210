import {
  type Affiliate,
  type AffiliateInput,
  affiliateInputSchema,
  affiliatesMessages,
} from '@podium/shared/affiliates/schemas';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog/Dialog.tsx';
import { ListEditor } from '@/components/form/ListEditor.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { AffiliateLogo } from './AffiliateLogo.tsx';
import { useCreateAffiliate } from './api/create-affiliate.ts';
import { useUpdateAffiliate } from './api/update-affiliate.ts';

const MAX_BENEFITS = 8;

const emptyAffiliate: AffiliateInput = { name: '', logo_url: '', code: '', benefits: [''], redirect_url: '' };

const toInput = ({ id: _id, ...input }: Affiliate): AffiliateInput => input;

interface AffiliateFormProps {
  affiliate: Affiliate | null;
  onDone: () => void;
}

/** Create or edit an affiliate; benefits are an editable list (blank rows are dropped on save). */
export function AffiliateForm({ affiliate, onDone }: AffiliateFormProps) {
  const [values, setValues] = useState<AffiliateInput>(() =>
    affiliate ? toInput(affiliate) : emptyAffiliate,
  );
  const form = useFieldErrors('affiliate');
  const create = useCreateAffiliate();
  const update = useUpdateAffiliate();
  const pending = create.isPending || update.isPending;

  const edit = (path: keyof AffiliateInput, value: string) => {
    form.clear(path);
    setValues((current) => ({ ...current, [path]: value }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const cleaned = { ...values, benefits: values.benefits.filter((b) => b.trim() !== '') };
    setValues(cleaned);
    const input = form.validate(affiliateInputSchema, cleaned);
    if (!input) return;
    const callbacks = {
      onSuccess: (envelope: { message: string | null }) => {
        toast.success(
          envelope.message ?? (affiliate ? affiliatesMessages.saved : affiliatesMessages.created),
        );
        onDone();
      },
      onError: (error: unknown) => {
        form.showServerErrors(error);
        toast.error(errorMessage(error));
      },
    };
    if (affiliate) update.mutate({ id: affiliate.id, input }, callbacks);
    else create.mutate(input, callbacks);
  };

  const text = (path: 'name' | 'logo_url' | 'code' | 'redirect_url') => ({
    id: form.id(path),
    value: values[path],
    error: form.errors[path],
    onChange: (v: string) => edit(path, v),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...text('name')} label="Name" maxLength={60} required autoComplete="off" />
        <TextField
          {...text('code')}
          label="Code"
          maxLength={40}
          autoComplete="off"
          hint="The promo code members use."
        />
      </div>
      <div className="flex items-end gap-3">
        <TextField
          {...text('logo_url')}
          label="Logo URL"
          className="flex-1"
          placeholder="https://… or /affiliates/logo.svg"
          hint="Optional. A full link or a path on this site."
        />
        <div className="mb-6">
          <AffiliateLogo name={values.name} src={values.logo_url.trim()} size="md" />
        </div>
      </div>
      <TextField
        {...text('redirect_url')}
        label="Join link"
        type="url"
        inputMode="url"
        required
        placeholder="https://casino.example/?ref=code"
        hint="Where the card's join button sends members."
      />
      <ListEditor
        idPrefix={form.id('benefits')}
        legend="Benefits"
        items={values.benefits}
        onChange={(benefits) => {
          form.clear('benefits');
          setValues((current) => ({ ...current, benefits }));
        }}
        itemLabel={(i) => `Benefit ${i + 1}`}
        addLabel="Add benefit"
        max={MAX_BENEFITS}
        error={form.errors.benefits}
        rowErrors={(i) => form.errors[`benefits.${i}`]}
        emptyText="No benefits listed."
        placeholder="e.g. 10% rakeback"
      />
      <DialogActions submitLabel={affiliate ? 'Save affiliate' : 'Create affiliate'} pending={pending} />
    </form>
  );
}
