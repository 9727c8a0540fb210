#!/usr/bin/env node
// Recomputes a raffle draw from its public verify data alone (the JSON of GET /api/r/raffles/{id}/verify,
// GET /api/r/wager-raffles/{id}/verify or GET /api/r/slot-requests/picks/{id}/verify, saved as a file)
// and checks it against what the site published. Plain Node 18+, no project code, no packages: anyone
// can read this file and run it. The site serves this exact file at /verify-draw.mjs.
//
//   node verify-draw.mjs FILE              a report; exit 0 when everything matches, 1 when not
//   node verify-draw.mjs FILE --json       the same as JSON, with the recomputed winners of each draw
//   node verify-draw.mjs FILE --site URL   also fetches the raffle's verify data from the site at URL
//                                          and requires the file to be what the site publishes now
//
// The algorithm (podium-draw-v1 and podium-draw-v2; they differ in step 2 only):
// 1. The server seed's SHA-256 (of its hex text) was published before the draw: it must match.
// 2. The client seed is the SHA-256 of the ticket list, one line per ticket joined by "\n":
//    raffles "index:entry_id:user_id", wager raffles one range per member "first-last:user_id"; v2 adds
//    ":" and the published (masked) name as a JSON string, so a name changed in the file is caught.
// 3. HMAC-SHA256(key = server seed, message = "clientSeed:nonce:round"), round 0, 1, 2…; every 4 bytes
//    are a big-endian 32-bit number k.
// 4. With N tickets and span = floor(2^32 / N), k >= span * N is skipped (no modulo bias), else ticket
//    floor(k / span) is drawn — skipped too when its member was drawn before (in this draw or earlier;
//    a wager raffle's draw skips a ticket drawn before, and its member only when one_prize_per_member;
//    its re-draws skip every ticket and member drawn before).
// 5. The draw is nonce 0 and gives places 1, 2, 3… in drawing order; each re-draw of one winner (by an
//    admin, or automatically when a prize was not claimed in time) uses the next nonce and gives its
//    winner the replaced winner's place. Every draw must be in the file.
// Winners' names are read from the recomputed ticket list, never from the file's list of winners.
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';

const V1 = 'podium-draw-v1';
const V2 = 'podium-draw-v2';
const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');
const nameField = (algorithm, name) => (algorithm === V2 ? `:${JSON.stringify(name)}` : '');

function* ticketIndexes(serverSeed, clientSeed, nonce, count) {
  if (!Number.isSafeInteger(count) || count < 1 || count > 2 ** 32) return;
  const span = Math.floor(2 ** 32 / count);
  for (let round = 0; ; round++) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
    for (let i = 0; i < bytes.length; i += 4) {
      const k = bytes.readUInt32BE(i);
      if (k < span * count) yield Math.floor(k / span);
    }
  }
}

/** Steps 1 and 5's completeness, shared by both kinds. Answers the draws in nonce order. */
function commitmentChecks(data, check) {
  check('the algorithm is podium-draw-v1 or podium-draw-v2', data.algorithm === V1 || data.algorithm === V2);
  check('server seed matches the published SHA-256', sha256(data.server_seed) === data.server_seed_hash);
  const draws = [...(Array.isArray(data.draws) ? data.draws : [])].sort((a, b) => a.nonce - b.nonce);
  check(
    'every draw is published: the draw is nonce 0, re-draws follow with no gap',
    draws.length > 0 && draws.every((d, i) => d.nonce === i && d.kind === (i === 0 ? 'draw' : 'redraw')),
  );
  if (data.server_seed_hash_published_at !== undefined && draws[0]) {
    check(
      'the seed hash was published before the draw',
      Date.parse(data.server_seed_hash_published_at) <= Date.parse(draws[0].drawn_at),
    );
  }
  return draws;
}

