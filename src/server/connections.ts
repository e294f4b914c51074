import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Keeps at most `max` connections open, so a flood cannot use up the process's file descriptors
 * (decision 072). Past nine tenths of it, or when one is refused at the cap, each newcomer makes
 * room: connections idle between requests are closed, and the oldest one open without a whole
 * request yet. So a visitor is served while a flood merely holds connections open.
 */
export function capConnections(server: Server, max: number): void {
  server.maxConnections = max;
  const crowded = Math.floor(max * 0.9);
  let open = 0;
  // Node counts a connection that has sent nothing as busy (its headers' timeout runs): we track it.
  const withoutRequest = new Set<Socket>();
  const makeRoom = () => {
    server.closeIdleConnections();
    // One for one, the oldest first: a newcomer's request is usually on its way.
    const oldest = withoutRequest.values().next().value;
    withoutRequest.delete(oldest as Socket);
    oldest?.destroy();
  };
  // Prepended: runs before Node sets the new connection up, so it is not closed to make room itself.
  server.prependListener('connection', (socket: Socket) => {
    open++;
    socket.once('close', () => {
      open--;
      withoutRequest.delete(socket);
    });
    if (open > crowded) makeRoom();
    withoutRequest.add(socket);
  });
  server.on('request', (request: IncomingMessage) => withoutRequest.delete(request.socket));
  // At the cap Node refuses the connection outright: make room for the next one.
  server.on('drop', makeRoom);
}
