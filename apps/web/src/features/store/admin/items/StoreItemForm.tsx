import { storeMessages } from '@podium/shared/store/messages';
import {
  type AdminStoreItem,
  type StoreItemInput,
  type StoreItemKind,
  storeItemInputSchema,
} from '@podium/shared/store/schemas';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog/Dialog.tsx';
import { SelectField } from '@/components/form/SelectField.tsx';
import { SwitchField } from '@/components/form/SwitchField.tsx';
import { TextAreaField } from '@/components/form/TextAreaField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { ItemImage } from '@/features/store/components/ItemImage.tsx';
import { type ErrorMap, errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useCreateStoreItem } from './api/create-store-item.ts';
import { useUpdateStoreItem } from './api/update-store-item.ts';
import { UnlimitedField } from './UnlimitedField.tsx';

/** What the form edits: numbers as typed, and the two 'Unlimited' checkboxes. */
interface Values {
  name: string;
  description: string;
  image: string;
  cost: string;
  quantity: string;
  unlimitedStock: boolean;
  limit: string;
  unlimitedLimit: boolean;
  is_active: boolean;
  kind: StoreItemKind;
  cash_amount: string;
}

/** What buying the item gives (decision 043). */
const kindOptions = [
  { value: 'item', label: 'An item a moderator hands out' },
  { value: 'cash', label: 'Cash paid to the member’s casino account' },
] as const satisfies readonly { value: StoreItemKind; label: string }[];

const empty: Values = {
  name: '',
  description: '',
  image: '',
  cost: '',
  quantity: '10',
  unlimitedStock: false,
  limit: '1',
  unlimitedLimit: true,
  is_active: true,
  kind: 'item',
  cash_amount: '',
};

const toValues = (item: AdminStoreItem): Values => ({
  name: item.name,
  description: item.description,
  image: item.image ?? '',
  cost: String(item.cost),
  quantity: item.quantity === null ? '' : String(item.quantity),
  unlimitedStock: item.quantity === null,
  limit: item.max_purchases_per_user === null ? '' : String(item.max_purchases_per_user),
  unlimitedLimit: item.max_purchases_per_user === null,
  is_active: item.is_active,
  kind: item.kind,
  cash_amount: item.cash_amount === null ? '' : item.cash_amount.toFixed(2),
});

/** Dollars as typed ("10", "12.50"); NaN when it is not a number. */
const dollars = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The input the API takes, and the errors the schema cannot express ("not a number"). */
function toInput(values: Values): { input: Record<string, unknown>; extra: ErrorMap } {
  const cost = wholeNumber(values.cost);
  const quantity = values.unlimitedStock ? null : wholeNumber(values.quantity);
  const limit = values.unlimitedLimit ? null : wholeNumber(values.limit);
  const extra: ErrorMap = {};
  if (Number.isNaN(cost)) extra.cost = 'Enter a cost in points';
  if (Number.isNaN(quantity)) extra.quantity = 'Enter the stock (0 or more), or tick Unlimited';
  if (Number.isNaN(limit)) extra.max_purchases_per_user = 'Enter a limit (1 or more), or tick Unlimited';
  const cash = values.kind === 'cash' ? dollars(values.cash_amount) : null;
  if (Number.isNaN(cash)) extra.cash_amount = 'Enter the amount in dollars';
  const input = {
    name: values.name,
    description: values.description,
    image: values.image,
    cost,
    quantity,
    max_purchases_per_user: limit,
    is_active: values.is_active,
    kind: values.kind,
    cash_amount: cash,
  };
  return { input, extra };
}

/** Create or edit a store item: what it is, its price, stock and per-member limit. */
export function StoreItemForm({ item, onDone }: { item: AdminStoreItem | null; onDone: () => void }) {
  const [values, setValues] = useState<Values>(() => (item ? toValues(item) : empty));
  const form = useFieldErrors('store-item');
  const create = useCreateStoreItem();
  const update = useUpdateStoreItem();
  const pending = create.isPending || update.isPending;

  const set = <K extends keyof Values>(key: K, value: Values[K], path: string = key) => {
    form.clear(path);
    setValues((current) => ({ ...current, [key]: value }));
  };
  const text = (path: 'name' | 'description' | 'image' | 'cost') => ({
    id: form.id(path),
    value: values[path],
    error: form.errors[path],
    onChange: (value: string) => set(path, value),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { input: raw, extra } = toInput(values);
    const input: StoreItemInput | null = form.validate(storeItemInputSchema, raw, extra);
    if (!input) return;
    const callbacks = {
      onSuccess: (envelope: { message: string | null }) => {
        toast.success(envelope.message ?? (item ? storeMessages.itemSaved : storeMessages.itemCreated));
        onDone();
      },
      onError: (error: unknown) => {
        form.showServerErrors(error);
        toast.error(errorMessage(error));
      },
    };
    if (item) update.mutate({ id: item.id, input }, callbacks);
    else create.mutate(input, callbacks);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField {...text('name')} label="Name" maxLength={80} required autoComplete="off" />
      <TextAreaField
        {...text('description')}
        label="Description"
        rows={3}
        maxLength={1000}
        hint="Optional. Shown on the item's card in the store."
      />
      <div className="flex items-end gap-3">
        <TextField
          {...text('image')}
          label="Image"
          className="min-w-0 flex-1"
          maxLength={500}
          autoComplete="off"
          placeholder="https://… or /store/item.png"
          hint="Optional. A full link or a path on this site."
        />
        <div className="mb-6">
          <ItemImage
            src={values.image.trim() || null}
            className="size-14 shrink-0 rounded-xl border border-white/10"
          />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...text('cost')}
          label="Cost (points)"
          inputMode="numeric"
          required
          autoComplete="off"
          className="sm:col-span-2"
        />
        <SelectField
          id={form.id('kind')}
          label="Buying it gives"
          value={values.kind}
          options={kindOptions}
          onChange={(kind) => set('kind', kind)}
          error={form.errors.kind}
          hint="Cash goes to the payout queue with the casino the member picks."
        />
        {values.kind === 'cash' ? (
          <TextField
            id={form.id('cash_amount')}
            label="Amount (dollars)"
            value={values.cash_amount}
            error={form.errors.cash_amount}
            onChange={(value) => set('cash_amount', value)}
            inputMode="decimal"
            required
            autoComplete="off"
          />
        ) : (
          <div aria-hidden="true" className="hidden sm:block" />
        )}
        <UnlimitedField
          id={form.id('quantity')}
          label="Stock"
          unlimitedWhat="stock"
          value={values.quantity}
          unlimited={values.unlimitedStock}
          onChange={(v) => set('quantity', v)}
          onUnlimitedChange={(on) => set('unlimitedStock', on, 'quantity')}
          error={form.errors.quantity}
          hint="Units left to sell."
        />
        <UnlimitedField
          id={form.id('max_purchases_per_user')}
          label="Limit per member"
          unlimitedWhat="purchases per member"
          value={values.limit}
          unlimited={values.unlimitedLimit}
          onChange={(v) => set('limit', v, 'max_purchases_per_user')}
          onUnlimitedChange={(on) => set('unlimitedLimit', on, 'max_purchases_per_user')}
          error={form.errors.max_purchases_per_user}
          hint="Purchases one member may make."
        />
      </div>
      <SwitchField
        id={form.id('is_active')}
        label="Active"
        description="Only active items are shown in the store."
        checked={values.is_active}
        onChange={(checked) => set('is_active', checked)}
      />
      <DialogActions submitLabel={item ? 'Save item' : 'Create item'} pending={pending} />
    </form>
  );
}
