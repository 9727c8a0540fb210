// Placeholder: replaced by the real page.
export function LoginPage() {
  return <p>LoginPage</p>;
}
