// Placeholder: replaced by the real page.
export function HomePage() {
  return <p>HomePage</p>;
}
