import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decimalToCents } from '@podium/shared/wager-feeds/amounts';
import type { ApiProvider } from '@podium/shared/wager-feeds/messages';

/** A player the fake casinos report: a username (null = hidden) and dollars wagered, as a decimal string. */
export interface FakePlayer {
  username: string | null;
  wagered: string;
  game?: string;
}

/** What a casino answers: its normal rows, none, a 500, a 429, broken JSON, a wrong shape, or with hidden players. */
export type FakeMode =
  | 'normal'
  | 'empty'
  | 'error'
  | 'rate-limited'
  | 'malformed-json'
  | 'malformed-shape'
  | 'hidden';

export interface FakeRequest {
  casino: ApiProvider;
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: string;
}

export const defaultPlayers = (): FakePlayer[] => [
  { username: 'WhaleWanda', wagered: '15234.56', game: 'Gates of Olympus' },
  { username: 'SpinSam', wagered: '9876.5', game: 'Sweet Bonanza' },
  { username: 'LuckyLou', wagered: '120.01' },
];
const hiddenPlayers: FakePlayer[] = [
  { username: null, wagered: '500.25' },
  { username: 'SecretShark', wagered: '75' },
];

/**
 * One local HTTP server on 127.0.0.1 that speaks every casino's affiliate API in its real format
 * (shared/INTEGRATIONS.md): point each adapter's base URL at `url`. The key each casino expects is
 * `keys[casino]` (wrong key: 401); `modes[casino]` picks the answer. Requests are recorded.
 */
export class FakeCasinos {
  private server: Server | null = null;
  url = '';
  players: FakePlayer[] = defaultPlayers();
  modes: Partial<Record<ApiProvider, FakeMode>> = {};
  keys: Record<ApiProvider, string> = {
    roobet: 'roobet-key-1234',
    gamdom: 'gamdom-key-1234',
    shuffle: 'shuffle-key-1234',
    rainbet: 'rainbet-key-1234',
    packdraw: 'packdraw-key-1234',
    clash: 'clash-key-1234',
    upgrader: 'upgrader-key-1234',
  };
  requests: FakeRequest[] = [];

  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }

  reset(): void {
    this.players = defaultPlayers();
    this.modes = {};
    this.requests = [];
  }

  /** The environment that points every adapter here. */
  env(): Record<string, string> {
    const names = ['ROOBET', 'GAMDOM', 'SHUFFLE', 'RAINBET', 'PACKDRAW', 'CLASH', 'UPGRADER'];
    return Object.fromEntries(names.map((n) => [`${n}_API_URL`, this.url]));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    const route = this.route(req.method ?? 'GET', url.pathname);
    if (!route) return send(res, 404, { error: 'not found' });
    const { casino, pathKey } = route;
    this.requests.push({
      casino,
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      authorization: req.headers.authorization,
      body,
    });
    const key = this.keyOf(casino, url, req.headers.authorization, body, pathKey);
    if (key !== this.keys[casino]) return send(res, 401, { error: 'invalid api key' });
    const mode = this.modes[casino] ?? 'normal';
    if (mode === 'error') return send(res, 500, { error: 'internal error' });
    if (mode === 'rate-limited')
      return send(res, 429, { error: 'too many requests' }, { 'retry-after': '120' });
    if (mode === 'malformed-json') return sendRaw(res, 200, '{"data": [ {"username": "x", ');
    if (mode === 'malformed-shape') return send(res, 200, { unexpected: true, rows: 'none' });
    const players =
      mode === 'empty' ? [] : mode === 'hidden' ? [...this.players, ...hiddenPlayers] : this.players;
    return send(res, 200, format(casino, players, url));
  }

  private route(method: string, path: string): { casino: ApiProvider; pathKey?: string } | null {
    if (method === 'GET' && path === '/affiliate/v2/stats') return { casino: 'roobet' };
    if (method === 'GET' && path === '/api/affiliates/leaderboard') return { casino: 'gamdom' };
    if (method === 'GET' && path.startsWith('/stats/'))
      return { casino: 'shuffle', pathKey: decodeURIComponent(path.slice('/stats/'.length)) };
    if (method === 'GET' && path === '/v1/external/affiliates') return { casino: 'rainbet' };
    if (method === 'GET' && path === '/api/v1/affiliates/leaderboard') return { casino: 'packdraw' };
    if (method === 'GET' && path.startsWith('/affiliates/detailed-summary/v2/')) return { casino: 'clash' };
    if (method === 'POST' && path === '/affiliate/creator/get-stats') return { casino: 'upgrader' };
    return null;
  }

  private keyOf(casino: ApiProvider, url: URL, auth: string | undefined, body: string, pathKey?: string) {
    const bearer = auth?.startsWith('Bearer ') ? auth.slice(7) : undefined;
    switch (casino) {
      case 'roobet':
      case 'clash':
        return bearer;
      case 'gamdom':
        return url.searchParams.get('apikey');
      case 'shuffle':
        return pathKey;
      case 'rainbet':
        return url.searchParams.get('key');
      case 'packdraw':
        return url.searchParams.get('apiKey');
      case 'upgrader':
        try {
          return (JSON.parse(body) as { apikey?: string }).apikey;
        } catch {
          return undefined;
        }
    }
  }
}

const cents = (dollars: string) => decimalToCents(dollars) ?? 0;

/** The casino's own answer for these players. */
function format(casino: ApiProvider, players: FakePlayer[], url: URL): unknown {
  switch (casino) {
    case 'roobet':
      return players.map((p, i) => ({
        uid: `uid-${i}`,
        username: p.username,
        wagered: Number(p.wagered),
        weightedWagered: Number(p.wagered) / 2,
        favoriteGameTitle: p.game ?? null,
        rankLevel: 3,
      }));
    case 'gamdom': {
      const month = (url.searchParams.get('after') ?? '2026-01-01').slice(0, 7);
      return {
        success: true,
        data: players.map((p, i) => ({
          user_id: p.username === null || p.username === 'SecretShark' ? -1 : 1000 + i,
          username: p.username,
          wager_data: [
            { month, total_wager_usd: Number(p.wagered) },
            { month: '1999-01', total_wager_usd: 99999 },
          ],
        })),
      };
    }
    case 'shuffle':
      return players.map((p) => ({
        username: p.username ?? '',
        campaignCode: 'PODIUM',
        wagerAmount: Number(p.wagered),
      }));
    case 'rainbet':
      return {
        affiliates: players.map((p, i) => ({ id: i + 1, username: p.username, wagered_amount: p.wagered })),
      };
    case 'packdraw':
      return {
        leaderboard: players.map((p, i) => ({
          userId: `pd-${i}`,
          username: p.username,
          wagerAmount: Number(p.wagered),
          image: 'https://packdraw.com/avatars/a.png',
        })),
      };
    case 'clash':
      return players.map((p, i) => ({
        name: p.username,
        userId: i + 1,
        avatar: null,
        wagered: cents(p.wagered),
      }));
    case 'upgrader':
      return {
        error: false,
        msg: '',
        data: {
          summarizedBets: players.map((p) => ({
            user: { username: p.username, avatar: null },
            wager: cents(p.wagered),
          })),
        },
      };
  }
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  sendRaw(res, status, JSON.stringify(body), headers);
}

function sendRaw(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body);
}
