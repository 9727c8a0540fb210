#!/usr/bin/env node
// Recomputes a raffle draw from its public verify data alone (the JSON of GET /api/r/raffles/{id}/verify
// or GET /api/r/wager-raffles/{id}/verify, saved as a file) and checks it against what the site
// published. Plain Node, no project code, no packages: anyone can read this file and run it.
//
//   node scripts/verify-draw.mjs FILE          a report; exit 0 when everything matches, 1 when not
//   node scripts/verify-draw.mjs FILE --json   the same as JSON, with the recomputed winners of each draw
//
// The algorithm (podium-draw-v1):
// 1. The server seed's SHA-256 (of its hex text) was published before the draw: it must match.
// 2. The client seed is the SHA-256 of the ticket list, one line "index:entry_id:user_id" per ticket in
//    the published order, joined by "\n".
// 3. HMAC-SHA256(key = server seed, message = "clientSeed:nonce:round"), round 0, 1, 2…; every 4 bytes
//    are a big-endian 32-bit number k.
// 4. With N tickets and span = floor(2^32 / N), k >= span * N is skipped (no modulo bias), else ticket
//    floor(k / span) is drawn — skipped too when its member was drawn before (in this draw or earlier).
// 5. The draw is nonce 0; each re-draw of one winner uses the next nonce.
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');

function* ticketIndexes(serverSeed, clientSeed, nonce, count) {
  const span = Math.floor(2 ** 32 / count);
  for (let round = 0; ; round++) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
    for (let i = 0; i < bytes.length; i += 4) {
      const k = bytes.readUInt32BE(i);
      if (k < span * count) yield Math.floor(k / span);
    }
  }
}

function draw(serverSeed, clientSeed, nonce, tickets, wanted, drawnBefore) {
  const taken = new Set(drawnBefore);
  const left = new Set(tickets.map((t) => t.user_id).filter((id) => !taken.has(id)));
  const target = Math.min(wanted, left.size);
  const winners = [];
  if (target === 0) return winners;
  for (const index of ticketIndexes(serverSeed, clientSeed, nonce, tickets.length)) {
    const ticket = tickets[index];
    if (taken.has(ticket.user_id)) continue;
    taken.add(ticket.user_id);
    winners.push({
      ticket_index: index,
      entry_id: ticket.entry_id,
      user_id: ticket.user_id,
      username: ticket.username,
    });
    if (winners.length === target) break;
  }
  return winners;
}

function verify(data) {
  const checks = [];
  const check = (name, ok, detail = '') => checks.push({ name, ok, detail });
  if (!data.server_seed || !data.client_seed) {
    check('the raffle has been drawn', false, 'no server seed or client seed yet');
    return { checks, draws: [] };
  }
  const tickets = [...data.tickets];
  check('server seed matches the published SHA-256', sha256(data.server_seed) === data.server_seed_hash);
  check(
    'tickets are numbered 0…N-1 in order',
    tickets.every((t, i) => t.index === i) && tickets.length === data.ticket_count,
  );
  const list = tickets.map((t, i) => `${i}:${t.entry_id}:${t.user_id}`).join('\n');
  check('client seed is the SHA-256 of the ticket list', sha256(list) === data.client_seed);

  const drawnBefore = [];
  const draws = [];
  for (const record of [...data.draws].sort((a, b) => a.nonce - b.nonce)) {
    const winners = draw(
      data.server_seed,
      data.client_seed,
      record.nonce,
      tickets,
      record.winners_wanted,
      drawnBefore,
    );
    const published = record.winners.map((w) => `${w.ticket_index}:${w.entry_id}:${w.user_id}`).join(',');
    const computed = winners.map((w) => `${w.ticket_index}:${w.entry_id}:${w.user_id}`).join(',');
    check(
      `${record.kind} with nonce ${record.nonce} picks the published winners`,
      published === computed,
      computed,
    );
    drawnBefore.push(...winners.map((w) => w.user_id));
    draws.push({ nonce: record.nonce, kind: record.kind, winners });
  }
  return { checks, draws };
}

