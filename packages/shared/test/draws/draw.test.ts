import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  clientSeedOf,
  drawWinners,
  type NamedTicket,
  newServerSeed,
  seedCommitment,
  sha256Hex,
  ticketFor,
  ticketIndexes,
} from '../../src/draws/draw.server.ts';
import { DRAW_ALGORITHM_V1, DRAW_ALGORITHM_V2, ticketListText } from '../../src/draws/lines.ts';

const SEED = 'a'.repeat(64);
/** Tickets 1…n; members by the given function of the index. */
const tickets = (n: number, member: (i: number) => number = (i) => i + 1): NamedTicket[] =>
  Array.from({ length: n }, (_, i) => ({ entry_id: i + 1, user_id: member(i), name: `m${member(i)}` }));

describe('commitment and seeds', () => {
  it('commits to the SHA-256 of the seed’s hex text', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(seedCommitment(SEED)).toBe(sha256Hex(SEED));
  });

  it('makes server seeds of 32 random bytes, never the same twice', () => {
    const seeds = new Set(Array.from({ length: 200 }, newServerSeed));
    expect(seeds.size).toBe(200);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
  });

  it('writes the ticket list as index:entry_id:user_id lines (v1), then the published name as JSON (v2)', () => {
    expect(
      ticketListText(
        DRAW_ALGORITHM_V1,
        tickets(3, () => 7),
      ),
    ).toBe('0:1:7\n1:2:7\n2:3:7');
    expect(
      ticketListText(
        DRAW_ALGORITHM_V2,
        tickets(2, () => 7),
      ),
    ).toBe('0:1:7:"m7"\n1:2:7:"m7"');
    // A name cannot add a field or a line: it is a JSON string.
    const odd = [{ entry_id: 1, user_id: 2, name: 'a"b\n3:4:5' }];
    expect(ticketListText(DRAW_ALGORITHM_V2, odd)).toBe('0:1:2:"a\\"b\\n3:4:5"');
    expect(ticketListText(DRAW_ALGORITHM_V2, [])).toBe('');
  });

  it('changes the client seed when any one ticket changes, is added, removed or moved', () => {
    const list = tickets(50, (i) => i % 9);
    const seed = clientSeedOf(DRAW_ALGORITHM_V2, list);
    expect(
      clientSeedOf(
        DRAW_ALGORITHM_V2,
        tickets(50, (i) => i % 9),
      ),
    ).toBe(seed);
    const changed = list.map((t, i) => (i === 17 ? { ...t, user_id: 99 } : t));
    const renumbered = list.map((t, i) => (i === 30 ? { ...t, entry_id: 1000 } : t));
    const renamed = list.map((t, i) => (i === 5 ? { ...t, name: 'someone else' } : t));
    const swapped = [list[1]!, list[0]!, ...list.slice(2)];
    for (const other of [
      changed,
      renumbered,
      renamed,
      swapped,
      list.slice(1),
      [...list, { entry_id: 51, user_id: 1, name: 'm1' }],
    ]) {
      expect(clientSeedOf(DRAW_ALGORITHM_V2, other)).not.toBe(seed);
    }
    // v1 does not hash names: a rename leaves its client seed alone (why v2 exists, decision 040).
    expect(clientSeedOf(DRAW_ALGORITHM_V1, renamed)).toBe(clientSeedOf(DRAW_ALGORITHM_V1, list));
  });
});

