import { MAX_IMPORT_ROWS } from '@podium/shared/slot-requests/messages';
import { readCsvText } from '@podium/shared/wager-feeds/csv-text';
import type { Db } from '../../db/client.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { addSlots, playedHuntSlots, setBanned } from './catalogue.repository.ts';
import { slotRequestErrors } from './slot-requests.errors.ts';

type NewSlot = { name: string; provider: string | null; image: string | null };

const isHeader = (cells: string[]) => cells[0]?.toLowerCase() === 'name';
const cell = (value: string | undefined, max: number) => (value ? value.slice(0, max) : null);

/**
 * The slots of a CSV (the shared reader, decision 054): name, provider, image, one a line; a first line
 * `name,provider,image` is a header. A line without a name is refused by its number.
 */
export function slotsOfCsv(csv: string): NewSlot[] {
  const read = readCsvText(csv);
  if (!read.ok) throw slotRequestErrors.csvQuote(read.line);
  const records = read.records.filter((r, i) => !(i === 0 && isHeader(r.cells)));
  const slots: NewSlot[] = [];
  const seen = new Set<string>();
  for (const { line, cells } of records.slice(0, MAX_IMPORT_ROWS)) {
    const name = cells[0]?.trim();
    if (!name || name.length > 120) throw slotRequestErrors.csvLine(line);
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    const image = cells[2]?.trim();
    slots.push({
      name,
      provider: cell(cells[1]?.trim(), 80),
      image: image && /^https:\/\//.test(image) ? image.slice(0, 2048) : null,
    });
  }
  if (slots.length === 0) throw slotRequestErrors.noRows();
  return slots;
}

/** POST /api/admin/slot-requests/slots/import: new names added, known ones left as they are. */
export async function importSlots(db: Db, audit: AuditContext, csv: string) {
  const slots = slotsOfCsv(csv);
  return db.transaction(async (tx) => {
    const added = await addSlots(tx, slots);
    await recordAudit(tx, audit, {
      action: 'slot-requests.import',
      target: { type: 'slot_catalogue', id: null },
      after: { rows: slots.length, added },
    });
    return { added, known: slots.length - added };
  });
}

/** POST /api/admin/slot-requests/slots/from-hunts: the catalogue grows from the hunts' played slots. */
export async function addPlayedSlots(db: Db, audit: AuditContext) {
  return db.transaction(async (tx) => {
    const slots = await playedHuntSlots(tx);
    const added = await addSlots(tx, slots);
    await recordAudit(tx, audit, {
      action: 'slot-requests.import',
      target: { type: 'slot_catalogue', id: null },
      after: { from: 'bonus_hunts', rows: slots.length, added },
    });
    return { added, known: slots.length - added };
  });
}

/** PUT /api/admin/slot-requests/slots/{id}: banned or allowed again. */
export async function banSlot(db: Db, audit: AuditContext, id: number, banned: boolean) {
  await db.transaction(async (tx) => {
    const [row] = await setBanned(tx, id, banned);
    if (!row) throw slotRequestErrors.slotNotFound();
    await recordAudit(tx, audit, {
      action: 'slot-requests.ban',
      target: { type: 'slot', id },
      after: { name: row.name, banned },
    });
  });
}
