import { expect } from 'vitest';
import { saveAdmin } from '../../src/server/db/repositories/admin-users';
import { type Signed, as, signedIn } from './admin-session';
import { type TestApp, hashTestPassword } from './test-app';

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
