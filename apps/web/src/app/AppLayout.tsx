import { Outlet } from 'react-router';

// Placeholder: replaced by the real app shell.
export function AppLayout() {
  return <Outlet />;
}