function verifyTickets(data, check) {
  const draws = commitmentChecks(data, check);
  const tickets = [...data.tickets];
  check(
    'tickets are numbered 0…N-1 in order',
    tickets.every((t, i) => t.index === i) && tickets.length === data.ticket_count,
  );
  const list = tickets
    .map((t, i) => `${i}:${t.entry_id}:${t.user_id}${nameField(data.algorithm, t.name)}`)
    .join('\n');
  check('client seed is the SHA-256 of the ticket list', sha256(list) === data.client_seed);

  const drawnBefore = new Set();
  const places = new Map(); // current winners' places, by member
  const out = [];
  for (const record of draws) {
    const label = `${record.kind === 'redraw' ? 're-draw' : 'draw'} with nonce ${record.nonce}`;
    const replacedPlace = record.replaced_user_id == null ? undefined : places.get(record.replaced_user_id);
    if (record.kind === 'redraw') {
      check(`${label} wants one winner`, record.winners_wanted === 1);
      check(`${label} replaces a current winner`, replacedPlace !== undefined);
    }
    const taken = new Set(drawnBefore);
    const left = new Set(tickets.map((t) => t.user_id).filter((id) => !taken.has(id)));
    const target = Math.min(record.kind === 'redraw' ? 1 : record.winners_wanted, left.size);
    const winners = [];
    if (target > 0) {
      for (const index of ticketIndexes(data.server_seed, data.client_seed, record.nonce, tickets.length)) {
        const ticket = tickets[index];
        if (taken.has(ticket.user_id)) continue;
        taken.add(ticket.user_id);
        const position = record.kind === 'redraw' ? (replacedPlace ?? 0) : winners.length + 1;
        winners.push({
          position,
          ticket_index: index,
          entry_id: ticket.entry_id,
          user_id: ticket.user_id,
          name: ticket.name ?? ticket.username ?? '',
        });
        if (winners.length === target) break;
      }
    }
    const ids = (w) => `${w.ticket_index}:${w.entry_id}:${w.user_id}`;
    const published = record.winners ?? [];
    check(
      `${label} picks the published winners`,
      published.map(ids).join(',') === winners.map(ids).join(','),
    );
    check(
      record.kind === 'redraw'
        ? `${label} gives its winner the replaced winner’s place`
        : `${label} gives places 1…k in drawing order`,
      published.length === winners.length && published.every((w, i) => w.position === winners[i].position),
    );
    if (record.replaced_user_id != null) places.delete(record.replaced_user_id);
    for (const w of winners) {
      drawnBefore.add(w.user_id);
      places.set(w.user_id, w.position);
    }
    out.push({ nonce: record.nonce, kind: record.kind, winners });
  }
  return out;
}

function ownerOf(ranges, number) {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (number < ranges[mid].first) hi = mid - 1;
    else if (number > ranges[mid].last) lo = mid + 1;
    else return ranges[mid];
  }
  return null;
}

// A wager raffle (decision 024; `kind: "wager_raffle"`): one range of ticket numbers per member, ticket
// index i is ticket number i + 1, the draw (nonce 0) fills the prize positions in order. Each re-draw of
// an unclaimed prize (decision 064) uses the next nonce, wants one ticket, skips every ticket and every
// member drawn before (replaced ones included) and gives its winner the replaced winner's prize position.
function verifyRanges(data, check) {
  const draws = commitmentChecks(data, check);
  const ranges = [...data.ranges];
  const contiguous = ranges.every(
    (r, i) => r.first === (i === 0 ? 1 : ranges[i - 1].last + 1) && r.last >= r.first,
  );
  const total = ranges.length ? ranges[ranges.length - 1].last : 0;
  const members = new Set(ranges.map((r) => r.user_id)).size;
  check(
    'ticket ranges are contiguous from 1, one per member',
    contiguous && total === data.ticket_count && members === ranges.length,
  );
  const list = ranges
    .map((r) => `${r.first}-${r.last}:${r.user_id}${nameField(data.algorithm, r.name)}`)
    .join('\n');
  check('client seed is the SHA-256 of the ticket ranges', sha256(list) === data.client_seed);
  const drawnTickets = new Set();
  const drawnMembers = new Set();
  const places = new Map(); // prize position → its current winner
  const out = [];
  for (const record of draws) {
    const label = `${record.kind === 'redraw' ? 're-draw' : 'draw'} with nonce ${record.nonce}`;
    const redraw = record.kind === 'redraw';
    const published = record.winners ?? [];
    const replacedPosition = redraw ? published[0]?.position : undefined;
    if (redraw) {
      check(`${label} wants one winner`, record.winners_wanted === 1);
      check(
        `${label} replaces a current winner`,
        replacedPosition !== undefined && places.get(replacedPosition) === record.replaced_user_id,
      );
    }
    const takenMembers = redraw ? drawnMembers : new Set();
    const left = ranges.filter((r) => !takenMembers.has(r.user_id));
    const membersLeft = new Set(left.map((r) => r.user_id)).size;
    const ticketsLeft = left.reduce((n, r) => n + r.last - r.first + 1, 0);
    const wanted = Math.min(
      redraw ? 1 : record.winners_wanted,
      data.one_prize_per_member ? membersLeft : ticketsLeft,
    );
    const winners = [];
    const tickets = new Set(redraw ? drawnTickets : []);
    const won = new Set();
    if (wanted > 0 && contiguous) {
      for (const index of ticketIndexes(data.server_seed, data.client_seed, record.nonce, total)) {
        const owner = ownerOf(ranges, index + 1);
        if (
          tickets.has(index) ||
          takenMembers.has(owner.user_id) ||
          (data.one_prize_per_member && won.has(owner.user_id))
        )
          continue;
        tickets.add(index);
        won.add(owner.user_id);
        winners.push({
          position: redraw ? (replacedPosition ?? 0) : winners.length + 1,
          ticket_index: index,
          ticket_number: index + 1,
          user_id: owner.user_id,
          name: owner.name ?? owner.username ?? '',
        });
        if (winners.length === wanted) break;
      }
    }
    const ids = (w) => `${w.ticket_number}:${w.user_id}`;
    check(
      `${label} picks the published winners`,
      published.map(ids).join(',') === winners.map(ids).join(','),
    );
    check(
      redraw
        ? `${label} gives its winner the replaced winner’s prize`
        : `${label} gives places 1…k in drawing order`,
      published.length === winners.length && published.every((w, i) => w.position === winners[i].position),
    );
    for (const w of winners) {
      drawnTickets.add(w.ticket_index);
      drawnMembers.add(w.user_id);
      places.set(w.position, w.user_id);
    }
    out.push({ nonce: record.nonce, kind: record.kind, winners });
  }
  return out;
}

