// Reading a Lighthouse result for scripts/bench-web.ts: offending items, the LCP element, Chrome's issues.

/** A few offending items of a failing audit (console messages, elements, URLs), to find it quickly. */
export function itemsOf(audit: { details?: { items?: Array<Record<string, unknown>> } }): string {
  const items = audit.details?.items ?? [];
  const text = items.slice(0, 3).map((item) => {
    const node = item.node as { snippet?: string; selector?: string } | undefined;
    const value = item.description ?? node?.selector ?? node?.snippet ?? item.url ?? item.source ?? '';
    return String(typeof value === 'object' ? JSON.stringify(value) : value).slice(0, 140);
  });
  const more = items.length > 3 ? ` (+${items.length - 3} more)` : '';
  return text.filter(Boolean).length > 0 ? `\n        ${text.filter(Boolean).join('\n        ')}${more}` : '';
}

type Table = { items?: Array<Record<string, unknown>> };

/** `largest-contentful-paint-element`: the element (a list of two tables: the node, then the phases). */
export function lcpElementOf(audit: { details?: { items?: Table[] } } | undefined): string {
  const tables = audit?.details?.items ?? [];
  const node = tables.flatMap((t) => t.items ?? []).find((i) => i.node)?.node as
    | { snippet?: string; nodeLabel?: string }
    | undefined;
  if (!node) return '';
  const phases = tables
    .flatMap((t) => t.items ?? [])
    .filter((i) => i.phase && typeof i.timing === 'number')
    .map((i) => `${i.phase} ${Math.round(i.timing as number)} ms`)
    .join(', ');
  const label = node.nodeLabel ? ` “${node.nodeLabel.slice(0, 60)}”` : '';
  return `${node.snippet ?? ''}${label}${phases ? ` — ${phases}` : ''}`;
}

/** What Chrome's Issues panel logged (Lighthouse's `inspector-issues` names only the kind): where and why. */
export function inspectorIssues(artifacts: unknown): string {
  const issues = (artifacts as { InspectorIssues?: Record<string, Array<Record<string, unknown>>> })
    .InspectorIssues;
  const lines = Object.entries(issues ?? {}).flatMap(([kind, list]) =>
    list.slice(0, 3).map((issue) => {
      const at = issue.sourceCodeLocation as
        | { url?: string; lineNumber?: number; columnNumber?: number }
        | undefined;
      const where = at?.url ? ` at ${new URL(at.url).pathname}:${at.lineNumber}:${at.columnNumber}` : '';
      const what = [issue.violatedDirective, issue.contentSecurityPolicyViolationType, issue.blockedURL]
        .filter(Boolean)
        .join(' ');
      return `${kind}: ${what || JSON.stringify(issue).slice(0, 160)}${where}`;
    }),
  );
  return lines.length > 0 ? `\n        ${lines.join('\n        ')}` : '';
}
