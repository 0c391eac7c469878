import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Closes every connection through the proxy and refuses new ones, as a database server that went down. */
  cut(): Promise<void>;
  /** Closes every connection and accepts new ones without ever answering, as a server that hangs. */
  stall(): Promise<void>;
  /** Passes connections through again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1 to `target` (a PostgreSQL server's address) that a test can cut, stall and restore. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let stalled = false;
  const track = (socket: net.Socket, other?: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      sockets.delete(socket);
      other?.destroy();
    });
  };
  const server = net.createServer((client) => {
    if (stalled) return track(client);
    const upstream = net.connect(target.port, target.host);
    track(client, upstream);
    track(upstream, client);
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    server.listening ? Promise.resolve() : new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const dropConnections = () => sockets.forEach((socket) => socket.destroy());
  const cut = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      dropConnections();
    });
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    cut,
    async stall() {
      stalled = true;
      dropConnections();
      await listen(port);
    },
    async restore() {
      stalled = false;
      await listen(port);
    },
    close: () => (server.listening ? cut() : Promise.resolve()),
  };
}
