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

/** The download button of a draw's verify data and the command that checks the file. */
export function VerifyDownload({ onDownload, fileName }: { onDownload: () => void; fileName: string }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <button type="button" className={buttonClass('primary')} onClick={onDownload}>
        Download verify data (JSON)
      </button>
      <p className="text-xs text-slate-400">
        Then run <code className="font-mono text-slate-200">node scripts/verify-draw.mjs {fileName}</code>
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