describe('mapping 32-bit numbers to tickets without bias', () => {
  it('gives every ticket exactly floor(2^32 / N) numbers and skips the rest', () => {
    for (const n of [1, 2, 3, 7, 10, 1000, 123_457]) {
      const span = Math.floor(2 ** 32 / n);
      expect(ticketFor(0, n)).toBe(0);
      expect(ticketFor(span - 1, n)).toBe(0);
      expect(ticketFor(span, n)).toBe(n === 1 ? null : 1);
      expect(ticketFor(span * n - 1, n)).toBe(n - 1);
      // The last partial block would favour the low tickets: it is skipped.
      expect(ticketFor(span * n, n)).toBe(null);
      expect(ticketFor(2 ** 32 - 1, n)).toBe(2 ** 32 % n === 0 ? n - 1 : null);
    }
  });

  it('reads HMAC-SHA256(server seed, "client:nonce:round") 4 bytes at a time, big-endian', () => {
    const bytes = createHmac('sha256', SEED).update('client:5:0').digest();
    const first = Array.from({ length: 8 }, (_, i) => ticketFor(bytes.readUInt32BE(i * 4), 10)).filter(
      (t) => t !== null,
    );
    const stream = ticketIndexes(SEED, 'client', 5, 10);
    expect(first.map(() => stream.next().value)).toEqual(first);
  });

  it('moves to the next round when the first 32 bytes are used up', () => {
    const next = createHmac('sha256', SEED).update('client:0:1').digest();
    const stream = ticketIndexes(SEED, 'client', 0, 1);
    for (let i = 0; i < 8; i++) expect(stream.next().value).toBe(0);
    expect(stream.next().value).toBe(ticketFor(next.readUInt32BE(0), 1));
  });
});

describe('drawing winners', () => {
  it('is the same for the same seeds, and different for another nonce or seed', () => {
    const list = tickets(40);
    const input = {
      serverSeed: SEED,
      clientSeed: clientSeedOf(DRAW_ALGORITHM_V2, list),
      nonce: 0,
      tickets: list,
      count: 5,
    };
    expect(drawWinners(input)).toEqual(drawWinners(input));
    expect(drawWinners({ ...input, nonce: 1 })).not.toEqual(drawWinners(input));
    expect(drawWinners({ ...input, serverSeed: 'b'.repeat(64) })).not.toEqual(drawWinners(input));
  });

  it('draws distinct members, skipping more tickets of one already drawn', () => {
    const list = tickets(300, (i) => (i < 290 ? 1 : i)); // member 1 holds 290 of 300 tickets
    for (let nonce = 0; nonce < 30; nonce++) {
      const winners = drawWinners({ serverSeed: SEED, clientSeed: 'c', nonce, tickets: list, count: 4 });
      expect(winners).toHaveLength(4);
      expect(new Set(winners.map((w) => w.user_id)).size).toBe(4);
      for (const w of winners)
        expect(list[w.ticket_index]).toMatchObject({ entry_id: w.entry_id, user_id: w.user_id });
    }
  });

  it('draws every member when fewer members than winners, and nobody from no tickets', () => {
    const list = tickets(10, (i) => i % 3);
    const all = drawWinners({ serverSeed: SEED, clientSeed: 'c', nonce: 0, tickets: list, count: 5 });
    expect(all.map((w) => w.user_id).sort()).toEqual([0, 1, 2]);
    expect(drawWinners({ serverSeed: SEED, clientSeed: 'c', nonce: 0, tickets: [], count: 3 })).toEqual([]);
  });

  it('never picks an excluded member (a re-draw skips everyone drawn before)', () => {
    const list = tickets(60, (i) => i % 6);
    for (let nonce = 1; nonce < 50; nonce++) {
      const [winner] = drawWinners({
        serverSeed: SEED,
        clientSeed: 'c',
        nonce,
        tickets: list,
        count: 1,
        exclude: [0, 1, 2, 3],
      });
      expect([4, 5]).toContain(winner?.user_id);
    }
    const none = drawWinners({
      serverSeed: SEED,
      clientSeed: 'c',
      nonce: 9,
      tickets: list,
      count: 1,
      exclude: [0, 1, 2, 3, 4, 5],
    });
    expect(none).toEqual([]);
  });

  it('gives each ticket an equal chance (3,000 draws over 3 tickets)', () => {
    const list = tickets(3);
    const counts = [0, 0, 0];
    for (let nonce = 0; nonce < 3000; nonce++) {
      const [w] = drawWinners({ serverSeed: SEED, clientSeed: 'fair', nonce, tickets: list, count: 1 });
      counts[w!.ticket_index]!++;
    }
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(120); // about 4.6 standard deviations
  });
});
