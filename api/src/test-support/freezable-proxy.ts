import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a store on 127.0.0.1:`port` that can be frozen: connections stay open and bytes are
 * held, not passed on — a store that hangs (its machine frozen, a stalled disk) as the driver sees it — until thawed.
 */
export async function startFreezableProxy(port: number) {
  let frozen = false;
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => (frozen ? held.push(() => to.write(chunk)) : to.write(chunk)));
    from.on('close', () => to.destroy());
    from.on('error', () => to.destroy());
  };
  const server = createServer((client) => {
    const store = connect(port, '127.0.0.1');
    for (const socket of [client, store]) sockets.add(socket);
    forward(client, store);
    forward(store, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    uri: `mongodb://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const pass of held.splice(0)) pass();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
