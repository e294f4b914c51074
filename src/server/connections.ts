import { type IncomingMessage, STATUS_CODES, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { throttleAddress } from './sign-in-throttle';

export interface ConnectionLimits {
  /** Open connections at most (decision 072). */
  max: number;
  /** Open connections at most from one client address, IPv6 by /64 (decision 100). */
  perAddress: number;
  /** A trusted reverse proxy's connections carry many visitors: they are not capped per address. */
  isProxy: (address: string) => boolean;
  /** A request body must arrive at this rate at least, counted from its headers after the grace. */
  bodyBytesPerSecond: number;
  bodyGraceMs: number;
  /** Told of each request cut off for its slow body. */
  onSlowBody: (request: IncomingMessage) => void;
}

interface Connection {
  socket: Socket;
  /** Its client address (IPv6 by /64); undefined for a trusted proxy's. */
  address: string | undefined;
  /** Bytes read when last looked at, and when that count last grew (or the connection opened). */
  bytesSeen: number;
  sentAt: number;
  /** The request on it whose answer is not finished, if any. */
  request: IncomingMessage | undefined;
  response: ServerResponse | undefined;
  requestAt: number;
  /** Bytes read before this request began (its earlier requests'). */
  bytesBefore: number;
  /** Answered 408 for its slow body and closing: the first to go when room is needed. */
  cut: boolean;
}

const SLOW_BODY = JSON.stringify({
  error: 'The request body arrived too slowly, so the connection was closed. Please send it again.',
});
const SLOW_BODY_ANSWER = `HTTP/1.1 408 ${STATUS_CODES[408]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(SLOW_BODY)}\r\nConnection: close\r\n\r\n${SLOW_BODY}`;

/** Whether a connection may be closed to make room: between requests, or its request not yet whole. */
const closable = ({ request }: Connection) => request === undefined || !request.complete;

/**
 * Keeps at most `max` connections open, and `perAddress` from one client address, so a flood
 * cannot use up the process's file descriptors or every place (decisions 072 and 100). Past nine
 * tenths of the cap, or when one is refused at it, each newcomer makes room: connections idle
 * between requests are closed, and the one that has sent nothing for the longest among those
 * owed no answer yet (silent, trickling headers or trickling a body). A newcomer over its
 * address's cap closes that address's such connection instead, or is refused if there is none.
 * A request body must keep `bodyBytesPerSecond` after `bodyGraceMs`, else 408 and the connection
 * closes: so a body's deadline grows with its size.
 */
export function capConnections(server: Server, limits: ConnectionLimits): void {
  server.maxConnections = limits.max;
  const crowded = Math.floor(limits.max * 0.9);
  // In opening order; Node counts a connection that has sent nothing as busy, so we track each.
  const connections = new Map<Socket, Connection>();
  const byAddress = new Map<string, Set<Connection>>();

  const lookAt = (connection: Connection, now: number) => {
    const { bytesRead } = connection.socket;
    if (bytesRead === connection.bytesSeen) return;
    connection.bytesSeen = bytesRead;
    connection.sentAt = now;
  };
  const leastSent = (candidates: Iterable<Connection>): Connection | undefined => {
    const now = Date.now();
    let chosen: Connection | undefined;
    for (const connection of candidates) {
      if (connection.cut) return connection;
      if (!closable(connection)) continue;
      lookAt(connection, now);
      if (!chosen || connection.sentAt < chosen.sentAt) chosen = connection;
    }
    return chosen;
  };
  const makeRoom = () => {
    server.closeIdleConnections();
    leastSent(connections.values())?.socket.destroy();
  };

  // Prepended: runs before Node sets the new connection up, so it is not closed to make room itself.
  server.prependListener('connection', (socket: Socket) => {
    const peer = socket.remoteAddress ?? '';
    const address = limits.isProxy(peer) ? undefined : throttleAddress(peer);
    const sameAddress = address === undefined ? undefined : (byAddress.get(address) ?? new Set());
    if (sameAddress && sameAddress.size >= limits.perAddress) {
      const room = leastSent(sameAddress);
      if (!room) {
        socket.destroy();
        return;
      }
      room.socket.destroy();
    }
    if (connections.size + 1 > crowded) makeRoom();
    const now = Date.now();
    const connection: Connection = {
      socket,
      address,
      bytesSeen: 0,
      sentAt: now,
      request: undefined,
      response: undefined,
      requestAt: now,
      bytesBefore: 0,
      cut: false,
    };
    connections.set(socket, connection);
    if (address !== undefined && sameAddress) {
      sameAddress.add(connection);
      byAddress.set(address, sameAddress);
    }
    socket.once('close', () => {
      connections.delete(socket);
      if (address === undefined || !sameAddress) return;
      sameAddress.delete(connection);
      if (sameAddress.size === 0) byAddress.delete(address);
    });
  });

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = connections.get(request.socket);
    if (!connection) return;
    connection.request = request;
    connection.response = response;
    connection.requestAt = Date.now();
    response.once('finish', () => {
      // Answered before its body arrived (a 413, say): the rest must still keep the rate.
      if (connection.request !== request || !request.complete) return;
      connection.request = undefined;
      connection.response = undefined;
      connection.bytesBefore = request.socket.bytesRead;
    });
  });
  // At the cap Node refuses the connection outright: make room for the next one.
  server.on('drop', makeRoom);

  const cutSlowBodies = () => {
    const now = Date.now();
    for (const connection of connections.values()) {
      lookAt(connection, now);
      const { request, response, socket } = connection;
      if (connection.cut || !request || request.complete) continue;
      const late = now - connection.requestAt - limits.bodyGraceMs;
      const arrived = socket.bytesRead - connection.bytesBefore;
      if (late <= 0 || arrived >= (limits.bodyBytesPerSecond * late) / 1000) continue;
      limits.onSlowBody(request);
      connection.cut = true;
      // Answered and closed after a moment, so the client reads the answer rather than a reset.
      if (!response?.headersSent && socket.writable) socket.end(SLOW_BODY_ANSWER);
      setTimeout(() => socket.destroy(), 1000).unref();
    }
  };
  // Node's own checks of its timeouts run every second too (connectionsCheckingInterval).
  const checks = setInterval(cutSlowBodies, 1000).unref();
  server.on('close', () => clearInterval(checks));
}
