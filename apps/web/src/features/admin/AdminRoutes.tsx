import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from './AdminLayout.tsx';
import { adminHref, adminSections } from './admin-sections.tsx';
import { RequireAdmin } from './RequireAdmin.tsx';

const home = adminHref(adminSections[0]!);

const MemberDetailPage = lazy(() =>
  import('./members/MemberDetailPage.tsx').then((m) => ({ default: m.MemberDetailPage })),
);

/** /admin-new/*: the admin panel (role Admin); the index, and any unknown section, open Site settings. */
export function AdminRoutes() {
  return (
    <RequireAdmin>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<Navigate to={home} replace />} />
          {adminSections.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="members/:id" element={<MemberDetailPage />} />
          <Route path="*" element={<Navigate to={home} replace />} />
        </Route>
      </Routes>
    </RequireAdmin>
  );
}
