import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { contact } from '../helpers/payloads';
import { type TestApp, count, createTestApp, json } from '../helpers/test-app';

const PROXY = '10.0.0.7';

describe('client addresses behind TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: PROXY });
    t = await createTestApp('sqlite', { trustProxy, rateLimits: { formsPerMinute: 3 } });
  });
  afterAll(async () => t.close());

  const postContact = (remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress,
      ...json(contact, { 'x-forwarded-for': forwardedFor }),
    });

  it('limits a client that is not the proxy by its own address, whatever X-Forwarded-For says', async () => {
    const codes = [];
    for (let i = 1; i <= 6; i++)
      codes.push((await postContact('203.0.113.9', `198.51.100.${i}`)).statusCode);
    expect(codes).toEqual([201, 201, 201, 429, 429, 429]);
    expect(await count(t.app, 'contact_messages')).toBe(3);
  });

  it('limits each visitor behind the trusted proxy by the address the proxy forwards', async () => {
    for (let i = 1; i <= 4; i++) {
      expect((await postContact(PROXY, `192.0.2.${i}`)).statusCode).toBe(201);
    }
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await postContact(PROXY, '192.0.2.99')).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
    // A client's own made-up hop before the proxy's is not believed: the proxy's entry counts.
    expect((await postContact(PROXY, '198.51.100.1, 192.0.2.99')).statusCode).toBe(429);
  });
});
