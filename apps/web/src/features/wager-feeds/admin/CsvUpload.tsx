import { CSV_MAX_CHARS, wagerFeedMessages } from '@podium/shared/wager-feeds/messages';
import type { Feed } from '@podium/shared/wager-feeds/schemas';
import { type ChangeEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '@/components/styles.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { HttpError } from '@/lib/http.ts';
import { useImportCsv } from './api/import-csv.ts';

/** Upload a wager CSV for the current period; a bad file imports nothing and lists its bad lines. */
export function CsvUpload({ feed }: { feed: Feed }) {
  const id = useId();
  const upload = useImportCsv();
  const [lines, setLines] = useState<string[]>([]);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const csv = await file.text();
    if (csv.length > CSV_MAX_CHARS) {
      setLines(['The file is too large']);
      return;
    }
    setLines([]);
    upload.mutate(
      { id: feed.platform_id, input: { csv } },
      {
        onSuccess: (envelope) => toast.success(envelope.message ?? wagerFeedMessages.saved),
        onError: (error) => {
          setLines(error instanceof HttpError ? (error.fieldErrors?.csv ?? []) : []);
          toast.error(errorMessage(error));
        },
      },
    );
  };

  return (
    <div>
      <label htmlFor={id} className={`${buttonClass('secondary', 'sm')} cursor-pointer`}>
        {upload.isPending ? 'Uploading…' : 'Upload CSV'}
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        onChange={(e) => void onChange(e)}
        disabled={upload.isPending}
        aria-label={`Upload CSV for ${feed.platform_name}`}
      />
      {lines.length > 0 ? (
        <div
          role="alert"
          className="mt-3 rounded-xl border border-rose-400/20 bg-rose-400/5 px-3 py-2 text-sm"
        >
          <p className="font-medium text-rose-200">{wagerFeedMessages.badCsv}</p>
          <ul className="mt-1 list-disc pl-5 text-rose-100">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
