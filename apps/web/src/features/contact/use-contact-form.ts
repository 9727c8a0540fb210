import { contactErrorCodes } from '@podium/shared/contact/errors';
import {
  CAPTCHA_TTL_MINUTES,
  type ContactPrefill,
  contactInputSchema,
  contactMessages,
} from '@podium/shared/contact/schemas';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { HttpError, hasErrorCode } from '@/lib/http.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useCaptcha } from './api/get-captcha.ts';
import { useContactPrefill } from './api/get-contact-prefill.ts';
import { useSendContact } from './api/send-contact.ts';
import { useContactDraft } from './use-contact-draft.ts';

/** A code is replaced this long before it would run out, so an answer is never typed into a dead one. */
export const CAPTCHA_RENEW_BEFORE_MS = 30_000;

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
 * after a send, whether it succeeded or failed, the form resets and a new captcha loads. A failed send
 * keeps the text for the tab ("Restore your message"); a refusal for too many messages stays on the
 * form with how long to wait; the code shows when it expires and is renewed shortly before (050).
 */
export function useContactForm() {
  const prefill = useContactPrefill().data;
  const [values, setValues] = useState<ContactValues>(() => initialValues(prefill));
  const form = useFieldErrors('contact');
  const captcha = useCaptcha();
  const send = useSendContact();
  const drafts = useContactDraft();
  const [notice, setNotice] = useState<string | null>(null);
  const [renewed, setRenewed] = useState(false);
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
    setRenewed(false);
    void refetchCaptcha();
  }, [form.clear, refetchCaptcha]);

  // The code is good for CAPTCHA_TTL_MINUTES from its arrival: a new one comes shortly before.
  const captchaExpiresAt =
    captcha.data && !captcha.isFetching ? captcha.dataUpdatedAt + CAPTCHA_TTL_MINUTES * 60_000 : null;
  useEffect(() => {
    if (captchaExpiresAt === null) return;
    const timer = setTimeout(
      () => {
        newCaptcha();
        setRenewed(true);
      },
      Math.max(0, captchaExpiresAt - CAPTCHA_RENEW_BEFORE_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [captchaExpiresAt, newCaptcha]);

  const set = (field: ContactField, value: string) => {
    form.clear(field);
    if (field === 'captcha_answer') setRenewed(false);
    setValues((v) => ({ ...v, [field]: value }));
  };

  const restore = () => {
    const { draft } = drafts;
    if (!draft) return;
    setValues((v) => ({ ...v, ...draft }));
    toast.success(contactMessages.draftRestored);
    document.getElementById(form.id('message'))?.focus();
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
    setNotice(null);
    send.mutate(input, {
      onSuccess: (envelope) => {
        toast.success(envelope.message || contactMessages.sent);
        form.setErrors({});
        drafts.forget();
        reset();
      },
      onError: (error) => {
        const message =
          (error instanceof HttpError ? error.serverMessage : null) || contactMessages.sendFailed;
        // Too many messages: the wait stays on the form (not a toast that vanishes before it is read).
        if (hasErrorCode(error, contactErrorCodes.tooManyMessages)) setNotice(message);
        else toast.error(message);
        drafts.keep({
          name: values.name,
          email: values.email,
          subject: values.subject,
          message: values.message,
        });
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
    captchaExpiresAt,
    captchaRenewed: renewed,
    newCaptcha,
    onSubmit,
    sending: send.isPending,
    /** "Restore your message" is offered while a failed send's text is kept and the form lacks it. */
    canRestore: drafts.draft !== null && drafts.draft.message !== values.message,
    restore,
    notice,
  };
}
