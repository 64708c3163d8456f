/**
 * A TCP proxy between the server processes and PostgreSQL that can misbehave on command, as a database or its
 * network does on a bad day: reset every connection (and refuse new ones for a while, as a restarting server does),
 * stall them (nothing forwarded either way, nothing closed), and resume. It records the local port of each
 * connection it opens to the database, which pg_stat_activity shows as the backend's client_port, so that one
 * process's backends can be told from another's. Why it is ours: docs/decisions.md, "The fault script's proxy".
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';

interface Pair {
  client: Socket;
  upstream: Socket | null;
  /** The upstream connection's local port, once connected. */
  upstreamPort: number | null;
  /** Bytes held while stalled, each way. */
  toUpstream: Buffer[];
  toClient: Buffer[];
}

export class FaultProxy {
  private readonly server: Server;
  private readonly pairs = new Set<Pair>();
  private stalled = false;
  private refusing = false;
  /** Local ports of the connections open to the database (the backends' client_port). */
  readonly upstreamPorts = new Set<number>();
  port = 0;

  constructor(
    private readonly target: { host: string; port: number },
    listenPort = 0,
  ) {
    this.server = createServer((client) => this.accept(client));
    this.port = listenPort;
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => resolve());
    });
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    return this.port;
  }

  /** Resets every connection both ways; new ones are reset too until `acceptAgain()`. */
  reset(): void {
    this.refusing = true;
    for (const pair of [...this.pairs]) this.drop(pair);
  }

  /** Connections are taken again (after `reset()`). */
  acceptAgain(): void {
    this.refusing = false;
  }

  /** Nothing is forwarded either way from now on, nothing is closed; new connections are held the same way. */
  stall(): void {
    this.stalled = true;
  }

  /** What was held is forwarded, in order, and forwarding goes on. */
  resume(): void {
    this.stalled = false;
    for (const pair of this.pairs) {
      if (!pair.upstream) this.connectUpstream(pair);
      else this.flush(pair);
    }
  }

  get connections(): number {
    return this.pairs.size;
  }

  async close(): Promise<void> {
    this.refusing = true;
    for (const pair of [...this.pairs]) this.drop(pair);
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    if (this.refusing) {
      client.resetAndDestroy();
      return;
    }
    const pair: Pair = { client, upstream: null, upstreamPort: null, toUpstream: [], toClient: [] };
    this.pairs.add(pair);
    client.on('data', (chunk) => {
      if (this.stalled || !pair.upstream?.writable) pair.toUpstream.push(chunk);
      else pair.upstream.write(chunk);
    });
    client.on('error', () => this.drop(pair));
    client.on('close', () => this.drop(pair));
    if (!this.stalled) this.connectUpstream(pair);
  }

  private connectUpstream(pair: Pair): void {
    const upstream = createConnection(this.target);
    pair.upstream = upstream;
    upstream.on('connect', () => {
      pair.upstreamPort = upstream.localPort ?? null;
      if (pair.upstreamPort) this.upstreamPorts.add(pair.upstreamPort);
      this.flush(pair);
    });
    upstream.on('data', (chunk) => {
      if (this.stalled) pair.toClient.push(chunk);
      else pair.client.write(chunk);
    });
    upstream.on('error', () => this.drop(pair));
    upstream.on('close', () => this.drop(pair));
  }

  private flush(pair: Pair): void {
    if (this.stalled || !pair.upstream || pair.upstream.connecting) return;
    for (const chunk of pair.toUpstream.splice(0)) pair.upstream.write(chunk);
    for (const chunk of pair.toClient.splice(0)) pair.client.write(chunk);
  }

  /** Both ends reset (RST, as a dropped connection looks), the pair forgotten. */
  private drop(pair: Pair): void {
    if (!this.pairs.delete(pair)) return;
    const { client, upstream } = pair;
    if (pair.upstreamPort) this.upstreamPorts.delete(pair.upstreamPort);
    if (!client.destroyed) client.resetAndDestroy();
    if (upstream && !upstream.destroyed) {
      if (upstream.connecting) upstream.destroy();
      else upstream.resetAndDestroy();
    }
  }
}
