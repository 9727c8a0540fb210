import { chmodSync, mkdtempSync, renameSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { BackupError, formatSize } from './backup-file.ts';

/**
 * The local control channel of a server on the embedded database: a Unix socket in its data folder,
 * which only the user running the server may open (mode 0600). One request a connection, one JSON line:
 * `{"op":"backup"}`. The answer is one JSON line, `{"ok":true,"bytes":N}` followed by N bytes of backup,
 * or `{"ok":false,"error":"…"}`. `npm run backup` asks it when a server holds the folder (decision 031).
 */
export const CONTROL_SOCKET = 'podium.sock';

/** A request line longer than this is not ours. */
const MAX_REQUEST_BYTES = 1024;
/** A connection that sends no request by then is closed. */
const REQUEST_TIMEOUT_MS = 10_000;
/** A socket's path must fit `sun_path`: 108 bytes on Linux, 104 on macOS, with the final NUL. */
const MAX_SOCKET_PATH_BYTES = 103;

export const controlSocketPath = (dataDir: string) => join(resolve(dataDir), CONTROL_SOCKET);

export type OpsLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export interface ControlSocketOptions {
  dataDir: string;
  /** Takes a backup (embedded-backup.ts `dumpEmbedded` of the server's database). */
  backup: () => Promise<Buffer>;
  log: OpsLog;
}

/**
 * Listens on DATA_DIR/podium.sock; resolves to a stop function that closes it, waits for a backup in
 * flight, and removes the socket file. A socket that cannot be opened is logged and skipped: the site
 * runs on, and `npm run backup` says it could not reach the server.
 */
export async function startControlSocket(options: ControlSocketOptions): Promise<() => Promise<void>> {
  const path = controlSocketPath(options.dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH_BYTES) {
    options.log.warn(
      `control socket not opened: its path ${path} is longer than a socket path may be; ` +
        '`npm run backup` cannot reach this server (use a shorter DATA_DIR)',
    );
    return async () => {};
  }
  const inFlight = new Set<Promise<unknown>>();
  /** Connections that have not sent their request yet: a stop closes them at once. */
  const waiting = new Set<Socket>();
  const server = createServer((socket) => {
    waiting.add(socket);
    socket.once('close', () => waiting.delete(socket));
    const job = serveConnection(socket, options, () => waiting.delete(socket));
    inFlight.add(job);
    void job.finally(() => inFlight.delete(job));
  });
  let inode: number;
  try {
    inode = await listenPrivately(server, path);
  } catch (error) {
    options.log.warn(
      { err: error },
      `control socket not opened at ${path}; \`npm run backup\` cannot reach this server`,
    );
    return async () => {};
  }
  return async () => {
    const closed = new Promise((done) => server.close(done));
    for (const socket of waiting) socket.destroy();
    await Promise.allSettled([...inFlight]); // a backup being taken or sent is finished
    await closed;
    try {
      if (statSync(path).ino === inode) unlinkSync(path);
    } catch {}
  };
}

/**
 * Binds the socket inside a new folder only this user can enter, makes it owner-only, then renames it
 * into place (replacing one a killed server left): no other user can connect, not even for a moment.
 */
async function listenPrivately(server: ReturnType<typeof createServer>, path: string): Promise<number> {
  const privateDir = mkdtempSync(join(resolve(path, '..'), '.podium-sock-'));
  try {
    const staging = join(privateDir, CONTROL_SOCKET);
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(staging, () => {
        server.off('error', fail);
        done();
      });
    });
    chmodSync(staging, 0o600);
    renameSync(staging, path);
    return statSync(path).ino;
  } finally {
    rmSync(privateDir, { recursive: true, force: true });
  }
}

/** Sends the answer and closes; resolves once it is sent (or the client went away). */
const reply = (socket: Socket, header: object, body?: Buffer) =>
  new Promise<void>((done) => {
    if (socket.destroyed) return done();
    socket.once('close', () => done());
    socket.write(`${JSON.stringify(header)}\n`);
    if (body) socket.end(body);
    else socket.end();
  });

/** Reads the one request line of a connection, and answers it. */
async function serveConnection(
  socket: Socket,
  options: ControlSocketOptions,
  asked: () => void,
): Promise<void> {
  socket.on('error', () => {}); // a client that went away: nothing to answer
  socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
  const line = await readLine(socket);
  socket.setTimeout(0);
  if (line === null) return void socket.destroy();
  asked();
  let op: unknown;
  try {
    op = (JSON.parse(line) as { op?: unknown }).op;
  } catch {}
  if (op !== 'backup')
    return reply(socket, { ok: false, error: 'unknown request: the only one is {"op":"backup"}' });
  let bytes: Buffer;
  try {
    bytes = await options.backup();
  } catch (error) {
    options.log.warn({ err: error }, 'backup over the control socket failed');
    return reply(socket, { ok: false, error: error instanceof Error ? error.message : String(error) });
  }
  await reply(socket, { ok: true, bytes: bytes.length }, bytes);
  if (!socket.writableFinished) {
    return options.log.warn('backup over the control socket not delivered: the command went away');
  }
  options.log.info(
    { bytes: bytes.length },
    `backup sent over the control socket (${formatSize(bytes.length)})`,
  );
}

/** The first line a socket sends, or null when it closes or sends too much first. */
function readLine(socket: Socket): Promise<string | null> {
  return new Promise((done) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('utf8');
      const end = received.indexOf('\n');
      if (end < 0 && received.length <= MAX_REQUEST_BYTES) return;
      socket.off('data', onData);
      socket.off('close', onClose);
      done(end < 0 || end > MAX_REQUEST_BYTES ? null : received.slice(0, end));
    };
    const onClose = () => done(null);
    socket.on('data', onData);
    socket.once('close', onClose);
  });
}

/**
 * Asks the server holding `dataDir` for a backup. Null when no server answers there (no socket, or one
 * a stopped server left); the backup's bytes otherwise. A server that answers with an error throws it.
 */
export function requestBackup(dataDir: string): Promise<Buffer | null> {
  const path = controlSocketPath(dataDir);
  return new Promise((done, fail) => {
    const socket = createConnection(path);
    const chunks: Buffer[] = [];
    let connected = false;
    socket.once('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify({ op: 'backup' })}\n`);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (!connected && ['ENOENT', 'ECONNREFUSED', 'ENOTSOCK'].includes(error.code ?? '')) return done(null);
      if (error.code === 'EACCES') {
        return fail(
          new BackupError(
            `The server's control socket ${path} is not yours: run this as the user that runs the server.`,
          ),
        );
      }
      fail(new BackupError(`The server's control socket ${path} failed: ${error.message}`));
    });
    socket.once('end', () => {
      try {
        done(parseAnswer(Buffer.concat(chunks)));
      } catch (error) {
        fail(error);
      }
    });
  });
}

function parseAnswer(answer: Buffer): Buffer {
  const end = answer.indexOf(0x0a);
  let header: { ok?: boolean; bytes?: number; error?: string };
  try {
    header = JSON.parse(answer.subarray(0, end < 0 ? answer.length : end).toString('utf8'));
  } catch {
    throw new BackupError(
      'The running server closed its control socket without an answer: see its log, then try again.',
    );
  }
  if (!header.ok) throw new BackupError(`The running server could not take the backup: ${header.error}`);
  const body = answer.subarray(end + 1);
  if (body.length !== header.bytes) {
    throw new BackupError(
      `The running server's answer broke off (${body.length} of ${header.bytes} bytes): try again.`,
    );
  }
  return body;
}
