import {
  type ContactMessage,
  contactLimits,
  contactMessages,
  contactReplySchema,
} from '@podium/shared/contact/schemas';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Dialog, DialogActions } from '@/components/dialog/Dialog.tsx';
import { TextAreaField } from '@/components/form/TextAreaField.tsx';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useReplyToMessage } from './api/reply-message.ts';

/** Answers a contact message by email (plain text, from the site's address, to the sender). */
export function ReplyDialog({ message, onClose }: { message: ContactMessage | null; onClose: () => void }) {
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={message ? `Reply to ${message.name}` : 'Reply'}
      description={message ? `By email to ${message.email}: “Re: ${message.subject}”` : undefined}
    >
      {message ? <ReplyForm message={message} onDone={onClose} /> : null}
    </Dialog>
  );
}

function ReplyForm({ message, onDone }: { message: ContactMessage; onDone: () => void }) {
  const [text, setText] = useState('');
  const form = useFieldErrors('contact-reply');
  const reply = useReplyToMessage();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(contactReplySchema, { message: text });
    if (!input) return;
    reply.mutate(
      { id: message.id, message: input.message },
      {
        onSuccess: (envelope) => {
          toast.success(envelope.message ?? contactMessages.replied);
          onDone();
        },
        onError: (error) => {
          form.showServerErrors(error);
          toast.error(errorMessage(error, contactMessages.replyFailed));
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextAreaField
        id={form.id('message')}
        label="Reply"
        value={text}
        onChange={(value) => {
          form.clear('message');
          setText(value);
        }}
        error={form.errors.message}
        rows={8}
        maxLength={contactLimits.reply}
      />
      <DialogActions submitLabel="Send reply" pendingLabel="Sending…" pending={reply.isPending} />
    </form>
  );
}
