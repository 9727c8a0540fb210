// Placeholder: replaced by the real page.
export function NotFoundPage() {
  return <p>NotFoundPage</p>;
}
