import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useAuth } from '../auth/use-auth.ts';
import { AdminLayout } from './AdminLayout.tsx';
import { adminHref, adminSections, canOpenSection, useAdminSections } from './admin-sections.tsx';
import { RequireAdmin } from './RequireAdmin.tsx';

const MemberDetailPage = lazy(() =>
  import('./members/MemberDetailPage.tsx').then((m) => ({ default: m.MemberDetailPage })),
);

/**
 * /admin-new/*: the admin panel (role Admin; moderators see only their sections). The index, an
 * unknown section and a section the user may not open all go to the first section they can use.
 */
export function AdminRoutes() {
  return (
    <RequireAdmin>
      <PanelRoutes />
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
        {adminSections.map((section) => (
          <Route
            key={section.path}
            path={section.path}
            element={canOpenSection(section, role) ? <section.Page /> : toHome}
          />
        ))}
        <Route path="members/:id" element={role === 'Admin' ? <MemberDetailPage /> : toHome} />
        <Route path="*" element={toHome} />
      </Route>
    </Routes>
  );
}
