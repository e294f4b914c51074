import { once } from 'node:events';
import { type AddressInfo, type Socket, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../helpers/test-app';

// Small figures keep the test fast: 1 s keep-alive, 20 connections at most; a silent connection
// would hold its place for 30 s, longer than the test waits.
const KEEP_ALIVE_SECONDS = 1;
const REQUEST_SECONDS = 30;
const MAX_CONNECTIONS = 20;

interface Connection {
  socket: Socket;
  answer: () => string;
  closed: () => boolean;
  /** How long after opening the server closed it. */
  closedAfterMs: () => number | undefined;
}

function open(port: number, bytes?: string): Connection {
  const openedAt = Date.now();
  let closedAt: number | undefined;
  let answer = '';
  const socket = connect(port, '127.0.0.1', () => {
    if (bytes) socket.write(bytes);
  });
  socket.setEncoding('latin1');
  socket.on('data', (chunk) => (answer += chunk));
  socket.on('error', () => undefined);
  socket.on('close', () => (closedAt = Date.now()));
  return {
    socket,
    answer: () => answer,
    closed: () => closedAt !== undefined,
    closedAfterMs: () => (closedAt === undefined ? undefined : closedAt - openedAt),
  };
}

async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

const healthRequest = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';

describe('a flood of connections', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      timeouts: {
        requestSeconds: REQUEST_SECONDS,
        keepAliveSeconds: KEEP_ALIVE_SECONDS,
        shutdownSeconds: 1,
      },
      maxConnections: MAX_CONNECTIONS,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  it('closes a keep-alive connection left idle after KEEP_ALIVE_TIMEOUT_SECONDS', async () => {
    const idle = open(port, healthRequest);
    await waitFor(() => idle.answer().includes('"status"'), 5_000);
    expect(idle.answer()).toMatch(/^HTTP\/1\.1 200 /);
    expect(idle.answer()).toMatch(/keep-alive: timeout=1\b/i);
    // Generous: the keep-alive timeout is 1 s; before this was set, the connection stayed 72 s.
    await waitFor(idle.closed, 6_000);
    console.log(`idle keep-alive connection closed by the server after ${idle.closedAfterMs()} ms`);
    expect(idle.closed()).toBe(true);
    idle.socket.destroy();
  });

  it('keeps at most MAX_CONNECTIONS open, and health answers during a flood of silent connections', async () => {
    // Three times the cap, each opened and then silent, as a flood holds them.
    const flood = Array.from({ length: 3 * MAX_CONNECTIONS }, () => open(port));
    await Promise.all(flood.map(({ socket }) => once(socket, 'connect').catch(() => undefined)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const held = await new Promise<number>((resolve, reject) =>
      t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );

    // A visitor's health check while the flood holds its connections, tried again as a browser would.
    const startedAt = Date.now();
    let answered = false;
    let attempts = 0;
    while (!answered && Date.now() - startedAt < 10_000) {
      attempts++;
      const probe = open(port, `${healthRequest.slice(0, -2)}Connection: close\r\n\r\n`);
      await waitFor(probe.closed, 5_000);
      answered = /^HTTP\/1\.1 200 /.test(probe.answer());
      if (!answered) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const healthMs = Date.now() - startedAt;
    console.log(
      `flood of ${flood.length}: the server held ${held} connections; health answered: ${answered}, after ${healthMs} ms in ${attempts} attempt(s)`,
    );
    for (const { socket } of flood) socket.destroy();
    expect(held).toBeLessThanOrEqual(MAX_CONNECTIONS);
    // Within the test's 10 s, while every silent connection could have held its place for 30 s.
    expect(answered).toBe(true);
  });
});
