// Placeholder: replaced by the real page.
export function LeaderboardPage() {
  return <p>LeaderboardPage</p>;
}
