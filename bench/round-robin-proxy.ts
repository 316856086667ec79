import net from 'node:net';

/**
 * The load balancer in front of several Harbor processes, as small as one can be: each new TCP
 * connection goes to the next process in turn. Keep-alive connections stay on their process, as behind
 * nginx with `upstream { server a; server b; }` and keepalive.
 */
export async function startRoundRobinProxy(targets: number[]) {
  let next = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targets[next++ % targets.length]!, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
