import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP pass-through to a real service (Redis) that a test can cut and restore, to play an outage:
 * `cut()` stops listening and drops every connection; `restore()` listens again on the same port.
 */
export class TcpProxy {
  port = 0;
  private server: Server | null = null;
  private sockets = new Set<Socket>();

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async restore(): Promise<this> {
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
    return this;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
