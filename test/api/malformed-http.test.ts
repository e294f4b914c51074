import { once } from 'node:events';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../helpers/test-app';

/** Sends raw bytes and reads the answer until the server closes the connection. */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe('malformed HTTP', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  it.each([
    ['a bad request line', 'NOT HTTP AT ALL\r\n\r\n', 400],
    [
      'an invalid character in a header',
      'GET / HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n',
      400,
    ],
    [
      'headers over the size limit',
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    [
      'a bad %-escape in an API path',
      'GET /api/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      400,
    ],
    [
      'a bad %-escape in a page path',
      'GET /products/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      400,
    ],
  ])('answers %s with JSON {error} and a sentence', async (_what, bytes, status) => {
    const answer = parse(await rawRequest(port, bytes));
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(answer.body) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toMatch(/^[A-Z][^.]+ [^.]+\./);
  });
});

describe('a request the server cannot answer as sent', () => {
  let t: TestApp;
  let port: number;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      'sqlite',
      { logLevel: 'info' },
      { logStream: { write: (line: string) => void logLines.push(line) } },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  it.each([
    ['a request without a Host header', 'GET /api/health HTTP/1.1\r\n\r\n', 400, /Host/],
    [
      'an expectation other than 100-continue',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\nConnection: close\r\n\r\n',
      417,
      /Expect/,
    ],
  ])('answers %s with JSON {error} and a sentence', async (_what, bytes, status, names) => {
    const answer = parse(await rawRequest(port, bytes));
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(answer.body) as Record<string, unknown>;
    expect(body).toEqual({ error: expect.stringMatching(names) });
    expect(body.error).toMatch(/^[A-Z][^.]+ [^.]+\./);
  });

  it('logs an upload the client dropped half-way as such, not as the database out of reach', async () => {
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":"Gr',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    type Line = { level: number; msg: string; reqId?: string };
    const requestLines = () =>
      logLines.map((line) => JSON.parse(line) as Line).filter((line) => line.reqId !== undefined);
    const told = () => requestLines().some((line) => line.level >= 40 || /dropped/.test(line.msg));
    for (let i = 0; i < 100 && !told(); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const lines = requestLines();
    console.log(
      'the dropped upload logged:',
      lines.map((line) => `${line.level} ${line.msg}`),
    );
    expect(lines.some((line) => line.level === 30 && /dropped/.test(line.msg))).toBe(true);
    expect(lines.filter((line) => line.level >= 40).map((line) => line.msg)).toEqual([]);
    expect(JSON.stringify(lines)).not.toMatch(/database/i);
  });
});
