import { ticketLimits, ticketReplySchema } from '@podium/shared/tickets/schemas';
import { type FormEvent, type ReactNode, useState } from 'react';
import { TextAreaField } from '@/components/form/TextAreaField.tsx';
import { buttonClass } from '@/components/styles.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';

interface ReplyFormProps {
  /** Distinguishes the form's field ids (member and staff pages). */
  formId: string;
  label?: string;
  /** The submit button's words (a staff note's differ). */
  submitLabel?: string;
  pending: boolean;
  /** Sends the reply; resolves true when it was taken (the field then empties). */
  onSend: (message: string) => Promise<boolean>;
  /** Shown beside Send (a staff member's Close button). */
  children?: ReactNode;
}

/** A reply to a ticket: one message, checked with the shared schema before it is sent. */
export function ReplyForm({
  formId,
  label = 'Your reply',
  submitLabel = 'Send reply',
  pending,
  onSend,
  children,
}: ReplyFormProps) {
  const [message, setMessage] = useState('');
  const form = useFieldErrors(formId);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(ticketReplySchema, { message });
    if (!input) return;
    if (await onSend(input.message)) setMessage('');
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <TextAreaField
        id={form.id('message')}
        label={label}
        value={message}
        onChange={(value) => {
          form.clear('message');
          setMessage(value);
        }}
        error={form.errors.message}
        rows={4}
        maxLength={ticketLimits.message}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary')} disabled={pending}>
          {pending ? 'Sending…' : submitLabel}
        </button>
        {children}
      </div>
    </form>
  );
}
