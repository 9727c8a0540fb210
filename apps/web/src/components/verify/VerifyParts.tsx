import { Panel } from '@/components/Panel.tsx';
import { buttonClass } from '@/components/styles.ts';

/** Saves `data` exactly as the verify call answered it, as a JSON file the browser downloads. */
export function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Where the site serves the plain-Node checker (decision 040). */
export const VERIFIER_PATH = '/verify-draw.mjs';

/**
 * The download button of a draw's verify data, the checker the site serves and the command that checks
 * the file against this site (what a file forged whole can only be caught with).
 */
export function VerifyDownload({ onDownload, fileName }: { onDownload: () => void; fileName: string }) {
  const site = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={buttonClass('primary')} onClick={onDownload}>
          Download verify data (JSON)
        </button>
        <a href={VERIFIER_PATH} download="verify-draw.mjs" className={buttonClass('secondary')}>
          Download the checker (verify-draw.mjs)
        </a>
      </div>
      <p className="text-xs text-slate-400">
        With Node.js 18 or newer, run{' '}
        <code className="font-mono break-all text-slate-200">
          node verify-draw.mjs {fileName} --site {site}
        </code>{' '}
        — it recomputes the draw from the file and compares the file with what this site publishes.
      </p>
    </div>
  );
}

/** 'How the Draw Works': the algorithm in the few lines the verify data carries. */
export function DrawExplanation({ lines }: { lines: readonly string[] }) {
  return (
    <Panel title="How the Draw Works">
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-300">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </Panel>
  );
}
