import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingState } from '@/components/QueryState.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { AdminMobileNav, AdminSideNav } from './AdminNav.tsx';
import { useCurrentSection } from './admin-sections.ts';

/** "Admin Panel": the section navigation beside (desktop) or above (mobile) the current section. */
export function AdminLayout() {
  const section = useCurrentSection();
  useDocumentTitle(section ? `${section.label} · Admin Panel` : 'Admin Panel');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10">
      <header className="mb-6 sm:mb-8">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-accent">Administration</p>
        <h1 className="mt-1 text-2xl font-bold text-white sm:text-3xl">Admin Panel</h1>
      </header>
      <div className="grid gap-6 md:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
        <AdminSideNav />
        <AdminMobileNav />
        <div className="min-w-0">
          <Suspense fallback={<LoadingState what="section" />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
