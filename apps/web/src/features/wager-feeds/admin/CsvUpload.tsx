import { CSV_TEMPLATE } from '@podium/shared/wager-feeds/csv';
import { CSV_MAX_CHARS, wagerFeedMessages } from '@podium/shared/wager-feeds/messages';
import type { Feed } from '@podium/shared/wager-feeds/schemas';
import { type ChangeEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '@/components/styles.ts';
import { CsvPreviewDialog } from './CsvPreviewDialog.tsx';

const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(CSV_TEMPLATE)}`;

/**
 * Pick a wager CSV: nothing changes yet. The file is read in the browser with the shared reader and
 * shown as a preview, where the admin chooses the period and whether to replace or add (decision 054).
 */
export function CsvUpload({ feed }: { feed: Feed }) {
  const id = useId();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    const text = await picked.text();
    if (text.length > CSV_MAX_CHARS) {
      toast.error(wagerFeedMessages.csvTooLarge);
      return;
    }
    setFile({ name: picked.name, text });
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className={`${buttonClass('secondary', 'sm')} cursor-pointer`}>
        Upload CSV
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        onChange={(e) => void onChange(e)}
        aria-label={`Upload CSV for ${feed.platform_name}`}
      />
      <a
        href={templateHref}
        download="wager-template.csv"
        className="text-sm text-slate-300 underline underline-offset-2 hover:text-white"
      >
        Download template
      </a>
      {file ? <CsvPreviewDialog feed={feed} file={file} onClose={() => setFile(null)} /> : null}
    </div>
  );
}