const isWager = (data) => Array.isArray(data.ranges);
const unwrap = (json) => (json && typeof json === 'object' && json.data?.server_seed_hash ? json.data : json);

function verify(data) {
  const checks = [];
  const check = (name, ok) => checks.push({ name, ok: Boolean(ok) });
  if (!data.server_seed || !data.client_seed) {
    check('the raffle has been drawn (its server seed is revealed)', false);
    return { checks, draws: [] };
  }
  try {
    return { checks, draws: isWager(data) ? verifyRanges(data, check) : verifyTickets(data, check) };
  } catch (error) {
    check(`the file has the shape of verify data (${error.message})`, false);
    return { checks, draws: [] };
  }
}

/** What must be the same in the file and on the site: everything the checks read. */
const comparable = (d) =>
  JSON.stringify([
    d.algorithm,
    d.raffle_id,
    d.pick_id,
    d.server_seed_hash,
    d.server_seed_hash_published_at,
    d.server_seed,
    d.client_seed,
    d.ticket_count,
    d.one_prize_per_member,
    d.tickets?.map((t) => [t.index, t.entry_id, t.user_id, t.name]),
    d.ranges?.map((r) => [r.first, r.last, r.user_id, r.name]),
    d.draws?.map((x) => [
      ...[x.nonce, x.kind, x.winners_wanted, x.replaced_user_id, x.drawn_at],
      x.winners?.map((w) => [w.position, w.ticket_index, w.ticket_number, w.entry_id, w.user_id]),
    ]),
  ]);

async function compareWithSite(data, site, check) {
  const base = site.replace(/\/+$/, '');
  // A slot request pick (decision 059) is published in the raffles' shape under its own address.
  const path =
    data.pick_id !== undefined
      ? `slot-requests/picks/${Number(data.pick_id)}`
      : `${isWager(data) ? 'wager-raffles' : 'raffles'}/${Number(data.raffle_id)}`;
  try {
    const res = await fetch(`${base}/api/r/${path}/verify`, { signal: AbortSignal.timeout(20_000) });
    const live = unwrap(await res.json());
    check(`the file is what ${base}/${path} publishes now`, res.ok && comparable(live) === comparable(data));
  } catch (error) {
    check(`the file is what ${base}/${path} publishes now (could not read it: ${error.message})`, false);
  }
  return `${base}/${path}`;
}

const args = process.argv.slice(2);
const siteAt = args.indexOf('--site');
const site = siteAt >= 0 ? args[siteAt + 1] : null;
const file = args.find((a, i) => !a.startsWith('--') && !(siteAt >= 0 && i === siteAt + 1));
if (!file || (siteAt >= 0 && !site)) {
  console.error('usage: node verify-draw.mjs FILE [--json] [--site https://the.site]');
  process.exit(2);
}
const data = unwrap(JSON.parse(readFileSync(file, 'utf8')));
const { checks, draws } = verify(data);
const page = site ? await compareWithSite(data, site, (name, ok) => checks.push({ name, ok })) : null;
const ok = checks.length > 0 && checks.every((c) => c.ok);
if (args.includes('--json')) {
  console.log(
    JSON.stringify({ ok, raffle_id: data.raffle_id, algorithm: data.algorithm, checks, draws }, null, 2),
  );
} else {
  const what = data.pick_id !== undefined ? 'Slot request pick' : 'Raffle';
  console.log(`${what} ${data.pick_id ?? data.raffle_id}: ${data.title} (${data.algorithm})`);
  for (const c of checks) console.log(`${c.ok ? '✓' : '✗'} ${c.name}`);
  // A name is shown only when the hash covers it (v2) and the list is the one hashed.
  const listHashed = checks.some((c) => c.name.startsWith('client seed') && c.ok);
  const hashed = data.algorithm === V2 && listHashed;
  for (const d of draws) {
    const names =
      d.winners
        .map((w) => {
          const who = hashed ? `${w.name} (member ${w.user_id})` : `member ${w.user_id}`;
          return `#${w.position} ${who}, ticket ${w.ticket_number ?? w.ticket_index}`;
        })
        .join('; ') || 'no winners';
    console.log(`  ${d.kind} nonce ${d.nonce}: ${names}`);
  }
  if (data.algorithm === V1)
    console.log('Names are not part of podium-draw-v1: compare the member ids with the site.');
  console.log(ok ? 'The draw checks out.' : 'The draw does NOT match the published data.');
  if (ok && page) console.log(`The file matches ${page}: compare the winners you see there.`);
  else if (ok)
    console.log(
      'A file forged whole (new seeds, list and winners) can only be caught against the site: add --site https://the.site',
    );
}
process.exit(ok ? 0 : 1);
