import { trustMessages } from '@podium/shared/trust/messages';
import { TRUST_BODY_MAX, type TrustPage } from '@podium/shared/trust/schemas';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialog/ConfirmDialog.tsx';
import { SaveBar } from '@/components/form/SaveBar.tsx';
import { TextAreaField } from '@/components/form/TextAreaField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { errorMessage, serverErrors } from '@/lib/form-errors.ts';
import { useResetTrustPage } from './api/reset-trust-page.ts';
import { useSaveTrustPage } from './api/save-trust-page.ts';

/**
 * One trust page: its title and text, saved from the card's own bar (decision 053), and "Reset to
 * defaults" (as Theme has) once an admin has saved their own text, asked first.
 */
export function TrustPageForm({ page }: { page: TrustPage }) {
  const [title, setTitle] = useState(page.title);
  const [body, setBody] = useState(page.body);
  const [confirming, setConfirming] = useState(false);
  const resetRef = useRef<HTMLButtonElement>(null);
  const save = useSaveTrustPage(page.slug);
  const reset = useResetTrustPage(page.slug);
  const errors = save.error ? serverErrors(save.error) : {};
  const dirty = title !== page.title || body !== page.body;
  const edited = page.updated_at !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { title, body },
      {
        onSuccess: () => toast.success(trustMessages.saved),
        onError: (error) => toast.error(errorMessage(error, trustMessages.saveFailed)),
      },
    );
  };
  const confirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(trustMessages.reset);
      },
      onError: (error) => toast.error(errorMessage(error, trustMessages.resetFailed)),
    });

  // The confirmation sits outside the form: its own submit would otherwise bubble (through the portal,
  // in React's tree) into this form and save it too.
  return (
    <>
      <form onSubmit={submit} noValidate className={`${cardClass} flex flex-col gap-3 p-5`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-bold text-white">
            /{page.slug}
            {edited ? null : <span className="ml-2 text-xs text-slate-400">(default text)</span>}
          </h2>
          {edited ? (
            <button
              ref={resetRef}
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => setConfirming(true)}
            >
              Reset to defaults
            </button>
          ) : null}
        </div>
        <TextField
          id={`trust-${page.slug}-title`}
          label="Title"
          value={title}
          onChange={setTitle}
          error={errors.title}
        />
        <TextAreaField
          id={`trust-${page.slug}-body`}
          label="Text"
          rows={10}
          maxLength={TRUST_BODY_MAX}
          value={body}
          onChange={setBody}
          error={errors.body}
        />
        <SaveBar
          dirty={dirty}
          pending={save.isPending}
          onDiscard={() => {
            setTitle(page.title);
            setBody(page.body);
          }}
          submitLabel="Save page"
        />
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Reset /${page.slug} to its default text?`}
        confirmLabel="Reset to defaults"
        pendingLabel="Resetting…"
        pending={reset.isPending}
        onConfirm={confirmReset}
        returnFocusTo={() => resetRef.current}
      >
        The page goes back to the site's built-in title and text, and your saved text is gone. The change is
        on record in the audit log.
      </ConfirmDialog>
    </>
  );
}
