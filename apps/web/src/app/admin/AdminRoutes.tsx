import { Navigate, Route, Routes } from 'react-router';
import { AdminPanelsContext, adminHref } from '@/lib/admin-section.ts';
import { useAuth } from '@/lib/use-auth.ts';
import { AdminLayout } from './AdminLayout.tsx';
import { adminPanels, adminSections, canOpenSection, useAdminSections } from './admin-sections.ts';
import { RequireAdmin } from './RequireAdmin.tsx';

/**
 * /admin-new/*: the admin panel (role Admin; moderators see only their sections). The index, an
 * unknown section and a section the user may not open all go to the first section they can use.
 */
export function AdminRoutes() {
  return (
    <RequireAdmin>
      <AdminPanelsContext value={adminPanels}>
        <PanelRoutes />
      </AdminPanelsContext>
    </RequireAdmin>
  );
}

function PanelRoutes() {
  const role = useAuth().user?.role;
  const home = adminHref(useAdminSections()[0] ?? adminSections[0]!);
  const toHome = <Navigate to={home} replace />;
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={toHome} />
        {adminSections.flatMap((section) => {
          const allowed = canOpenSection(section, role);
          return [
            section,
            ...(section.subPages ?? []).map((sub) => ({ ...sub, path: `${section.path}/${sub.path}` })),
          ].map((page) => (
            <Route key={page.path} path={page.path} element={allowed ? <page.Page /> : toHome} />
          ));
        })}
        <Route path="*" element={toHome} />
      </Route>
    </Routes>
  );
}
