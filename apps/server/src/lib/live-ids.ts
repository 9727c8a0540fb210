import { randomBytes } from 'node:crypto';

/**
 * Live event ids, given by the publishing process: `<ms>-<seq>-<origin>`. Ordered by time, then by the
 * publisher's counter, so a process that received an event from another can tell what came after a
 * client's Last-Event-ID (clocks are kept in step by NTP; a skew of more than a few ms between
 * publishers could misorder two events published in that window).
 */
export interface LiveId {
  ms: number;
  seq: number;
  origin: string;
}

const ID_PATTERN = /^(\d{1,15})-(\d{1,15})-([a-z0-9]{1,16})$/;

export function idMaker(origin = randomBytes(4).toString('hex')): () => string {
  let seq = 0;
  return () => `${Date.now()}-${seq++}-${origin}`;
}

/** A well-formed id, or null for anything else a client may send. */
export function parseLiveId(text: string | undefined): LiveId | null {
  const m = text ? ID_PATTERN.exec(text) : null;
  return m ? { ms: Number(m[1]), seq: Number(m[2]), origin: m[3] as string } : null;
}

export function compareLiveIds(a: LiveId, b: LiveId): number {
  return a.ms - b.ms || a.seq - b.seq || (a.origin < b.origin ? -1 : a.origin > b.origin ? 1 : 0);
}
