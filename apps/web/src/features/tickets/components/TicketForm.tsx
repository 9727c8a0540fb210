import { ticketCategoryLabel } from '@podium/shared/tickets/rules';
import {
  type TicketCategory,
  ticketCategories,
  ticketCreateSchema,
  ticketLimits,
  ticketsMessages,
} from '@podium/shared/tickets/schemas';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SelectField } from '@/components/form/SelectField.tsx';
import { TextAreaField } from '@/components/form/TextAreaField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { buttonClass } from '@/components/styles.ts';
import { useCreateTicket } from '@/features/tickets/api/create-ticket.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';

/** A purchase the ticket may be about, as the page was given it (the store's redemptions). */
export interface PurchaseOption {
  id: number;
  label: string;
}

/** No category is chosen for the member: they say what the ticket is about (decision 050). */
const categoryOptions: { value: TicketCategory | ''; label: string }[] = [
  { value: '', label: ticketsMessages.categoryPlaceholder },
  ...ticketCategories.map((value) => ({ value, label: ticketCategoryLabel(value) })),
];

/** Opens a ticket: what it is about, a subject, the message, and optionally one of the member's purchases. */
export function TicketForm({ purchases }: { purchases: PurchaseOption[] }) {
  const [category, setCategory] = useState<TicketCategory | ''>('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [purchase, setPurchase] = useState('');
  const form = useFieldErrors('ticket');
  const create = useCreateTicket();
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(ticketCreateSchema, {
      category,
      subject,
      message,
      redemption_id: purchase ? Number(purchase) : null,
    });
    if (!input) return;
    create.mutate(input, {
      onSuccess: (envelope) => {
        toast.success(envelope.message || ticketsMessages.created);
        if (envelope.data) navigate(`/tickets/${envelope.data.id}`);
      },
      onError: (error) => {
        form.showServerErrors(error);
        toast.error(errorMessage(error, ticketsMessages.createFailed));
      },
    });
  };

  const purchaseOptions = [
    { value: '', label: 'None' },
    ...purchases.map((p) => ({ value: String(p.id), label: p.label })),
  ];

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-card p-5 sm:p-6"
    >
      <SelectField
        id={form.id('category')}
        label="What is it about?"
        value={category}
        options={categoryOptions}
        onChange={(value) => {
          form.clear('category');
          setCategory(value);
        }}
        error={form.errors.category}
      />
      {category === 'store_order' || purchases.length > 0 ? (
        <SelectField
          id={form.id('redemption_id')}
          label="Store purchase (optional)"
          value={purchase}
          options={purchaseOptions}
          onChange={(value) => {
            form.clear('redemption_id');
            setPurchase(value);
          }}
          error={form.errors.redemption_id}
          hint={purchases.length === 0 ? 'You have no store purchases yet.' : undefined}
        />
      ) : null}
      <TextField
        id={form.id('subject')}
        label="Subject"
        value={subject}
        onChange={(value) => {
          form.clear('subject');
          setSubject(value);
        }}
        error={form.errors.subject}
        maxLength={ticketLimits.subject}
        autoComplete="off"
        required
      />
      <TextAreaField
        id={form.id('message')}
        label="Message"
        value={message}
        onChange={(value) => {
          form.clear('message');
          setMessage(value);
        }}
        error={form.errors.message}
        rows={6}
        maxLength={ticketLimits.message}
      />
      <button type="submit" className={`${buttonClass('primary')} self-start`} disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create Ticket'}
      </button>
    </form>
  );
}
