import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Keeps at most `max` connections open, so a flood cannot use up the process's file descriptors
 * (decision 072). Past nine tenths of it, or when one is refused at the cap, idle connections
 * (kept alive, or never used) are closed to make room, so a visitor is served while a flood merely
 * holds connections open.
 */
export function capConnections(server: Server, max: number): void {
  server.maxConnections = max;
  const crowded = Math.floor(max * 0.9);
  let open = 0;
  // Prepended: runs before Node sets the new connection up, so it is not closed as idle itself.
  server.prependListener('connection', (socket: Socket) => {
    open++;
    socket.once('close', () => open--);
    if (open > crowded) server.closeIdleConnections();
  });
  // At the cap Node refuses the connection outright: make room for the next one.
  server.on('drop', () => server.closeIdleConnections());
}
