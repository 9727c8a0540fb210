import { type ApiProvider, apiProviders } from '@podium/shared/wager-feeds/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adapters } from '../../src/features/wager-feeds/providers/index.ts';
import { FeedError, type FeedRow } from '../../src/features/wager-feeds/providers/types.ts';
import { FakeCasinos } from '../fakes/fake-casinos.ts';

const fake = new FakeCasinos();
beforeAll(() => fake.start());
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

const start = new Date('2026-11-01T00:00:00Z');
const end = new Date('2026-11-20T12:00:00Z');
const fetchRows = (casino: ApiProvider, apiKey = fake.keys[casino]) =>
  adapters[casino].fetchRows({ baseUrl: fake.url, apiKey, accountId: 'aff-42', start, end });

async function failure(promise: Promise<unknown>): Promise<FeedError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(FeedError);
    return error as FeedError;
  }
  throw new Error('the call did not fail');
}

const byKey = (rows: FeedRow[]) => Object.fromEntries(rows.map((r) => [r.playerKey, r]));

describe.each(apiProviders)('the %s adapter against its fake', (casino) => {
  it('maps normal rows to lower-cased keys, names and exact cents', async () => {
    const rows = byKey(await fetchRows(casino));
    expect(Object.keys(rows).sort()).toEqual(['luckylou', 'spinsam', 'whalewanda']);
    expect(rows.whalewanda).toMatchObject({ displayName: 'WhaleWanda', wageredCents: 1_523_456 });
    expect(rows.spinsam!.wageredCents).toBe(987_650);
    expect(rows.luckylou!.wageredCents).toBe(12_001);
    if (casino === 'roobet') expect(rows.whalewanda!.favoriteGameTitle).toBe('Gates of Olympus');
  });

  it('answers no rows for an empty period', async () => {
    fake.modes[casino] = 'empty';
    expect(await fetchRows(casino)).toEqual([]);
  });

  it('fails on a 500, naming the casino and status but never the key', async () => {
    fake.modes[casino] = 'error';
    const error = await failure(fetchRows(casino));
    expect(error.kind).toBe('http');
    expect(error.message).toMatch(/answered 500/);
    expect(error.message).not.toContain(fake.keys[casino]);
  });

  it('reports rate limiting (429) with the Retry-After', async () => {
    fake.modes[casino] = 'rate-limited';
    const error = await failure(fetchRows(casino));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterMs).toBe(120_000);
  });

  it('refuses broken JSON and an unexpected shape as garbage', async () => {
    fake.modes[casino] = 'malformed-json';
    expect((await failure(fetchRows(casino))).kind).toBe('malformed');
    fake.modes[casino] = 'malformed-shape';
    expect((await failure(fetchRows(casino))).kind).toBe('malformed');
  });

  it('keeps hidden players, masked, under stable keys of their own', async () => {
    fake.modes[casino] = 'hidden';
    const rows = await fetchRows(casino);
    expect(rows).toHaveLength(5);
    const hidden = rows.filter((r) => r.playerKey.startsWith('hidden #'));
    const nameless = hidden.find((r) => r.wageredCents === 50_025);
    expect(nameless).toMatchObject({ displayName: 'Hidden player' });
    if (casino === 'gamdom') {
      // Gamdom marks hidden users with user_id -1: the name it still sends is shown masked.
      expect(hidden.map((r) => r.playerKey)).toEqual(['hidden #1', 'hidden #2']);
      expect(hidden.find((r) => r.wageredCents === 7_500)?.displayName).toBe('Se******k');
      expect(rows.map((r) => r.displayName)).not.toContain('SecretShark');
    } else {
      expect(hidden.map((r) => r.playerKey)).toEqual(['hidden #1']);
    }
  });

  it('sends the key the casino expects (a wrong key is refused)', async () => {
    const error = await failure(fetchRows(casino, 'wrong-key'));
    expect(error.kind).toBe('unauthorized');
    expect(error.message).not.toContain('wrong-key');
  });
});

describe('request formats', () => {
  it('asks each casino for the period in its own terms', async () => {
    for (const casino of apiProviders) await fetchRows(casino);
    const req = Object.fromEntries(fake.requests.map((r) => [r.casino, r]));
    expect(req.roobet!.query.get('userId')).toBe('aff-42');
    expect(req.roobet!.query.get('startDate')).toBe(start.toISOString());
    expect(req.roobet!.query.get('endDate')).toBe(end.toISOString());
    expect(req.gamdom!.query.get('after')).toBe('2026-11-01');
    expect(req.shuffle!.query.get('startTime')).toBe(String(start.getTime() / 1000));
    expect(req.rainbet!.query.get('start_at')).toBe('2026-11-01');
    expect(req.rainbet!.query.get('end_at')).toBe('2026-11-20');
    expect(req.packdraw!.query.get('after')).toBe('2026-11-01');
    expect(req.clash!.path).toBe('/affiliates/detailed-summary/v2/2026-11-01');
    expect(JSON.parse(req.upgrader!.body)).toEqual({
      apikey: fake.keys.upgrader,
      from: '2026-11-01',
      to: '2026-11-20',
    });
  });

  it('Gamdom adds up only the months the period touches', async () => {
    const rows = byKey(await fetchRows('gamdom'));
    expect(rows.whalewanda!.wageredCents).toBe(1_523_456); // the 1999 month is left out
  });

  it('Upgrader refuses a range over 100 days before calling', async () => {
    const error = await failure(
      adapters.upgrader.fetchRows({
        baseUrl: fake.url,
        apiKey: fake.keys.upgrader,
        accountId: null,
        start: new Date('2026-01-01T00:00:00Z'),
        end,
      }),
    );
    expect(error.message).toMatch(/100 days/);
    expect(fake.requests).toHaveLength(0);
  });

  it('one amount that is not an exact non-negative number makes the whole answer garbage', async () => {
    for (const wagered of ['abc', '-5', '1e400', '']) {
      fake.players = [...fake.players, { username: 'odd', wagered }];
      expect((await failure(fetchRows('rainbet'))).kind).toBe('malformed');
      fake.reset();
    }
  });
});
