import { SectionHeader } from '@/components/admin/SectionHeader.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { useAdminTrustPages } from './api/get-admin-trust-pages.ts';
import { TrustPageForm } from './TrustPageForm.tsx';

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
