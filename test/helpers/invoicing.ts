import { expect } from 'vitest';
import { saveAdmin } from '../../src/server/db/repositories/admin-users';
import { type Signed, as, signedIn } from './admin-session';
import { quote } from './payloads';
import { type TestApp, hashTestPassword, json } from './test-app';

export const OWNER = 'owner@kumuldigital.com.pg';
const PASSWORD = 'a long owner password';

/** An owner, signed in, who entered the bank details every invoice needs (and GST when given). */
export async function ownerReadyToInvoice(
  t: TestApp,
  gst: { gstRegistered?: boolean; gstRateBasisPoints?: number; tin?: string } = {},
): Promise<Signed> {
  await saveAdmin(t.app.db, OWNER, await hashTestPassword(PASSWORD));
  const owner = await signedIn(t, OWNER, PASSWORD);
  const saved = await t.app.inject({
    method: 'PATCH',
    url: '/api/admin/invoice-settings',
    ...as(owner, {
      ...gst,
      bank: { bank: 'BSP', accountName: 'Kumul Digital', accountNumber: '1001' },
    }),
  });
  expect(saved.statusCode).toBe(200);
  return owner;
}

/** A quote for one template sent from this address and marked won by the owner: its reference. */
export async function wonQuoteFrom(t: TestApp, owner: Signed, email: string): Promise<string> {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/quote-request',
    ...json({ ...quote, customer: { ...quote.customer, email }, items: [{ id: 2, quantity: 1 }] }),
  });
  const { reference } = sent.json() as { reference: string };
  const won = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/quotes/${reference}`,
    ...as(owner, { status: 'won' }),
  });
  expect(won.statusCode).toBe(200);
  return reference;
}
