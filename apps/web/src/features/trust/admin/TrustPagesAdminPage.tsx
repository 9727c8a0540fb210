import { trustMessages } from '@podium/shared/trust/messages';
import { TRUST_BODY_MAX, type TrustPage } from '@podium/shared/trust/schemas';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { SectionHeader } from '@/components/admin/SectionHeader.tsx';
import { TextAreaField } from '@/components/form/TextAreaField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { errorMessage, serverErrors } from '@/lib/form-errors.ts';
import { useAdminTrustPages } from './api/get-admin-trust-pages.ts';
import { useSaveTrustPage } from './api/save-trust-page.ts';

/** Admin › Trust pages: each page's title and text; blank lines separate paragraphs. */
export function TrustPagesAdminPage() {
  const query = useAdminTrustPages();
  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader title="Trust pages" titleId="admin-section-title">
        Terms, Privacy and Responsible Gambling, linked from the footer. Plain text: leave a blank line
        between paragraphs.
      </SectionHeader>
      <QueryState query={query} what="trust pages">
        {(pages) => (
          <div className="flex flex-col gap-6">
            {pages.map((page) => (
              <TrustPageForm key={`${page.slug}:${page.updated_at ?? ''}`} page={page} />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}

function TrustPageForm({ page }: { page: TrustPage }) {
  const [title, setTitle] = useState(page.title);
  const [body, setBody] = useState(page.body);
  const save = useSaveTrustPage(page.slug);
  const errors = save.error ? serverErrors(save.error) : {};
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
  return (
    <form onSubmit={submit} noValidate className={`${cardClass} flex flex-col gap-3 p-5`}>
      <h2 className="text-lg font-bold text-white">
        /{page.slug}
        {page.updated_at === null ? (
          <span className="ml-2 text-xs text-slate-400">(default text)</span>
        ) : null}
      </h2>
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
      <button type="submit" disabled={save.isPending} className={`${buttonClass('primary')} self-start`}>
        {save.isPending ? 'Saving…' : 'Save page'}
      </button>
    </form>
  );
}
