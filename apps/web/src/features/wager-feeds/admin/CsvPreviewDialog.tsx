import { readWagerCsv } from '@podium/shared/wager-feeds/csv';
import { wagerFeedErrors } from '@podium/shared/wager-feeds/errors';
import { type CsvImportMode, wagerFeedMessages } from '@podium/shared/wager-feeds/messages';
import { csvImportSchema, type Feed } from '@podium/shared/wager-feeds/schemas';
import { type FormEvent, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { adminDateText } from '@/components/admin/AdminDate.tsx';
import { Dialog, DialogActions } from '@/components/dialog/Dialog.tsx';
import { buttonClass } from '@/components/styles.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { HttpError } from '@/lib/http.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useImportCsv } from './api/import-csv.ts';
import { Choice, PreviewSummary } from './CsvPreviewParts.tsx';

// In the admin panel's one date format, UTC and named (decision 053).
const range = (p: Feed['periods'][number]) => `${adminDateText(p.starts_at)} – ${adminDateText(p.ends_at)}`;
const players = (n: number) => `${n} player${n === 1 ? '' : 's'} now`;

const modes: { value: CsvImportMode; label: string; hint: string }[] = [
  {
    value: 'replace',
    label: "Replace the period's players",
    hint: 'The file becomes the whole list: players not in it are removed.',
  },
  {
    value: 'merge',
    label: 'Add and update players',
    hint: 'Players in the file are added, or their amounts updated; everyone else stays.',
  },
];

/**
 * The preview of a picked wager CSV (decision 054): lines read, total wagered, bad lines by number,
 * columns nobody reads; then the period and replace-or-add. Only "Import" changes data, and the server
 * checks the file again with the same reader.
 */
export function CsvPreviewDialog({
  feed,
  file,
  onClose,
}: {
  feed: Feed;
  file: { name: string; text: string };
  onClose: () => void;
}) {
  const reading = useMemo(() => readWagerCsv(file.text), [file.text]);
  const [periodId, setPeriodId] = useState(feed.periods[0]?.id);
  const [mode, setMode] = useState<CsvImportMode | undefined>();
  const [serverLines, setServerLines] = useState<string[]>([]);
  const form = useFieldErrors('csv-import');
  const upload = useImportCsv();
  const errors = serverLines.length > 0 ? serverLines : reading.errors;
  const blocked = reading.errors.length > 0 || feed.periods.length === 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(csvImportSchema, { csv: file.text, period_id: periodId, mode });
    if (!input) return;
    upload.mutate(
      { id: feed.platform_id, input },
      {
        onSuccess: (envelope) => {
          toast.success(envelope.message ?? wagerFeedMessages.saved);
          onClose();
        },
        onError: (error) => {
          setServerLines(error instanceof HttpError ? (error.fieldErrors?.csv ?? []) : []);
          toast.error(errorMessage(error));
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Import CSV: ${feed.platform_name}`}
      description={`${file.name}: nothing changes until you import.`}
      busy={upload.isPending}
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <PreviewSummary reading={reading} errors={errors} />
        {feed.periods.length === 0 ? (
          <p role="alert" className="text-sm text-rose-200">
            {wagerFeedErrors.noPeriod.message}
          </p>
        ) : (
          <Choice legend="Period" error={form.errors.period_id} id={form.id('period_id')}>
            {feed.periods.map((p, i) => ({
              key: String(p.id),
              label: `${i === 0 ? 'Current period' : 'Previous period'} (${range(p)})`,
              hint: players(p.players),
              checked: periodId === p.id,
              onSelect: () => setPeriodId(p.id),
            }))}
          </Choice>
        )}
        <Choice legend="What the file does" error={form.errors.mode} id={form.id('mode')}>
          {modes.map((m) => ({
            key: m.value,
            label: m.label,
            hint: m.hint,
            checked: mode === m.value,
            onSelect: () => {
              form.clear('mode');
              setMode(m.value);
            },
          }))}
        </Choice>
        {blocked && reading.errors.length > 0 ? (
          <p className="text-sm text-slate-300">Fix the lines above in the file and pick it again.</p>
        ) : null}
        {blocked ? (
          <div className="flex justify-end">
            <button type="button" className={buttonClass('secondary')} onClick={onClose}>
              Close
            </button>
          </div>
        ) : (
          <DialogActions submitLabel="Import" pendingLabel="Importing…" pending={upload.isPending} />
        )}
      </form>
    </Dialog>
  );
}
