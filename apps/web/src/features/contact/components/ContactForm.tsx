import { contactLimits, contactMessages } from '@podium/shared/contact/schemas';
import { cx } from '@/components/cx.ts';
import { TextAreaField } from '@/components/form/TextAreaField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { buttonClass } from '@/components/styles.ts';
import { useContactForm } from '@/features/contact/use-contact-form.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { MailIcon } from './icons.tsx';

/** SPEC §2: Name, Email, Subject, Message and the captcha with its refresh control. */
export function ContactForm() {
  const form = useContactForm();
  const field = (name: 'name' | 'email' | 'subject' | 'message') => ({
    id: form.id(name),
    value: form.values[name],
    error: form.errors[name],
    onChange: (value: string) => form.set(name, value),
    maxLength: contactLimits[name],
    required: true,
  });

  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby="contact-form-heading"
      className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-card p-5 sm:p-6"
    >
      <h2 id="contact-form-heading" className="text-lg font-bold text-white">
        Send us a message
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('name')} label="Name" autoComplete="name" />
        <TextField {...field('email')} label="Email" type="email" autoComplete="email" />
      </div>
      <TextField {...field('subject')} label="Subject" autoComplete="off" />
      {form.canRestore ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-white/10 bg-slate-950/40 px-4 py-3 text-sm text-slate-300">
          <span>{contactMessages.restoreHint}</span>
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={form.restore}>
            {contactMessages.restore}
          </button>
        </div>
      ) : null}
      <TextAreaField
        {...field('message')}
        label="Message"
        rows={6}
        aside={
          <span
            className={cx(
              form.values.message.length >= contactLimits.message ? 'text-amber-300' : 'text-slate-400',
            )}
          >
            {form.values.message.length}/{contactLimits.message}
          </span>
        }
      />
      <CaptchaField
        id={form.id('captcha_answer')}
        captcha={form.captcha.data}
        loading={form.captcha.isFetching}
        value={form.values.captcha_answer}
        onChange={(value) => form.set('captcha_answer', value)}
        onRefresh={form.newCaptcha}
        error={form.errors.captcha_answer}
        expiresAt={form.captchaExpiresAt}
        renewed={form.captchaRenewed}
      />
      {form.notice ? (
        <p
          role="alert"
          className="rounded-xl border border-amber-400/30 bg-amber-500/10 px-4 py-3 text-sm text-amber-200"
        >
          {form.notice}
        </p>
      ) : null}
      <button type="submit" className={`${buttonClass('primary')} self-start`} disabled={form.sending}>
        <MailIcon /> {form.sending ? 'Sending…' : 'Send Message'}
      </button>
    </form>
  );
}
