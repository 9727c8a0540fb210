import { randomBytes } from 'node:crypto';
import { maskUsername } from '@podium/shared/common/mask-username';
import { DRAW_ALGORITHM_V1 } from '@podium/shared/draws/lines';
import { type Recomputed, recomputeRaffle, recomputeRanges } from '@podium/shared/draws/recompute';
import { hmacKey, sha256Text, ticketIndexes } from '@podium/shared/draws/web-crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ticketIndexes as nodeTicketIndexes, sha256Hex } from '../../src/draws/draw.server.ts';
import { raffleFile, rangeFile, rangesOf } from './draw-files.ts';

/**
 * The verify page's recompute (Web Crypto, draws/recompute.ts) against the server's draw (node:crypto,
 * draws/draw.server.ts): the same winners for random seeds and lists, and forgeries refused.
 */
const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));
const failed = (r: Recomputed) => r.checks.filter((c) => !c.ok).map((c) => c.name);

describe('Web Crypto gives the bytes node:crypto gives', () => {
  it('hashes text and reads ticket indexes alike', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme' }),
        seedArb,
        fc.integer({ min: 1, max: 2 ** 32 }),
        async (text, seed, n) => {
          expect(await sha256Text(text)).toBe(sha256Hex(text));
          const web: number[] = [];
          for await (const i of ticketIndexes(await hmacKey(seed), text, 3, n)) if (web.push(i) === 20) break;
          const node: number[] = [];
          for (const i of nodeTicketIndexes(seed, text, 3, n)) if (node.push(i) === 20) break;
          expect(web).toEqual(node);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('recomputing a raffle in the browser', () => {
  it('finds the server’s winners, places and re-draws for random seeds and ticket lists', async () => {
    const input = fc.record({
      serverSeed: seedArb,
      members: fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 80 }),
      winners: fc.integer({ min: 1, max: 6 }),
      redraws: fc.integer({ min: 0, max: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ serverSeed, members, winners, redraws }) => {
        const tickets = members.map((id, i) => ({
          entry_id: 100 + i,
          user_id: id,
          name: maskUsername(`member${id}`),
        }));
        const file = raffleFile({ serverSeed, tickets, winners, redraws });
        const result = await recomputeRaffle(file);
        expect(failed(result)).toEqual([]);
        expect(result.ok).toBe(true);
        expect(
          result.draws.map((d) => d.winners.map((w) => [w.position, w.ticket_index, w.user_id])),
        ).toEqual(file.draws.map((d) => d.winners.map((w) => [w.position, w.ticket_index, w.user_id])));
        for (const w of result.draws.flatMap((d) => d.winners))
          expect(w.name).toBe(maskUsername(`member${w.user_id}`));
      }),
      { numRuns: 60 },
    );
  });

  it('checks a podium-draw-v1 file, whose names are not hashed', async () => {
    const tickets = [1, 2, 3, 2].map((id, i) => ({ entry_id: i + 1, user_id: id, name: `n${id}` }));
    const file = raffleFile({
      serverSeed: 'a'.repeat(64),
      tickets,
      winners: 2,
      algorithm: DRAW_ALGORITHM_V1,
    });
    const result = await recomputeRaffle(file);
    expect(result).toMatchObject({ ok: true, namesHashed: false });
  });

  it('refuses swapped places, missing draws, a renamed winner and a changed owner', async () => {
    const tickets = [1, 2, 3, 4, 5, 6].map((id) => ({ entry_id: id * 10, user_id: id, name: `na*${id}` }));
    const file = () =>
      raffleFile({ serverSeed: randomBytes(32).toString('hex'), tickets, winners: 3, redraws: 1 });
    const forge = async (change: (f: ReturnType<typeof file>) => void) => {
      const f = file();
      change(f);
      return failed(await recomputeRaffle(f));
    };
    expect(
      await forge((f) => {
        const [a, b] = f.draws[0]!.winners;
        [a!.position, b!.position] = [b!.position, a!.position];
      }),
    ).toContain('draw with nonce 0 gives places 1…k in drawing order');
    expect(await forge((f) => f.draws.splice(0))).toContain(
      'every draw is published: the draw is nonce 0, re-draws follow with no gap',
    );
    expect(await forge((f) => f.draws.splice(1))).toEqual([]); // dropping the last re-draw alone: only the site can tell
    expect(
      await forge((f) => {
        const won = f.draws[0]!.winners[0]!.user_id;
        for (const t of f.tickets) if (t.user_id === won) t.name = 'fo***d';
      }),
    ).toEqual(['client seed is the SHA-256 of the ticket list']);
    expect(
      await forge((f) => {
        f.tickets[2]!.user_id = 99;
      }),
    ).toContain('client seed is the SHA-256 of the ticket list');
    expect(
      await forge((f) => {
        f.draws[1]!.winners[0]!.position = 9;
      }),
    ).toContain('re-draw with nonce 1 gives its winner the replaced winner’s place');
  });
});

describe('recomputing a wager raffle in the browser', () => {
  it('finds the server’s winners for random seeds and ranges, one prize per member or not', async () => {
    const input = fc.record({
      serverSeed: seedArb,
      counts: fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 30 }),
      prizes: fc.integer({ min: 1, max: 8 }),
      onePerMember: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ serverSeed, counts, prizes, onePerMember }) => {
        const file = rangeFile({ serverSeed, ranges: rangesOf(counts), prizes, onePerMember });
        const result = await recomputeRanges(file);
        expect(failed(result)).toEqual([]);
        expect(result.draws[0]!.winners.map((w) => [w.position, w.ticket_number, w.user_id])).toEqual(
          file.draws[0]!.winners.map((w) => [w.position, w.ticket_number, w.user_id]),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('finds the server’s re-draws of unclaimed prizes (decision 064) for random seeds and ranges', async () => {
    const input = fc.record({
      serverSeed: seedArb,
      counts: fc.array(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 12 }),
      prizes: fc.integer({ min: 1, max: 4 }),
      onePerMember: fc.boolean(),
      redraws: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ serverSeed, counts, prizes, onePerMember, redraws }) => {
        const file = rangeFile({
          serverSeed,
          ranges: rangesOf(counts),
          prizes,
          onePerMember,
          redraws: redraws.filter((p) => p <= Math.min(prizes, counts.length)),
        });
        const result = await recomputeRanges(file);
        expect(failed(result)).toEqual([]);
        expect(
          result.draws.map((d) => d.winners.map((w) => [w.position, w.ticket_number, w.user_id])),
        ).toEqual(file.draws.map((d) => d.winners.map((w) => [w.position, w.ticket_number, w.user_id])));
      }),
      { numRuns: 40 },
    );
  });

  it('refuses an empty list of draws, swapped places and a renamed range', async () => {
    const file = () =>
      rangeFile({ serverSeed: randomBytes(32).toString('hex'), ranges: rangesOf([5, 9, 2, 30]), prizes: 3 });
    const forged = async (change: (f: ReturnType<typeof file>) => void) => {
      const f = file();
      change(f);
      return failed(await recomputeRanges(f));
    };
    expect(await forged((f) => f.draws.splice(0))).toContain(
      'every draw is published: the draw is nonce 0, re-draws follow with no gap',
    );
    expect(
      await forged((f) => {
        const [a, b] = f.draws[0]!.winners;
        [a!.position, b!.position] = [b!.position, a!.position];
      }),
    ).toContain('draw with nonce 0 gives places 1…k in drawing order');
    expect(
      await forged((f) => {
        f.ranges[1]!.name = 'fo***d';
      }),
    ).toEqual(['client seed is the SHA-256 of the ticket ranges']);
  });
});
