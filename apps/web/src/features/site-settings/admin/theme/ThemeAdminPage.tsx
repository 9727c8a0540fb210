import { QueryState } from '@/components/QueryState.tsx';
import { useAdminSettings } from '@/features/site-settings/admin/api/get-admin-settings.ts';
import { ThemeForm } from './ThemeForm.tsx';

export function ThemeAdminPage() {
  const query = useAdminSettings();
  return (
    <section aria-labelledby="admin-section-title">
      <QueryState query={query} what="theme settings">
        {(settings) => <ThemeForm settings={settings} />}
      </QueryState>
    </section>
  );
}
