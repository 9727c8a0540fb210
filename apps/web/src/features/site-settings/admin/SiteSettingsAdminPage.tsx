import { SectionHeader } from '@/components/admin/SectionHeader.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { useAdminSettings } from './api/get-admin-settings.ts';
import { SiteSettingsForm } from './SiteSettingsForm.tsx';

export function SiteSettingsAdminPage() {
  const query = useAdminSettings();
  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader title="Site settings" titleId="admin-section-title">
        The site's name and description, casino labels, partner and stream links, and social links.
      </SectionHeader>
      <QueryState query={query} what="site settings">
        {(settings) => <SiteSettingsForm settings={settings} />}
      </QueryState>
    </section>
  );
}
