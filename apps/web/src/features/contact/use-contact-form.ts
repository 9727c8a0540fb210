import { type ContactPrefill, contactInputSchema, contactMessages } from '@podium/shared/contact/schemas';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { HttpError } from '@/lib/http.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useCaptcha } from './api/get-captcha.ts';
import { useContactPrefill } from './api/get-contact-prefill.ts';
import { useSendContact } from './api/send-contact.ts';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  captcha_answer: string;
}

export type ContactField = keyof ContactValues;

/** An empty form, with a signed-in member's name and email filled in (SPEC §2). */
const initialValues = (prefill: ContactPrefill | undefined): ContactValues => ({
  name: prefill?.name ?? '',
  email: prefill?.email ?? '',
  subject: '',
  message: '',
  captcha_answer: '',
});

/**
 * The contact form (SPEC §5): every field required and checked with the shared schema before sending;
 * the server's field errors under their fields (first message), each cleared when its field is edited;
 * after a send, whether it succeeded or failed, the form resets and a new captcha loads.
 */
export function useContactForm() {
  const prefill = useContactPrefill().data;
  const [values, setValues] = useState<ContactValues>(() => initialValues(prefill));
  const form = useFieldErrors('contact');
  const captcha = useCaptcha();
  const send = useSendContact();
  const { refetch: refetchCaptcha } = captcha;

  // A member's name and email arriving after the form showed (a visit from another page) fill
  // the fields still empty; the server-rendered page has them from the first paint.
  useEffect(() => {
    if (!prefill) return;
    setValues((v) => ({
      ...v,
      name: v.name || (prefill.name ?? ''),
      email: v.email || (prefill.email ?? ''),
    }));
  }, [prefill]);

  // SPEC §8: each failed load of a code says so (a retry that fails again says it again).
  const captchaFailedAt = captcha.isError ? captcha.errorUpdatedAt : 0;
  useEffect(() => {
    if (captchaFailedAt) toast.error(contactMessages.captchaFailed, { id: 'captcha-load' });
  }, [captchaFailedAt]);

  const newCaptcha = useCallback(() => {
    setValues((v) => ({ ...v, captcha_answer: '' }));
    form.clear('captcha_answer');
    void refetchCaptcha();
  }, [form.clear, refetchCaptcha]);

  const set = (field: ContactField, value: string) => {
    form.clear(field);
    setValues((v) => ({ ...v, [field]: value }));
  };

  const reset = () => {
    setValues(initialValues(prefill));
    void refetchCaptcha();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const token = captcha.isFetching ? undefined : captcha.data?.token;
    const input = form.validate(
      contactInputSchema,
      { ...values, captcha_token: token ?? '' },
      token ? {} : { captcha_answer: contactMessages.captchaFailed },
    );
    if (!input) return;
    send.mutate(input, {
      onSuccess: (envelope) => {
        toast.success(envelope.message || contactMessages.sent);
        form.setErrors({});
        reset();
      },
      onError: (error) => {
        const message = error instanceof HttpError ? error.serverMessage : null;
        toast.error(message || contactMessages.sendFailed);
        reset();
        form.showServerErrors(error);
      },
    });
  };

  return {
    values,
    set,
    errors: form.errors,
    id: form.id,
    captcha,
    newCaptcha,
    onSubmit,
    sending: send.isPending,
  };
}
