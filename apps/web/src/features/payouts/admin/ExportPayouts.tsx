import type { PayoutStatus } from '@podium/shared/common/payout-status';
import { useState } from 'react';
import { Field } from '@/components/form/Field.tsx';
import { SelectField } from '@/components/form/SelectField.tsx';
import { buttonClass, cardClass, inputClass } from '@/components/styles.ts';
import { payoutExportUrl } from './api/export-payouts.ts';

const exportOptions: { value: PayoutStatus; label: string }[] = [
  { value: 'paid', label: 'Paid (for the books)' },
  { value: 'pending', label: 'Pending (to tip in bulk)' },
  { value: 'rejected', label: 'Rejected' },
];

/**
 * "Export CSV" (decision 043): the payouts of one status, optionally between two UTC days, as a file
 * (id, member, casino, casino username, amount, description, status, reference, decided at). The
 * download is on record in the audit log.
 */
export function ExportPayouts() {
  const [status, setStatus] = useState<PayoutStatus>('paid');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  return (
    <section aria-labelledby="payout-export-title" className={`${cardClass} mb-4 p-4`}>
      <h3 id="payout-export-title" className="mb-3 text-sm font-semibold text-white">
        Export CSV
      </h3>
      <div className="grid gap-3 sm:grid-cols-4 sm:items-end">
        <SelectField
          id="payout-export-status"
          label="Payouts"
          value={status}
          options={exportOptions}
          onChange={setStatus}
        />
        <Field id="payout-export-from" label="From (UTC day)">
          {(describedBy) => (
            <input
              id="payout-export-from"
              type="date"
              value={from}
              max={to || undefined}
              onChange={(e) => setFrom(e.target.value)}
              aria-describedby={describedBy}
              className={inputClass}
            />
          )}
        </Field>
        <Field id="payout-export-to" label="To (UTC day)">
          {(describedBy) => (
            <input
              id="payout-export-to"
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => setTo(e.target.value)}
              aria-describedby={describedBy}
              className={inputClass}
            />
          )}
        </Field>
        <a
          href={payoutExportUrl({ status, from, to })}
          download
          className={`${buttonClass('secondary')} mb-6 justify-center`}
        >
          Export CSV
        </a>
      </div>
    </section>
  );
}
