// scripts/verify-draw.mjs as a member runs it: on files made by the app's own draw code (both kinds),
// each forgery a determined member tried (issue #24) refused with exit code 1 and a line saying what,
// and --site comparing the file with what a site publishes.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { maskUsername } from '@podium/shared/common/mask-username';
import { clientSeedOf, drawWinners, seedCommitment } from '@podium/shared/draws/draw.server';
import { DRAW_ALGORITHM_V1 } from '@podium/shared/draws/lines';
import { afterAll, describe, expect, it } from 'vitest';
import { raffleFile, rangeFile, rangesOf } from '../../packages/shared/test/draws/draw-files.ts';

const script = fileURLToPath(new URL('../verify-draw.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'podium-verify-draw-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
/** Saves `data` as the site's envelope and runs the script on it: exit code and printed lines. */
function run(data: unknown, ...args: string[]): Promise<{ code: number; out: string }> {
  const file = join(dir, `verify-${++files}.json`);
  writeFileSync(file, JSON.stringify({ success: true, data, message: null }));
  return new Promise((resolve) => {
    execFile(process.execPath, [script, file, ...args], (error, stdout) =>
      resolve({ code: error ? Number(error.code) : 0, out: stdout }),
    );
  });
}

const seed = () => randomBytes(32).toString('hex');
const names = ['lucky_lena', 'bonusbaron', 'jackpot_jo', 'scatter_sam', 'neon_nina'];
/** Nine tickets of five members (some hold more), entry ids from 41, masked names as the server freezes them. */
const tickets = [1, 2, 3, 1, 4, 5, 2, 3, 1].map((id, i) => ({
  entry_id: 41 + i,
  user_id: id,
  name: maskUsername(names[id - 1]!),
}));
const raffle = () => raffleFile({ serverSeed: seed(), tickets, winners: 3, redraws: 2 });
const wager = () => rangeFile({ serverSeed: seed(), ranges: rangesOf([12, 3, 40, 7, 1]), prizes: 3 });
type RaffleData = ReturnType<typeof raffle>;
type WagerData = ReturnType<typeof wager>;

const refused = async (data: unknown, line: string) => {
  const { code, out } = await run(data);
  expect(out).toContain(`✗ ${line}`);
  expect(out).toContain('The draw does NOT match the published data.');
  expect(code).toBe(1);
  return out;
};
const forgedRaffle = (change: (d: RaffleData) => void) => {
  const d = raffle();
  change(d);
  return d;
};
const forgedWager = (change: (d: WagerData) => void) => {
  const d = wager();
  change(d);
  return d;
};
const swapPlaces = (winners: { position: number }[]) => {
  [winners[0]!.position, winners[1]!.position] = [winners[1]!.position, winners[0]!.position];
};

describe('files the app drew', () => {
  it('a raffle with re-draws checks out, naming the winners from the hashed list', async () => {
    const data = raffle();
    const { code, out } = await run(data);
    expect(out).not.toContain('✗');
    expect(out).toContain('✓ re-draw with nonce 2 gives its winner the replaced winner’s place');
    expect(out).toContain('The draw checks out.');
    expect(code).toBe(0);
    const first = data.draws[0]!.winners[0]!;
    expect(out).toContain(`#1 ${tickets[first.ticket_index]!.name} (member ${first.user_id})`);
  });

  it('a wager raffle checks out, one prize per member or not', async () => {
    expect((await run(wager())).code).toBe(0);
    const many = rangeFile({ serverSeed: seed(), ranges: rangesOf([2, 50]), prizes: 6, onePerMember: false });
    const { code, out } = await run(many, '--json');
    expect(code).toBe(0);
    expect(JSON.parse(out).draws[0].winners).toHaveLength(6);
  });

  it('podium-draw-v1 files (drawn before names were hashed) still check out, by member id', async () => {
    const old = raffleFile({ serverSeed: seed(), tickets, winners: 2, algorithm: DRAW_ALGORITHM_V1 });
    const { code, out } = await run(old);
    expect(code).toBe(0);
    expect(out).toContain('Names are not part of podium-draw-v1');
    expect(out).not.toContain(tickets[0]!.name);
    const oldWager = rangeFile({
      serverSeed: seed(),
      ranges: rangesOf([4, 4]),
      prizes: 1,
      algorithm: DRAW_ALGORITHM_V1,
    });
    expect((await run(oldWager)).code).toBe(0);
  });

  it('a wager raffle with prizes re-drawn as not claimed in time (decision 064) checks out', async () => {
    for (const onePerMember of [true, false]) {
      const data = rangeFile({
        serverSeed: seed(),
        ranges: rangesOf([12, 3, 40, 7, 1, 9]),
        prizes: 2,
        onePerMember,
        redraws: [2, 1, 2],
      });
      expect(data.draws.map((d) => d.kind)).toEqual(['draw', 'redraw', 'redraw', 'redraw']);
      const { code, out } = await run(data);
      expect(out).not.toContain('✗');
      expect(out).toContain('✓ re-draw with nonce 3 gives its winner the replaced winner’s prize');
      expect(code).toBe(0);
      // Every re-drawn winner is a member never drawn before.
      data.draws.forEach((d, i) => {
        if (i === 0) return;
        const before = data.draws.slice(0, i).flatMap((x) => x.winners.map((w) => w.user_id));
        expect(before).not.toContain(d.winners[0]!.user_id);
      });
    }
  });
});

describe('the forgeries of issue #24', () => {
  it('winners’ places swapped (raffle)', async () => {
    await refused(
      forgedRaffle((d) => swapPlaces(d.draws[0]!.winners)),
      'draw with nonce 0 gives places 1…k in drawing order',
    );
  });

  it('winners’ places swapped (wager raffle)', async () => {
    await refused(
      forgedWager((d) => swapPlaces(d.draws[0]!.winners)),
      'draw with nonce 0 gives places 1…k in drawing order',
    );
  });

  it('a re-draw’s winner given another place', async () => {
    await refused(
      forgedRaffle((d) => {
        d.draws[1]!.winners[0]!.position = (d.draws[1]!.winners[0]!.position % 3) + 1;
      }),
      're-draw with nonce 1 gives its winner the replaced winner’s place',
    );
  });

  it('draws empty (raffle)', async () => {
    await refused(
      forgedRaffle((d) => d.draws.splice(0)),
      'every draw is published: the draw is nonce 0, re-draws follow with no gap',
    );
  });

  it('a wager raffle re-draw that names a member drawn before, or moves the prize', async () => {
    const redrawn = () =>
      rangeFile({ serverSeed: seed(), ranges: rangesOf([12, 3, 40, 7, 1]), prizes: 2, redraws: [1] });
    await refused(
      ((d) => {
        d.draws[1]!.winners[0]!.user_id = d.draws[0]!.winners[1]!.user_id;
        return d;
      })(redrawn()),
      're-draw with nonce 1 picks the published winners',
    );
    await refused(
      ((d) => {
        d.draws[1]!.winners[0]!.position = 2;
        return d;
      })(redrawn()),
      're-draw with nonce 1 replaces a current winner',
    );
  });

  it('draws empty (wager raffle)', async () => {
    await refused(
      forgedWager((d) => d.draws.splice(0)),
      'every draw is published: the draw is nonce 0, re-draws follow with no gap',
    );
  });

  it('the draw itself left out, its re-draws kept', async () => {
    await refused(
      forgedRaffle((d) => d.draws.splice(0, 1)),
      'every draw is published: the draw is nonce 0, re-draws follow with no gap',
    );
  });

  it('a winner renamed in the tickets and the winners: caught, and the forged name never printed', async () => {
    const out = await refused(
      forgedRaffle((d) => {
        const won = d.draws[0]!.winners[0]!;
        for (const t of d.tickets) if (t.user_id === won.user_id) t.name = 'fo****d';
        Object.assign(won, { username: 'mallory' });
      }),
      'client seed is the SHA-256 of the ticket list',
    );
    expect(out).not.toMatch(/fo\*{4}d|mallory/);
  });

  it('a member renamed in the ranges (wager raffle)', async () => {
    await refused(
      forgedWager((d) => {
        d.ranges[0]!.name = 'fo****d';
      }),
      'client seed is the SHA-256 of the ticket ranges',
    );
  });

  it('a name written only into the winners is never what the script prints', async () => {
    const d = raffle();
    Object.assign(d.draws[0]!.winners[0]!, { username: 'mallory', name: 'ma****y' });
    const { code, out } = await run(d);
    expect(code).toBe(0);
    expect(out).not.toMatch(/ma\*{4}y|mallory/);
  });
});

describe('the forgeries already caught', () => {
  it('another server seed', () =>
    refused(
      forgedRaffle((d) => {
        d.server_seed = seed();
      }),
      'server seed matches the published SHA-256',
    ));
  it('another seed hash', () =>
    refused(
      forgedWager((d) => {
        d.server_seed_hash = seedCommitment(seed());
      }),
      'server seed matches the published SHA-256',
    ));
  it('another client seed', () =>
    refused(
      forgedRaffle((d) => {
        d.client_seed = 'c'.repeat(64);
      }),
      'client seed is the SHA-256 of the ticket list',
    ));
  it('a ticket given to another member', () =>
    refused(
      forgedRaffle((d) => {
        d.tickets[4]!.user_id = 2;
      }),
      'client seed is the SHA-256 of the ticket list',
    ));
  it('another member as winner', () =>
    refused(
      forgedRaffle((d) => {
        d.draws[0]!.winners[0]!.user_id += 100;
      }),
      'draw with nonce 0 picks the published winners',
    ));
  it('winners reordered with their places', () =>
    refused(
      forgedRaffle((d) => d.draws[0]!.winners.reverse()),
      'draw with nonce 0 picks the published winners',
    ));
  it('a winner left out', () =>
    refused(
      forgedWager((d) => d.draws[0]!.winners.pop()),
      'draw with nonce 0 picks the published winners',
    ));
  it('a seed hash published after the draw', () =>
    refused(
      forgedRaffle((d) => {
        d.server_seed_hash_published_at = '2026-12-01T00:00:00.000Z';
      }),
      'the seed hash was published before the draw',
    ));
  it('a raffle not drawn yet', () =>
    refused(
      { ...raffle(), server_seed: null, client_seed: null, tickets: [], draws: [] },
      'the raffle has been drawn (its server seed is revealed)',
    ));
});

describe('--site: what only the site can tell', () => {
  let server: Server;
  let published: unknown;
  const site = async () => {
    server ??= createServer((request, response) => {
      const found = request.url === '/api/r/raffles/7/verify';
      response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(found ? { success: true, data: published } : { success: false }));
    });
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  afterAll(() => server?.close());

  it('a file forged whole (new seed, list hash and winners) passes alone; the site refuses it', async () => {
    published = raffle();
    const forged = structuredClone(published) as RaffleData;
    const serverSeed = seed();
    const list = forged.tickets.map((t) => ({ ...t }));
    forged.server_seed = serverSeed;
    forged.server_seed_hash = seedCommitment(serverSeed);
    forged.client_seed = clientSeedOf('podium-draw-v2', list);
    const winners = drawWinners({
      serverSeed,
      clientSeed: forged.client_seed,
      nonce: 0,
      tickets: list,
      count: 3,
    });
    forged.draws = [{ ...forged.draws[0]!, winners: winners.map((w, i) => ({ position: i + 1, ...w })) }];
    const alone = await run(forged);
    expect(alone.code).toBe(0);
    expect(alone.out).toContain('can only be caught against the site: add --site');
    const base = await site();
    const against = await run(forged, '--site', base);
    expect(against.out).toContain(`✗ the file is what ${base}/raffles/7 publishes now`);
    expect(against.code).toBe(1);
    const honest = await run(published, '--site', `${base}/`);
    expect(honest.out).toContain(`✓ the file is what ${base}/raffles/7 publishes now`);
    expect(honest.out).toContain(`The file matches ${base}/raffles/7`);
    expect(honest.code).toBe(0);
  });
});
