// Placeholder: replaced by the real page.
export function AdminRoutes() {
  return <p>AdminRoutes</p>;
}
