import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from './AdminLayout.tsx';
import { adminSections } from './admin-sections.tsx';
import { RequireAdmin } from './RequireAdmin.tsx';

/** /admin-new/*: the admin panel (role Admin); the index opens Site settings. */
export function AdminRoutes() {
  return (
    <RequireAdmin>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<Navigate to={adminSections[0]!.path} replace />} />
          {adminSections.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<Navigate to={adminSections[0]!.path} replace />} />
        </Route>
      </Routes>
    </RequireAdmin>
  );
}