// A wager raffle (decision 024; `kind: "wager_raffle"`): the frozen list is one range of ticket numbers
// per member, hashed as lines "first-last:user_id"; ticket index i is ticket number i + 1; one draw
// (nonce 0) fills the prize positions in order, a ticket never wins twice and, when
// one_prize_per_member, a member at most once.
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

function verifyRanges(data) {
  const checks = [];
  const check = (name, ok, detail = '') => checks.push({ name, ok, detail });
  if (!data.server_seed || !data.client_seed) {
    check('the raffle has been drawn', false, 'no server seed or client seed yet');
    return { checks, draws: [] };
  }
  const ranges = [...data.ranges];
  check('server seed matches the published SHA-256', sha256(data.server_seed) === data.server_seed_hash);
  const contiguous = ranges.every(
    (r, i) => r.first === (i === 0 ? 1 : ranges[i - 1].last + 1) && r.last >= r.first,
  );
  const total = ranges.length ? ranges[ranges.length - 1].last : 0;
  check('ticket ranges are contiguous from 1', contiguous && total === data.ticket_count);
  const list = ranges.map((r) => `${r.first}-${r.last}:${r.user_id}`).join('\n');
  check('client seed is the SHA-256 of the ticket ranges', sha256(list) === data.client_seed);
  const draws = [];
  for (const record of data.draws) {
    const members = new Set(ranges.map((r) => r.user_id)).size;
    const wanted = Math.min(record.winners_wanted, data.one_prize_per_member ? members : total);
    const winners = [];
    const tickets = new Set();
    const won = new Set();
    if (wanted > 0) {
      for (const index of ticketIndexes(data.server_seed, data.client_seed, record.nonce, total)) {
        const owner = ownerOf(ranges, index + 1);
        if (tickets.has(index) || (data.one_prize_per_member && won.has(owner.user_id))) continue;
        tickets.add(index);
        won.add(owner.user_id);
        winners.push({
          ticket_index: index,
          ticket_number: index + 1,
          user_id: owner.user_id,
          username: owner.username,
        });
        if (winners.length === wanted) break;
      }
    }
    const published = [...record.winners]
      .sort((a, b) => a.position - b.position)
      .map((w) => `${w.ticket_number}:${w.user_id}`)
      .join(',');
    const computed = winners.map((w) => `${w.ticket_number}:${w.user_id}`).join(',');
    check(
      `${record.kind} with nonce ${record.nonce} picks the published winners`,
      published === computed,
      computed,
    );
    draws.push({ nonce: record.nonce, kind: record.kind, winners });
  }
  return { checks, draws };
}

const [file, flag] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/verify-draw.mjs FILE [--json]');
  process.exit(2);
}
let data = JSON.parse(readFileSync(file, 'utf8'));
if (data && typeof data === 'object' && 'data' in data && data.data?.server_seed_hash) data = data.data;
const { checks, draws } = Array.isArray(data.ranges) ? verifyRanges(data) : verify(data);
const ok = checks.every((c) => c.ok);
if (flag === '--json') {
  console.log(JSON.stringify({ ok, raffle_id: data.raffle_id, checks, draws }, null, 2));
} else {
  console.log(`Raffle ${data.raffle_id}: ${data.title} (${data.algorithm})`);
  for (const c of checks) console.log(`${c.ok ? '✓' : '✗'} ${c.name}`);
  for (const d of draws) {
    const names =
      d.winners.map((w) => `${w.username} (ticket ${w.ticket_number ?? w.ticket_index})`).join(', ') ||
      'no winners';
    console.log(`  ${d.kind} nonce ${d.nonce}: ${names}`);
  }
  console.log(ok ? 'The draw checks out.' : 'The draw does NOT match the published data.');
}
process.exit(ok ? 0 : 1);
